// "[Effects] unless [a player] pays {N} / N life" (CR 118.12): every such sentence of AtomicCards that the engine runs
// keeps its "unless" (a payment offered as it resolves), or its line is by hand with a reason; none is run as if the
// "unless" weren't there. The real cards are played in test/support/verify/unlessPays.ts.
import { beforeAll, describe, expect, it } from 'vitest'
import { explainWithReasons } from '../../../../src-shared/engine/automation'
import { compiledFaces } from '../../../support/compiledFaces'
import { realCard } from '../../../support/realCards'

/** "… unless you pay {G}{G}{G}{G}.", "… unless they pay 2 life.", "… unless its controller pays {2}.", "… unless you
 *  discard an artifact card." */
const UNLESS_PAYS =
  /\bunless (?:you|they|that player|its controller|target player) (?:pays? (?:\{[^}]+\}|\w+ life\b)|discards? an? [\w ]*card\b)/i

/** Where a compiled tree keeps an "unless … pays": this kind, a counterspell's, "sacrifice ~ unless you pay" or
 *  "… unless you discard a card" (effects/sacrificeUnless.ts). */
const KEPT = /"kind":"unlessPays"|"unlessPays":|"kind":"sacrificeUnless"/

describe('unless a player pays', () => {
  beforeAll(() => void compiledFaces(), 240_000)

  it('CR 118.12: Force of Nature, Carnophage, Hasran Ogress and Thirst for Knowledge run their "unless" line', () => {
    for (const name of [
      'Force of Nature',
      'Carnophage',
      'Hasran Ogress',
      'Minion of Tevesh Szat',
      'Thirst for Knowledge',
    ])
      expect(explainWithReasons(realCard(name)).automated, name).toBe(true)
  })

  it('CR 118.12: every automated line of AtomicCards with "unless … pays" keeps the payment', () => {
    const dropped: string[] = []
    let kept = 0
    for (const { def, face, tree } of compiledFaces()) {
      // Reminder text (ward's, cumulative upkeep's) is the keyword's, not a sentence of the card.
      const lines = face.oracleText.split('\n').filter((l) => UNLESS_PAYS.test(l.replace(/\([^)]*\)/g, '')))
      if (!lines.length) continue
      const explained = explainWithReasons(def).lines
      for (const line of lines) {
        const judged = explained.find((l) => l.text === line.trim())
        if (!judged?.automated) continue // by hand, with its reason
        const ability = [...tree.triggers, ...tree.activated, ...(tree.spell ? [tree.spell] : [])].find(
          (a) => 'text' in a && a.text === line.trim(),
        )
        if (KEPT.test(JSON.stringify(ability ?? tree))) kept++
        else dropped.push(`${def.name}: ${line}`)
      }
    }
    expect(dropped).toEqual([])
    expect(kept).toBeGreaterThanOrEqual(30) // Mana Leak and the counterspells, Force of Nature, Carnophage, …
  })
})
