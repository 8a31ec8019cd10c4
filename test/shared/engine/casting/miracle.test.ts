// Miracle with real cards (CR 702.94): drawn as the first card of its owner's turn, the card may be cast for its
// miracle cost as the trigger resolves (`choose` "yes" with its targets), at any speed.
import { describe, expect, it } from 'vitest'
import { play, realCard, passBoth as RESOLVE } from '../../../support/realCards'
import { explainCard } from '../../../../src-shared/engine'

type Out = {
  players: { life: number; hand: string[]; graveyard: string[] }[]
  rejected?: { index: number; reason: string }[]
  log: string[]
}
const out = (r: { output: unknown }) => r.output as Out
const ann = { battlefield: ['Mountain'], library: ['Thunderous Wrath', 'Island', 'Island'] }

describe('miracle (CR 702.94)', () => {
  it('CR 702.94a: Thunderous Wrath drawn first in the draw step is cast for {R}: 5 damage', () => {
    const r = play(
      ['Thunderous Wrath'],
      ann,
      {},
      [
        ...RESOLVE, // upkeep → draw: the card is drawn, its miracle triggers
        ...RESOLVE, // the trigger resolves
        { player: 0, type: 'choose', option: 'yes', targets: ['player:1'] },
        ...RESOLVE,
      ],
      'upkeep',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(15)
    expect(out(r).players[0].graveyard).toEqual(['Thunderous Wrath'])
    expect(out(r).log.join('\n')).toMatch(/casts Thunderous Wrath for its miracle cost \{R\}/)
  })

  it('CR 702.94a: declined, the card stays in hand', () => {
    const r = play(
      ['Thunderous Wrath'],
      ann,
      {},
      [...RESOLVE, ...RESOLVE, { player: 0, type: 'choose', option: 'no' }],
      'upkeep',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toEqual(['Thunderous Wrath'])
    expect(out(r).players[1].life).toBe(20)
  })

  it('CR 702.94a: the Miracle line is automated', () => {
    expect(explainCard(realCard('Thunderous Wrath')).lines.filter((l) => !l.automated)).toEqual([])
  })
})
