// Behavioural checks of damage divided as its controller chooses (CR 601.2d): the amounts are given as a spell is
// cast, as an activated ability is activated (CR 602.2b) and as a triggered ability is put on the stack (CR 603.3d):
// one amount per target, at least 1 each, adding up to the whole; without amounts the damage is divided evenly.
import { expect } from 'vitest'
import { LANDS, permanent, play, ready, seat, PASS, type Checks } from './harness'

/** Ann's answer to a waiting trigger's targets, with the amounts divided among them. */
const divideTargets = (targets: string[], divide?: number[]) => ({
  player: 0,
  type: 'choose',
  targets,
  ...(divide ? { divide } : {}),
})

export const DIVIDED_CHECKS: Checks = {
  'effect:damage.divided': {
    card: 'Inferno Titan',
    rule: 'CR 601.2d, 602.2b, 603.3d',
    run() {
      const cards = ['Inferno Titan', 'Ral, Caller of Storms', 'Arc Lightning']
      // Inferno Titan enters: "3 damage divided as you choose among one, two, or three targets": 2 to the Bears
      // (toughness 2: it dies), 1 to Ben.
      const enters = (answer: unknown) =>
        play(
          cards,
          {
            ann: { hand: ['Inferno Titan'], battlefield: LANDS },
            ben: { battlefield: ['Grizzly Bears', 'Hill Giant'] },
          },
          [{ player: 0, type: 'cast', card: 'Inferno Titan' }, ...PASS, answer, ...PASS],
          true,
        )
      let p = enters(divideTargets(['1:Grizzly Bears', 'player:1'], [2, 1]))
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).battlefield.some((b) => b.name === 'Grizzly Bears')).toBe(false)
      expect(seat(p, 1).graveyard).toContain('Grizzly Bears')
      expect(seat(p, 1).life).toBe(19)
      // All 3 to one target: Hill Giant (3/3) dies.
      p = enters(divideTargets(['1:Hill Giant'], [3]))
      expect(seat(p, 1).graveyard).toContain('Hill Giant')
      expect(seat(p, 1).life).toBe(20)
      // Near misses: amounts that don't add up to 3, or a target given 0, are refused (CR 601.2d).
      for (const wrong of [
        [1, 1],
        [2, 2],
        [3, 0],
      ]) {
        p = enters(divideTargets(['1:Grizzly Bears', 'player:1'], wrong))
        expect(p.out.rejected?.[0]?.reason).toMatch(/CR 601\.2d/)
        expect(seat(p, 1).life).toBe(20)
      }
      // Three targets and no amounts: 1 each (the even division).
      p = enters(divideTargets(['1:Grizzly Bears', '1:Hill Giant', 'player:1']))
      expect(permanent(p, 1, 'Grizzly Bears').damage).toBe(1)
      expect(permanent(p, 1, 'Hill Giant').damage).toBe(1)
      expect(seat(p, 1).life).toBe(19)

      // Whenever it attacks: 1 to the Bears, 2 to the Giant.
      p = play(
        cards,
        { ann: { battlefield: [ready('Inferno Titan')] }, ben: { battlefield: ['Grizzly Bears', 'Hill Giant'] } },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Inferno Titan', target: 'player:1' }] },
          divideTargets(['1:Grizzly Bears', '1:Hill Giant'], [1, 2]),
          ...PASS,
        ],
      )
      expect(permanent(p, 1, 'Grizzly Bears').damage).toBe(1)
      expect(permanent(p, 1, 'Hill Giant').damage).toBe(2)

      // A loyalty ability (CR 606, 602.2b): Ral's −2, "3 damage divided … among one, two, or three targets": 1 to
      // the Bears, 2 to Ben.
      const ral = (extra: Record<string, unknown>) =>
        play(
          cards,
          {
            ann: { battlefield: [{ name: 'Ral, Caller of Storms', counters: { loyalty: 4 } }] },
            ben: { battlefield: ['Grizzly Bears'] },
          },
          [{ player: 0, type: 'activate', card: 'Ral, Caller of Storms', ability: 1, ...extra }, ...PASS],
          true,
        )
      p = ral({ targets: ['1:Grizzly Bears', 'player:1'], divide: [1, 2] })
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 1, 'Grizzly Bears').damage).toBe(1)
      expect(seat(p, 1).life).toBe(18)
      // Near miss: four targets for 3 damage, or amounts adding up to 4, are refused; Ral keeps his loyalty.
      p = ral({ targets: ['1:Grizzly Bears', 'player:1'], divide: [2, 2] })
      expect(p.out.rejected?.[0]?.reason).toMatch(/CR 601\.2d/)
      expect(permanent(p, 0, 'Ral, Caller of Storms').counters).toEqual({ loyalty: 4 })

      // A spell (CR 601.2d): Arc Lightning's 3 damage as 1 to the Bears and 2 to Ben.
      p = play(
        cards,
        { ann: { hand: ['Arc Lightning'], battlefield: LANDS }, ben: { battlefield: ['Grizzly Bears'] } },
        [
          {
            player: 0,
            type: 'cast',
            card: 'Arc Lightning',
            targets: ['1:Grizzly Bears', 'player:1'],
            divide: [1, 2],
          },
          ...PASS,
        ],
      )
      expect(permanent(p, 1, 'Grizzly Bears').damage).toBe(1)
      expect(seat(p, 1).life).toBe(18)
    },
  },
  'effect:distribute': {
    card: 'Verdurous Gearhulk',
    rule: 'CR 601.2d, 603.3d',
    run() {
      const cards = ['Verdurous Gearhulk', 'Elven Rite']
      // "Distribute four +1/+1 counters among any number of target creatures you control": 3 on the Bears, 1 on the
      // Gearhulk itself.
      const gearhulk = (answer: unknown) =>
        play(
          cards,
          {
            ann: { hand: ['Verdurous Gearhulk'], battlefield: [...LANDS, ready('Grizzly Bears')] },
            ben: { battlefield: ['Hill Giant'] },
          },
          [{ player: 0, type: 'cast', card: 'Verdurous Gearhulk' }, ...PASS, answer, ...PASS],
          true,
        )
      let p = gearhulk(divideTargets(['0:Grizzly Bears', '0:Verdurous Gearhulk'], [3, 1]))
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 0, 'Grizzly Bears').counters).toEqual({ '+1/+1': 3 })
      expect(permanent(p, 0, 'Verdurous Gearhulk').counters).toEqual({ '+1/+1': 1 })
      // Near misses: Ben's creature isn't one Ann controls; amounts adding up to 3 are refused.
      p = gearhulk(divideTargets(['0:Grizzly Bears', '1:Hill Giant'], [2, 2]))
      expect(p.out.rejected?.[0]?.reason).toMatch(/not a legal target/)
      p = gearhulk(divideTargets(['0:Grizzly Bears', '0:Verdurous Gearhulk'], [2, 1]))
      expect(p.out.rejected?.[0]?.reason).toMatch(/CR 601\.2d/)
      expect(permanent(p, 1, 'Hill Giant').counters).toEqual({})
      // A spell: Elven Rite's two counters both on the Bears, or one each with no amounts given.
      const rite = (extra: Record<string, unknown>) =>
        play(
          cards,
          {
            ann: { hand: ['Elven Rite'], battlefield: [...LANDS, 'Grizzly Bears'] },
            ben: { battlefield: ['Hill Giant'] },
          },
          [{ player: 0, type: 'cast', card: 'Elven Rite', ...extra }, ...PASS],
        )
      p = rite({ targets: ['0:Grizzly Bears'], divide: [2] })
      expect(permanent(p, 0, 'Grizzly Bears').counters).toEqual({ '+1/+1': 2 })
      p = rite({ targets: ['0:Grizzly Bears', '1:Hill Giant'] })
      expect(permanent(p, 0, 'Grizzly Bears').counters).toEqual({ '+1/+1': 1 })
      expect(permanent(p, 1, 'Hill Giant').counters).toEqual({ '+1/+1': 1 })
    },
  },
}
