// Behavioural checks of damage and life effects (CR 120, 615, 119): one creature's damage to another, a kicked
// spell's bigger damage, a shield against one chosen source, damage to a player and their creatures, a life total
// that becomes a number, and the amounts "the greatest power among creatures you control" and "your life total".
import { expect } from 'vitest'
import { cast, LANDS, onField, permanent, play, seat, PASS, type Checks, type Played } from './harness'

const tokens = (p: Played, i: number, re: RegExp) => seat(p, i).battlefield.filter((b) => re.test(b.name))

export const DAMAGE_EFFECT_CHECKS: Checks = {
  'effect:bite': {
    card: 'Aggressive Instinct',
    rule: 'CR 120.3, 701.12b',
    run() {
      // Ann's Bears deal 2 to Ben's Angel; the Angel deals nothing back.
      const p = play(
        ['Aggressive Instinct', 'Serra Angel'],
        {
          ann: { hand: ['Aggressive Instinct'], battlefield: [...LANDS, 'Grizzly Bears'] },
          ben: { battlefield: ['Serra Angel'] },
        },
        cast('Aggressive Instinct', { targets: ['0:Grizzly Bears', '1:Serra Angel'] }),
      )
      expect(permanent(p, 1, 'Serra Angel').damage).toBe(2)
      expect(permanent(p, 0, 'Grizzly Bears').damage ?? 0).toBe(0)
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'effect:ifKicked': {
    card: 'Burst Lightning',
    rule: 'CR 702.33d, 608.2c',
    run() {
      const burst = (kicked: boolean) =>
        play(
          ['Burst Lightning'],
          { ann: { hand: ['Burst Lightning'], battlefield: LANDS } },
          cast('Burst Lightning', { targets: ['player:1'], ...(kicked ? { kicked: true } : {}) }),
        )
      expect(seat(burst(false), 1).life).toBe(18)
      const p = burst(true)
      expect(seat(p, 1).life).toBe(16)
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(5)
    },
  },
  'effect:preventNextFromSource': {
    card: 'Circle of Protection: Red',
    rule: 'CR 615.7',
    run() {
      // On Ben's turn he casts Lava Axe at Ann; she chooses it as the source: its 5 damage is prevented. His Bolt,
      // another red source, still deals 3.
      const p = play(
        ['Circle of Protection: Red', 'Lava Axe'],
        {
          active: 1,
          turn: 4,
          ann: { battlefield: ['Circle of Protection: Red', 'Plains'] },
          ben: { hand: ['Lava Axe', 'Lightning Bolt'], battlefield: LANDS },
        },
        [
          { player: 1, type: 'cast', card: 'Lava Axe', targets: ['player:0'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'activate', card: 'Circle of Protection: Red', ability: 0 },
          ...PASS,
          { player: 0, type: 'choose', cards: ['Lava Axe'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['player:0'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
        ],
      )
      expect(seat(p, 0).life).toBe(17)
      expect(seat(p, 1).graveyard).toEqual(['Lava Axe', 'Lightning Bolt'])
    },
  },
  'effect:damageAndTheirCreatures': {
    card: "Chandra's Flame Wave",
    rule: 'CR 120.3',
    run() {
      const p = play(
        ["Chandra's Flame Wave", 'Serra Angel'],
        {
          ann: { hand: ["Chandra's Flame Wave"], battlefield: [...LANDS, 'Grizzly Bears'] },
          ben: { battlefield: ['Grizzly Bears', 'Serra Angel'] },
        },
        [...cast("Chandra's Flame Wave", { targets: ['player:1'] }), { player: 0, type: 'choose', cards: [] }],
      )
      // 2 to Ben and to each creature he controls; Ann's Bears untouched.
      expect(seat(p, 1).life).toBe(18)
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(permanent(p, 1, 'Serra Angel').damage).toBe(2)
      expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'effect:lifeBecomes': {
    card: 'Blessed Wind',
    rule: 'CR 119.5',
    run() {
      const wind = (target: string) =>
        play(
          ['Blessed Wind'],
          { ann: { life: 7, hand: ['Blessed Wind'], battlefield: LANDS }, ben: { life: 30 } },
          cast('Blessed Wind', { targets: [target] }),
        )
      expect(seat(wind('player:0'), 0).life).toBe(20)
      const p = wind('player:1')
      expect(seat(p, 1).life).toBe(20)
      expect(seat(p, 0).life).toBe(7)
    },
  },
  'amount:count.greatestPower': {
    card: 'Essence Harvest',
    rule: 'CR 107.3, 208.3',
    run() {
      // The greatest power among Ann's creatures (the Angel's 4; Ben's Craw Wurm doesn't count).
      const p = play(
        ['Essence Harvest', 'Serra Angel', 'Craw Wurm'],
        {
          ann: { hand: ['Essence Harvest'], battlefield: [...LANDS, 'Grizzly Bears', 'Serra Angel'] },
          ben: { battlefield: ['Craw Wurm'] },
        },
        cast('Essence Harvest', { targets: ['player:1'] }),
      )
      expect(seat(p, 1).life).toBe(16)
      expect(seat(p, 0).life).toBe(24)
    },
  },
  'amount:count.life': {
    card: 'Storm Herd',
    rule: 'CR 107.3, 119',
    run() {
      // X is Ann's life total, 3: three 1/1 Pegasus tokens with flying.
      const p = play(
        ['Storm Herd'],
        { ann: { life: 3, hand: ['Storm Herd'], battlefield: LANDS }, ben: { life: 9 } },
        cast('Storm Herd'),
      )
      expect(tokens(p, 0, /pegasus/i).map((b) => [b.power, b.toughness])).toEqual([
        [1, 1],
        [1, 1],
        [1, 1],
      ])
    },
  },
}
