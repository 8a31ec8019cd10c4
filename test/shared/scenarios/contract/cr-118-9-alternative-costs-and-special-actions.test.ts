// `cast` with `alternative` names the way to cast by its keyword (CR 118.9), `tap` and `exile` name what helps pay
// (convoke, delve), and `special` takes a special action (CR 116.2): the scenario contract, additions of 2026-12-06.
import { describe, expect, it } from 'vitest'
import { runScenario } from '@shared/scenario'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const pool = realPool([
  'Think Twice',
  'Demon Bolt',
  'Mulldrifter',
  'Rift Bolt',
  'Lurrus of the Dream-Den',
  'Stoke the Flames',
  'Treasure Cruise',
  'Archipelagore',
  'Fiery Temper',
  'Faithless Looting',
  'Battering Craghorn',
  'Lightning Bolt',
  'Ovalchase Dragster',
])
const islands = (n: number) => Array<string>(n).fill('Island')
const cast = (card: string, extra: Record<string, unknown> = {}) => ({ player: 0, type: 'cast', card, ...extra })
const special = (action: string, card: string) => ({ player: 0, type: 'special', action, card })

describe('CR 118.9: cast with an alternative cost, by its keyword', () => {
  it('CR 702.34a: "flashback" casts Think Twice from the graveyard, then exiles it', () => {
    const r = play(pool, { graveyard: ['Think Twice'], battlefield: islands(3) }, {}, [
      cast('Think Twice', { alternative: 'flashback' }),
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Think Twice'])
    expect(out(r).players[0].hand).toEqual(['Island'])
  })

  it('CR 702.74a: "evoke" casts Mulldrifter for {2}{U}: it draws two and is sacrificed', () => {
    const r = play(pool, { hand: ['Mulldrifter'], battlefield: islands(3) }, {}, [
      cast('Mulldrifter', { alternative: 'evoke' }),
      ...passBoth, // the spell; then its two enters triggers, the sacrifice resolving last
      { player: 0, type: 'choose', order: ['Mulldrifter', 'Mulldrifter'] },
      ...passBoth,
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Mulldrifter'])
    expect(out(r).players[0].hand).toEqual(['Island', 'Island'])
  })

  it('CR 702.35a: "madness" casts the exiled card as its madness trigger resolves', () => {
    const r = play(pool, { hand: ['Faithless Looting', 'Fiery Temper'], battlefield: ['Mountain', 'Mountain'] }, {}, [
      cast('Faithless Looting'),
      ...passBoth,
      { player: 0, type: 'discard', cards: ['Fiery Temper', 'Island'] },
      ...passBoth,
      cast('Fiery Temper', { alternative: 'madness', targets: ['player:1'] }),
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[1].life).toBe(17)
  })

  it('CR 702.37a: "morph" casts Battering Craghorn face down for {3}; turnFaceUp is a special action', () => {
    const mountains = Array<string>(6).fill('Mountain')
    const r = play(pool, { hand: ['Battering Craghorn'], battlefield: mountains }, {}, [
      cast('Battering Craghorn', { alternative: 'morph' }),
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[0].battlefield[6]).toMatchObject({ name: 'Battering Craghorn', faceDown: true, power: 2 })
    const up = play(pool, { hand: ['Battering Craghorn'], battlefield: mountains }, {}, [
      cast('Battering Craghorn', { alternative: 'morph' }),
      ...passBoth,
      special('turnFaceUp', 'Battering Craghorn'),
    ])
    expect(out(up).rejected).toEqual([])
    expect(out(up).players[0].battlefield[6]).toMatchObject({ name: 'Battering Craghorn', faceDown: false, power: 3 })
  })

  it('a way the card lacks is refused, and one the engine does not run says so', () => {
    const r = play(pool, { hand: ['Lightning Bolt', 'Archipelagore'], battlefield: islands(4) }, {}, [
      cast('Lightning Bolt', { alternative: 'evoke', targets: ['player:1'] }),
      cast('Archipelagore', { alternative: 'mutate' }),
    ])
    expect(out(r).rejected?.[0].reason).toBe('Lightning Bolt has no evoke cost (CR 118.9)')
    expect(out(r).rejected?.[1].reason).toMatch(/mutate cost isn't run by the engine/)
  })
})

describe('CR 601.2h: the cards that help pay a cost, named', () => {
  it('CR 702.51a: convoke taps the named creatures for the generic mana', () => {
    const r = play(
      pool,
      {
        hand: ['Stoke the Flames'],
        battlefield: ['Mountain', 'Mountain', { name: 'Grizzly Bears', sick: false }, 'Grizzly Bears', 'Grizzly Bears'],
      },
      {},
      [cast('Stoke the Flames', { targets: ['player:1'], tap: ['Grizzly Bears#2', 'Grizzly Bears#3'] }), ...passBoth],
    )
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[1].life).toBe(16)
    expect(out(r).players[0].battlefield.map((b) => b.tapped)).toEqual([true, true, false, true, true])
  })

  it('CR 702.66a: delve exiles the named graveyard cards', () => {
    const r = play(
      pool,
      { hand: ['Treasure Cruise'], graveyard: ['Lightning Bolt', ...islands(7)], battlefield: ['Island'] },
      {},
      [cast('Treasure Cruise', { exile: islands(7).map((n, k) => (k ? `${n}#${k + 1}` : n)) }), ...passBoth],
    )
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Lightning Bolt', 'Treasure Cruise'])
    expect(out(r).players[0].hand.length).toBe(3)
  })

  it('CR 702.122a: `tap` on activate names the creature that crews a Vehicle', () => {
    const r = play(
      pool,
      { battlefield: ['Ovalchase Dragster', 'Grizzly Bears', { name: 'Grizzly Bears', sick: true }] },
      {},
      [{ player: 0, type: 'activate', card: 'Ovalchase Dragster', ability: 0, tap: ['Grizzly Bears#2'] }, ...passBoth],
    )
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[0].battlefield.map((b) => b.tapped)).toEqual([false, false, true])
  })

  it('a creature without convoke to use is refused, naming it', () => {
    const r = play(pool, { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Grizzly Bears'] }, {}, [
      cast('Lightning Bolt', { targets: ['player:1'], tap: ['Grizzly Bears'] }),
    ])
    expect(out(r).rejected?.[0].reason).toMatch(/Grizzly Bears can't be tapped to pay for Lightning Bolt/)
  })
})

describe('CR 116.2: special actions', () => {
  it('CR 702.62a: suspend exiles Rift Bolt with a time counter', () => {
    const r = play(pool, { hand: ['Rift Bolt'], battlefield: ['Mountain'] }, {}, [special('suspend', 'Rift Bolt')])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Rift Bolt'])
  })

  it('CR 702.143a: foretell, then cast for the foretell cost on a later turn', () => {
    const r = play(
      pool,
      { hand: ['Demon Bolt'], battlefield: ['Swamp', 'Swamp', 'Mountain'] },
      { battlefield: ['Grizzly Bears'] },
      [
        special('foretell', 'Demon Bolt'),
        { type: 'passUntil', step: 'precombatMain', turn: 5 },
        { player: 1, type: 'declareAttackers', attackers: [] },
        { type: 'passUntil', step: 'precombatMain', turn: 5 },
        cast('Demon Bolt', { alternative: 'foretell', targets: ['1:Grizzly Bears'] }),
      ],
    )
    expect(out(r).rejected).toEqual([])
    expect(r.output.stack).toEqual(['Demon Bolt'])
  })

  it('CR 702.139a: companion puts Lurrus into the hand for {3}, once per game', () => {
    const r = runScenario(
      {
        variant: 'normal',
        seed: 1,
        players: [{ name: 'Ann', sideboard: ['Lurrus of the Dream-Den', 'Lurrus of the Dream-Den'] }, { name: 'Ben' }],
        state: {
          turn: 3,
          active: 0,
          step: 'precombatMain',
          players: [{ library: islands(3), battlefield: islands(6) }, { library: islands(3) }],
        },
        actions: [special('companion', 'Lurrus of the Dream-Den'), special('companion', 'Lurrus of the Dream-Den')],
      },
      pool,
    )
    expect(out(r).players[0].hand).toEqual(['Lurrus of the Dream-Den'])
    expect(out(r).rejected).toEqual([
      { index: 1, reason: 'A companion is put into the hand once per game (CR 702.139a)' },
    ])
  })
})
