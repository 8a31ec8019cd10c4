// Foretell with real cards (CR 702.143): the `foretell` special action pays {2} and exiles the card from the hand
// face down during its owner's turn (hidden from the others, CR 708.5); on a later turn `cast` with
// `from: "exile"` casts it for its foretell cost.
import { describe, expect, it } from 'vitest'
import { play, realCard, passBoth as RESOLVE } from '../../../support/realCards'
import { explainCard, viewFor } from '../../../../src-shared/engine'

type Out = {
  players: { life: number; hand: string[]; graveyard: string[]; exile: string[]; battlefield: { name: string }[] }[]
  rejected?: { index: number; reason: string }[]
  log: string[]
}
const out = (r: { output: unknown }) => r.output as Out
const ann = { hand: ['Demon Bolt'], battlefield: ['Mountain', 'Mountain'] }
const ben = { battlefield: ['Grizzly Bears'] }
const foretell = { player: 0, type: 'foretell', card: 'Demon Bolt' }
const castFromExile = { player: 0, type: 'cast', card: 'Demon Bolt', from: 'exile', targets: ['1:Grizzly Bears'] }

describe('foretell (CR 702.143)', () => {
  it('CR 702.143a: Demon Bolt foretold for {2}, cast on a later turn for {R} from exile', () => {
    const r = play(['Demon Bolt'], ann, ben, [
      foretell,
      { type: 'passUntil', step: 'declareAttackers', turn: 4 },
      { player: 1, type: 'declareAttackers', attackers: [] },
      { type: 'passUntil', step: 'precombatMain', turn: 5 },
      castFromExile,
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].graveyard).toEqual(['Demon Bolt'])
    expect(out(r).log.join('\n')).toMatch(/Ann foretells a card/)
  })

  it('CR 702.143a: not on the turn it was foretold', () => {
    const r = play(['Demon Bolt'], { ...ann, battlefield: ['Mountain', 'Mountain', 'Mountain'] }, ben, [
      foretell,
      castFromExile,
    ])
    expect(out(r).rejected).toHaveLength(1)
    expect(out(r).players[0].exile).toEqual(['Demon Bolt'])
  })

  it('CR 702.143a, 708.5: the foretold card is hidden from the opponent, and its name is not logged', () => {
    const r = play(['Demon Bolt'], ann, ben, [foretell])
    expect(out(r).rejected ?? []).toEqual([])
    expect(JSON.stringify(viewFor(r.state, 1))).not.toMatch(/Demon Bolt/)
    expect(JSON.stringify(viewFor(r.state, 0))).toMatch(/Demon Bolt/)
    expect(out(r).log.join('\n')).not.toMatch(/Demon Bolt/)
  })

  it('CR 702.143a: only during your own turn', () => {
    const r = play(['Demon Bolt'], {}, { hand: ['Demon Bolt'], battlefield: ['Mountain', 'Mountain'] }, [
      { player: 0, type: 'pass' },
      { player: 1, type: 'foretell', card: 'Demon Bolt' },
    ])
    expect(out(r).rejected?.[0]?.reason).toMatch(/your turn/)
  })

  it('CR 702.143a: the Foretell line is automated', () => {
    expect(explainCard(realCard('Demon Bolt')).lines.filter((l) => !l.automated)).toEqual([])
  })
})
