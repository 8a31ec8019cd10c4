// Behavioural checks of static abilities that shape blocks and combat damage (CR 509.1b, 509.1c, 510.1c): a block
// declaration the ability forbids is refused, one that obeys it is accepted, and the ability applies only to the
// creature it names (another creature of the same kind blocks or is blocked as usual).
import { expect } from 'vitest'
import { play, seat, type Checks, type Played, ready } from './harness'

type Block = { card: string; blocks: string }

/** Ann attacks Ben with `attackers`; Ben tries each declaration in turn (a refused one leaves him to try the next);
 *  the indices of the refused declarations, and the game. */
function tryBlocks(
  cards: string[],
  ann: Record<string, unknown>,
  ben: Record<string, unknown>,
  attackers: string[],
  attempts: Block[][],
  after: unknown[] = [],
): { refused: number[]; p: Played } {
  const p = play(
    cards,
    { ann, ben },
    [
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: attackers.map((card) => ({ card, target: 'player:1' })) },
      { type: 'passUntil', step: 'declareBlockers' },
      ...attempts.map((blockers) => ({ player: 1, type: 'declareBlockers', blockers })),
      ...after,
    ],
    true,
  )
  const refused = (p.out.rejected ?? []).map((r) => r.index - 3)
  expect(
    refused.every((i) => i >= 0 && i < attempts.length),
    `only block declarations refused`,
  ).toBe(true)
  return { refused, p }
}

