// Ninjutsu (CR 702.49) on a real card, checked by its outcome: the unblocked attacker goes back to the hand and the
// ninja deals the combat damage, attacking the same player.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, playCombat, ready } from '../../../support/realCards'

const SWAMPS = ['Swamp', 'Swamp', 'Swamp', 'Swamp']
const ninjutsu = { player: 0, type: 'activate', card: 'Dokuchi Shadow-Walker', from: 'hand', ability: 0 }
const attack = [
  { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
  { type: 'passUntil', step: 'declareBlockers' },
]

describe('ninjutsu (CR 702.49)', () => {
  it('CR 702.49a: Dokuchi Shadow-Walker (ninjutsu {3}{B}) returns the unblocked Grizzly Bears and deals 5 combat damage to Ben', () => {
    const r = playCombat(
      ['Dokuchi Shadow-Walker'],
      { hand: ['Dokuchi Shadow-Walker'], battlefield: [ready('Grizzly Bears'), ...SWAMPS] },
      {},
      [
        ...attack, // Ben has no creature: no blockers to declare
        ninjutsu,
        ...passBoth,
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toEqual(['Grizzly Bears'])
    const ninja = out(r).players[0].battlefield.find((c) => c.name === 'Dokuchi Shadow-Walker')
    expect(ninja?.tapped).toBe(true)
    expect(out(r).players[1].life).toBe(15)
    expect(manualLines('Dokuchi Shadow-Walker')).toEqual([])
  })

  it('CR 702.49a: no ninjutsu before blockers are declared, nor for a blocked attacker', () => {
    const early = playCombat(
      ['Dokuchi Shadow-Walker'],
      { hand: ['Dokuchi Shadow-Walker'], battlefield: [ready('Grizzly Bears'), ...SWAMPS] },
      {},
      [{ player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] }, ninjutsu],
    )
    expect(out(early).rejected?.length).toBe(1)
    const blocked = playCombat(
      ['Dokuchi Shadow-Walker'],
      { hand: ['Dokuchi Shadow-Walker'], battlefield: [ready('Grizzly Bears'), ...SWAMPS] },
      { battlefield: [ready('Hill Giant')] },
      [
        ...attack,
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Hill Giant', blocks: 'Grizzly Bears' }] },
        ninjutsu,
      ],
    )
    expect(out(blocked).rejected?.length).toBe(1)
    expect(out(blocked).players[0].hand).toEqual(['Dokuchi Shadow-Walker'])
  })
  it('CR 702.49a: returnAttacker names which unblocked attacker goes back; the least valuable one is the default', () => {
    const board = {
      hand: ['Dokuchi Shadow-Walker'],
      battlefield: [ready('Grizzly Bears'), ready('Hill Giant'), ...SWAMPS],
    }
    const both = [
      {
        player: 0,
        type: 'declareAttackers',
        attackers: [
          { card: 'Grizzly Bears', target: 'player:1' },
          { card: 'Hill Giant', target: 'player:1' },
        ],
      },
      { type: 'passUntil', step: 'declareBlockers' },
    ]
    const named = playCombat(['Dokuchi Shadow-Walker'], board, {}, [
      ...both,
      { ...ninjutsu, returnAttacker: 'Hill Giant' },
      ...passBoth,
    ])
    expect(out(named).rejected ?? []).toEqual([])
    expect(out(named).players[0].hand).toEqual(['Hill Giant'])
    const chosen = playCombat(['Dokuchi Shadow-Walker'], board, {}, [...both, ninjutsu, ...passBoth])
    expect(out(chosen).players[0].hand).toEqual(['Grizzly Bears'])
    const wrong = playCombat(['Dokuchi Shadow-Walker'], board, {}, [...both, { ...ninjutsu, returnAttacker: 'Swamp' }])
    expect(out(wrong).rejected?.length).toBe(1)
  })
})
