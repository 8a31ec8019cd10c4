// The output's `waitingFor` (docs/scenarios.md) while a spell or ability waits for an answer as it resolves: a ward
// trigger asking its target's caster to pay (CR 702.21a), answered `"yes"` or `"pay"` and `"no"` or `"decline"` alike
// (contract additions of 2026-12-06), says what it asks in `text`.
import { describe, expect, it } from 'vitest'
import { normalBoard, PASS } from '../../support/hearthScenario'

const shock = (answer?: string) =>
  normalBoard(
    ['Patchwork Automaton'],
    { hand: ['Shock'], battlefield: ['Mountain', 'Swamp', 'Swamp'] },
    { battlefield: ['Patchwork Automaton'] },
    [
      { player: 0, type: 'cast', card: 'Shock', targets: ['1:Patchwork Automaton'] },
      ...PASS,
      ...(answer ? [{ player: 0, type: 'choose', option: answer }, ...PASS] : []),
    ],
  )

describe('waitingFor while an answer is asked (ward, CR 702.21a)', () => {
  it('names the player, the decision and what is asked', async () => {
    const r = await shock()
    expect(r.out.waitingFor).toMatchObject({ player: 0, decision: 'effect' })
    expect(r.out.waitingFor.text).toMatch(/\{2\}/)
  }, 120_000)

  it('"pay" and "yes" pay the ward; "decline" and "no" let Shock be countered', async () => {
    for (const answer of ['pay', 'yes']) {
      const r = await shock(answer)
      expect(r.out.rejected).toEqual([])
      expect(r.out.players[1].graveyard).toEqual(['Patchwork Automaton'])
    }
    for (const answer of ['decline', 'no']) {
      const r = await shock(answer)
      expect(r.out.rejected).toEqual([])
      expect(r.out.players[1].battlefield.map((o: { name: string }) => o.name)).toEqual(['Patchwork Automaton'])
      expect(r.out.players[0].graveyard).toEqual(['Shock'])
    }
  }, 120_000)
})