export const BLOCK_STATIC_CHECKS: Checks = {
  'static:extraBlocks': {
    card: 'Foriysian Brigade',
    rule: 'CR 509.1b, 509.1a',
    run() {
      const ann = { battlefield: [ready('Grizzly Bears'), ready('Savannah Lions'), ready('Elite Vanguard')] }
      const { refused, p } = tryBlocks(
        ['Foriysian Brigade'],
        ann,
        { battlefield: ['Foriysian Brigade', 'Wall of Wood'] },
        ['Grizzly Bears', 'Savannah Lions', 'Elite Vanguard'],
        [
          // Another creature blocks one creature only.
          [
            { card: 'Wall of Wood', blocks: '0:Grizzly Bears' },
            { card: 'Wall of Wood', blocks: '0:Savannah Lions' },
          ],
          // It blocks two, not three.
          [
            { card: 'Foriysian Brigade', blocks: '0:Grizzly Bears' },
            { card: 'Foriysian Brigade', blocks: '0:Savannah Lions' },
            { card: 'Foriysian Brigade', blocks: '0:Elite Vanguard' },
          ],
          [
            { card: 'Foriysian Brigade', blocks: '0:Grizzly Bears' },
            { card: 'Foriysian Brigade', blocks: '0:Savannah Lions' },
          ],
        ],
        [{ type: 'passUntil', step: 'endCombat' }],
      )
      expect(refused).toEqual([0, 1])
      expect(seat(p, 1).life).toBe(18) // only Elite Vanguard was unblocked
    },
  },
  'static:blockerCount': {
    card: 'Charging Rhino',
    rule: 'CR 509.1b',
    run() {
      const { refused } = tryBlocks(
        ['Charging Rhino'],
        { battlefield: [ready('Charging Rhino'), ready('Hill Giant')] },
        { battlefield: ['Grizzly Bears', 'Savannah Lions', 'Wall of Wood'] },
        ['Charging Rhino', 'Hill Giant'],
        [
          [
            { card: 'Grizzly Bears', blocks: '0:Charging Rhino' },
            { card: 'Savannah Lions', blocks: '0:Charging Rhino' },
          ],
          // One blocker on it, two on another attacker: accepted.
          [
            { card: 'Wall of Wood', blocks: '0:Charging Rhino' },
            { card: 'Grizzly Bears', blocks: '0:Hill Giant' },
            { card: 'Savannah Lions', blocks: '0:Hill Giant' },
          ],
        ],
      )
      expect(refused).toEqual([0])
    },
  },
  'static:cantBlockThese': {
    card: 'Gibbering Hyenas',
    rule: 'CR 509.1b',
    run() {
      const { refused } = tryBlocks(
        ['Gibbering Hyenas'],
        { battlefield: [ready('Walking Corpse'), ready('Grizzly Bears')] },
        { battlefield: ['Gibbering Hyenas', 'Wall of Wood'] },
        ['Walking Corpse', 'Grizzly Bears'],
        [
          [{ card: 'Gibbering Hyenas', blocks: '0:Walking Corpse' }],
          // It blocks a creature that isn't black; another creature blocks the black one.
          [
            { card: 'Gibbering Hyenas', blocks: '0:Grizzly Bears' },
            { card: 'Wall of Wood', blocks: '0:Walking Corpse' },
          ],
        ],
      )
      expect(refused).toEqual([0])
    },
  },
  'static:lure': {
    card: 'Elvish Bard',
    rule: 'CR 509.1c',
    run() {
      const ben = { battlefield: ['Grizzly Bears', 'Wall of Wood', { name: 'Savannah Lions', tapped: true }] }
      const { refused } = tryBlocks(
        ['Elvish Bard'],
        { battlefield: [ready('Elvish Bard'), ready('Hill Giant')] },
        ben,
        ['Elvish Bard', 'Hill Giant'],
        [
          [],
          [{ card: 'Grizzly Bears', blocks: '0:Elvish Bard' }],
          [
            { card: 'Grizzly Bears', blocks: '0:Elvish Bard' },
            { card: 'Wall of Wood', blocks: '0:Hill Giant' },
          ],
          // Every creature able to block it does (the tapped one can't).
          [
            { card: 'Grizzly Bears', blocks: '0:Elvish Bard' },
            { card: 'Wall of Wood', blocks: '0:Elvish Bard' },
          ],
        ],
      )
      expect(refused).toEqual([0, 1, 2])
      // When it doesn't attack, nothing is required.
      const home = tryBlocks(
        ['Elvish Bard'],
        { battlefield: ['Elvish Bard', ready('Hill Giant')] },
        ben,
        ['Hill Giant'],
        [[]],
      )
      expect(home.refused).toEqual([])
    },
  },
  'static:weakerCantBlock': {
    card: 'Battering Wurm',
    rule: 'CR 509.1b',
    run() {
      const { refused } = tryBlocks(
        ['Battering Wurm'],
        { battlefield: [ready('Battering Wurm'), ready('Savannah Lions')] },
        { battlefield: ['Grizzly Bears', 'Colossal Dreadmaw'] },
        ['Battering Wurm', 'Savannah Lions'],
        [
          [{ card: 'Grizzly Bears', blocks: '0:Battering Wurm' }],
          // A creature with power 4 or more blocks it; the weaker one blocks another attacker.
          [
            { card: 'Colossal Dreadmaw', blocks: '0:Battering Wurm' },
            { card: 'Grizzly Bears', blocks: '0:Savannah Lions' },
          ],
        ],
      )
      expect(refused).toEqual([0])
    },
  },
  'static:mustBeBlocked': {
    card: "Gaea's Protector",
    rule: 'CR 509.1c',
    run() {
      const ann = { battlefield: [ready("Gaea's Protector"), ready('Grizzly Bears')] }
      const { refused } = tryBlocks(
        ["Gaea's Protector"],
        ann,
        { battlefield: ['Wall of Wood'] },
        ["Gaea's Protector", 'Grizzly Bears'],
        [
          [],
          [{ card: 'Wall of Wood', blocks: '0:Grizzly Bears' }],
          [{ card: 'Wall of Wood', blocks: "0:Gaea's Protector" }],
        ],
      )
      expect(refused).toEqual([0, 1])
      // Ben has no untapped creature: no block is required, and it deals its damage to him.
      const none = play(["Gaea's Protector"], { ann, ben: { battlefield: [{ name: 'Wall of Wood', tapped: true }] } }, [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: "Gaea's Protector", target: 'player:1' }] },
        { type: 'passUntil', step: 'endCombat' },
      ])
      expect(seat(none, 1).life).toBe(16)
    },
  },
  'static:blocksEachCombat': {
    card: 'Razorgrass Screen',
    rule: 'CR 509.1c',
    run() {
      const ben = { battlefield: ['Razorgrass Screen', 'Wall of Wood'] }
      const { refused } = tryBlocks(
        ['Razorgrass Screen'],
        { battlefield: [ready('Grizzly Bears')] },
        ben,
        ['Grizzly Bears'],
        [
          [],
          [{ card: 'Wall of Wood', blocks: '0:Grizzly Bears' }],
          [{ card: 'Razorgrass Screen', blocks: '0:Grizzly Bears' }],
        ],
      )
      expect(refused).toEqual([0, 1])
    },
  },
  'static:damageAsThoughUnblocked': {
    card: 'Pride of Lions',
    rule: 'CR 510.1c',
    run() {
      const fight = (damage: { to: string; amount: number }[], attacker = 'Pride of Lions') =>
        play(
          ['Pride of Lions', 'Craw Wurm'],
          {
            ann: { battlefield: [ready('Pride of Lions'), ready('Craw Wurm')] },
            ben: { battlefield: ['Hill Giant'] },
          },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
            { type: 'passUntil', step: 'declareBlockers' },
            { player: 1, type: 'declareBlockers', blockers: [{ card: 'Hill Giant', blocks: `0:${attacker}` }] },
            { type: 'passUntil', step: 'combatDamage' },
            { player: 0, type: 'assignDamage', attacker, damage },
            { type: 'passUntil', step: 'endCombat' },
          ],
          true,
        )
      // Blocked, it deals all its damage to Ben as though unblocked, or all to its blocker.
      let p = fight([{ to: 'player:1', amount: 4 }])
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(16)
      expect(seat(p, 1).battlefield.find((b) => b.name === 'Hill Giant')?.damage).toBe(0)
      p = fight([{ to: 'Hill Giant', amount: 4 }])
      expect(seat(p, 1).life).toBe(20)
      expect(seat(p, 1).graveyard).toEqual(['Hill Giant'])
      // Near miss: another blocked creature has no such choice (it just deals its damage to its blocker).
      p = fight([{ to: 'player:1', amount: 6 }], 'Craw Wurm')
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 1).life).toBe(20)
      expect(seat(p, 1).graveyard).toEqual(['Hill Giant'])
    },
  },
}
