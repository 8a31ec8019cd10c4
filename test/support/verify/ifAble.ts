// Behavioural checks of "if able" requirements on groups and this turn (CR 508.1d, 509.1c): the declaration that
// leaves a required creature out is refused, and the one that obeys is taken; the near miss is a creature the
// requirement doesn't name (an own creature, a tapped one, one not targeted).
import { expect } from 'vitest'
import { BENS_TURN, cast, LANDS, PASS, play, ready, seat, type Checks } from './harness'

const attack = (player: number, cards: string[]) => ({
  player,
  type: 'declareAttackers',
  attackers: cards.map((card) => ({ card, target: `player:${1 - player}` })),
})
const block = (player: number, pairs: [string, string][]) => ({
  player,
  type: 'declareBlockers',
  blockers: pairs.map(([card, blocks]) => ({ card, blocks })),
})

export const IF_ABLE_CHECKS: Checks = {
  'static:anthem.attacksEachCombat': {
    card: 'Angler Turtle',
    rule: 'CR 508.1d',
    run() {
      // "Creatures your opponents control attack each combat if able." Ben's Bears must attack on his turn; Ann's own
      // creatures are not named (the near miss: on her turn she may attack with nothing).
      const own = play(['Angler Turtle'], { ann: { battlefield: [ready('Angler Turtle'), ready('Grizzly Bears')] } }, [
        { type: 'passUntil', step: 'declareAttackers' },
        attack(0, []),
      ])
      expect(own.out.rejected ?? []).toEqual([])
      const p = play(
        ['Angler Turtle'],
        {
          ...BENS_TURN,
          ann: { battlefield: [ready('Angler Turtle')] },
          ben: { battlefield: [ready('Grizzly Bears'), { name: 'Hill Giant', sick: false, tapped: true }] },
        },
        [{ type: 'passUntil', step: 'declareAttackers' }, attack(1, []), attack(1, ['Grizzly Bears'])],
        true,
      )
      expect(p.out.rejected?.map((r) => r.index)).toEqual([1])
      expect(String(p.out.rejected?.[0]?.reason)).toMatch(/Grizzly Bears attacks each combat if able/)
    },
  },
  'static:anthem.blocksEachCombat': {
    card: 'Grand Melee',
    rule: 'CR 509.1c',
    run() {
      // "All creatures block each combat if able." Ben's untapped Hill Giant must block; his tapped Elves can't.
      const p = play(
        ['Grand Melee'],
        {
          ann: { battlefield: ['Grand Melee', ready('Grizzly Bears')] },
          ben: { battlefield: [ready('Hill Giant'), { name: 'Llanowar Elves', sick: false, tapped: true }] },
        },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          attack(0, ['Grizzly Bears']),
          { type: 'passUntil', step: 'declareBlockers' },
          block(1, []),
          block(1, [['Hill Giant', 'Grizzly Bears']]),
          { type: 'passUntil', step: 'endCombat' },
        ],
        true,
      )
      expect(p.out.rejected?.map((r) => r.index)).toEqual([3])
      expect(String(p.out.rejected?.[0]?.reason)).toMatch(/Hill Giant must block/)
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears'])
    },
  },
  'effect:restrictCombat.blocks': {
    card: 'Culling Mark',
    rule: 'CR 509.1c',
    run() {
      // "Target creature blocks this turn if able." The Giant targeted must block; the Elves beside it needn't.
      const p = play(
        ['Culling Mark'],
        {
          ann: { hand: ['Culling Mark'], battlefield: [...LANDS, ready('Grizzly Bears')] },
          ben: { battlefield: [ready('Hill Giant'), ready('Llanowar Elves')] },
        },
        [
          ...cast('Culling Mark', { targets: ['1:Hill Giant'] }),
          { type: 'passUntil', step: 'declareAttackers' },
          attack(0, ['Grizzly Bears']),
          { type: 'passUntil', step: 'declareBlockers' },
          block(1, []),
          block(1, [['Llanowar Elves', 'Grizzly Bears']]),
          block(1, [['Hill Giant', 'Grizzly Bears']]),
        ],
        true,
      )
      expect(p.out.rejected?.map((r) => r.index)).toEqual([6, 7])
      expect(String(p.out.rejected?.[0]?.reason)).toMatch(/Hill Giant must block/)
    },
  },
  'effect:restrictCombat.all': {
    card: 'Bident of Thassa',
    rule: 'CR 508.1d, 611.2c',
    run() {
      // "{1}{U}, {T}: Creatures your opponents control attack this turn if able." Activated in Ben's upkeep, his Bears
      // must attack; without it (the near miss) he may attack with nothing.
      const bident = (activated: boolean) =>
        play(
          ['Bident of Thassa'],
          {
            ...BENS_TURN,
            step: 'upkeep',
            ann: { battlefield: [...LANDS, 'Bident of Thassa'] },
            ben: { battlefield: [ready('Grizzly Bears')] },
          },
          [
            // Ben has priority first in his upkeep; Ann activates when he passes, then both pass.
            ...(activated
              ? [
                  { player: 1, type: 'pass' },
                  { player: 0, type: 'activate', card: 'Bident of Thassa', ability: 0 },
                  ...PASS,
                ]
              : []),
            { type: 'passUntil', step: 'declareAttackers' },
            attack(1, []),
          ],
          true,
        )
      expect(bident(false).out.rejected ?? []).toEqual([])
      const p = bident(true)
      expect(p.out.rejected?.map((r) => r.index)).toEqual([5]) // after the activation and the passes
      expect(String(p.out.rejected?.[0]?.reason)).toMatch(/Grizzly Bears attacks each combat if able/)
    },
  },
}
