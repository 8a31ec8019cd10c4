// "You win the game", "you lose the game", "target player loses the game" (CR 104.2b, 104.3e): every sentence of
// AtomicCards that ends the game for a player compiles to that effect, or its line is by hand with a reason.
import { beforeAll, describe, expect, it } from 'vitest'
import { explainWithReasons } from '../../../../src-shared/engine/automation'
import { compiledFaces, walk } from '../../../support/compiledFaces'
import { manualLines, realCard } from '../../../support/realCards'

/** A sentence that makes a player win or lose: "you win the game.", "target player loses the game." */
const SENTENCE = /(?:^|[.:,] )(?:you|target player|target opponent|that player) (?:win|wins|lose|loses) the game\.$/i

describe('winning and losing the game by an effect', () => {
  beforeAll(() => void compiledFaces(), 240_000)

  it("CR 104.3e: Lich's Mastery, Door to Nothingness and Transcendence's trigger are run", () => {
    expect(manualLines("Lich's Mastery")).not.toContain(
      "When Lich's Mastery leaves the battlefield, you lose the game.",
    )
    expect(manualLines('Door to Nothingness')).toEqual([])
    expect(manualLines('Transcendence')).not.toContain('When you have 20 or more life, you lose the game.')
    expect(explainWithReasons(realCard('Felidar Sovereign')).automated).toBe(true)
  })

  it('CR 104.2b, 104.3e: every such sentence of AtomicCards compiles to the effect or is by hand with a reason', () => {
    const missed: string[] = []
    let read = 0
    for (const { def, face, tree } of compiledFaces()) {
      const lines = face.oracleText.split('\n').filter((l) => SENTENCE.test(l.trim()))
      if (!lines.length) continue
      let outcomes = 0
      walk(tree, (node) => {
        if (node.kind === 'gameOutcome') outcomes++
      })
      const explained = explainWithReasons(def).lines
      for (const line of lines) {
        const judged = explained.find((l) => l.text === line.trim())
        if (judged && !judged.automated && judged.reason?.code) continue // by hand, with its reason
        if (outcomes > 0) read++
        else missed.push(`${def.name}: ${line}`)
      }
    }
    expect(missed).toEqual([])
    expect(read).toBeGreaterThanOrEqual(8) // Door to Nothingness, Lich, Lich's Mastery, Epic Struggle, …
  })
})
