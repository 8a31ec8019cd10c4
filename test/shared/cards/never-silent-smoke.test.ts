// Never silent, on a sample of every card the engine doesn't fully run: a seeded sample of the tournament-legal cards
// of the shared AtomicCards that aren't fully automated is cast or played on the smoke boards (`smokePlay.ts`) with
// the first legal choices; then each line it doesn't run must reach the table: a spell's unrun text as a "resolve it
// by hand" step, a permanent's silent lines (statics, replacements, "as ~ enters", unread trigger events) as logged
// reminders as it enters, a spell's unrun casting lines (strive, "this spell costs …") as reminders as it is cast.
import { describe, expect, it } from 'vitest'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import { applyAction, explainCard } from '../../../src-shared/engine'
import { silentLines } from '../../../src-shared/engine/reminders'
import { firstPlay, legalSample, settle, SMOKE_TABLE_CARDS } from '../../support/smokePlay'

/** One card in this many of the cards not fully automated (about 11,000): a sample a CI run plays in seconds. */
const EVERY = 37

describe('never silent: every line of a card the engine does not run reaches the table', () => {
  it('plays a sample of the cards not fully automated: each unrun line is resolved by hand or reminded', () => {
    const sample = legalSample(EVERY, (d) => !explainCard(d).automated)
    const table = legalSample(1, (d) => SMOKE_TABLE_CARDS.includes(d.name))
    const pool = new CardPool([...starterCardDefinitions(), ...table, ...sample])
    const silent: string[] = []
    const failures: string[] = []
    let played = 0
    for (const def of sample) {
      const play = firstPlay(def.name, pool)
      if (!play) continue
      const r = applyAction(play.start, play.action)
      if (!r.ok) {
        failures.push(`${def.name}: ${r.reason}`)
        continue
      }
      played++
      const { state, lines, problems } = settle(r.state)
      const log = [...r.lines, ...lines]
      if (problems.length) failures.push(`${def.name}: ${problems.join('; ')}`)
      const face = def.faces[0]
      const explained = explainCard(def).lines
      const isSpell = face.types.includes('Instant') || face.types.includes('Sorcery')
      if (isSpell) {
        // Its text by hand: resolved by hand, or countered on resolution (CR 608.2b) or never resolving is no silence.
        const resolvedAutomated = log.includes(`${def.name} resolves`)
        if (resolvedAutomated && explained.some((l) => !l.automated && !l.partly))
          silent.push(`${def.name}: resolved without a by-hand step`)
        continue
      }
      const entered = log.some((l) => l === `${def.name} enters the battlefield` || l.includes(`plays ${def.name}`))
      const onField = state.battlefield.some((id) => state.cards[state.objects[id].def].name === def.name)
      if (!entered || !onField) continue
      for (const text of silentLines(explained))
        if (!log.includes(`Reminder (by hand): ${def.name}: ${text}`)) silent.push(`${def.name}: ${text}`)
    }
    console.log(`never-silent smoke: ${played} of ${sample.length} sampled cards not fully automated played`)
    expect(failures).toEqual([])
    expect(silent).toEqual([])
    expect(played).toBeGreaterThan(sample.length / 2)
  }, 240_000)
})
