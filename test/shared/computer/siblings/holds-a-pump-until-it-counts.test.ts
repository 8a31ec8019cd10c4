// A pump is held until it changes a fight (CR 509.4: after blocks) or wins: its boost ends at cleanup (CR 514.2), so
// cast early it tells the defender where to block and buys nothing the coming turns keep. Siblings of
// keeps-a-pump-for-combat.test.ts in every variant with Magic's combat (the heroes of Heroic and Manahearth on the
// board): a pump that makes the race look short in the upkeep, one that only adds damage nothing blocks, the
// defender's pump held through the attacker's turn until its blocker fights, and each pump card of the starter decks.
import { describe, expect, it } from 'vitest'
import { applyAction, type GameState } from '@shared/engine'
import { atStep, drive, MAGIC_COMBAT, permanents, play, zone, type Board } from './board'

/** The step where blocks are declared has come (the blocks themselves not yet). */
const atBlocks = (turn: number) => (s: GameState) => s.turn > turn || (s.turn === turn && s.step === 'declareBlockers')

/** Ann's creatures boosted this turn (an until-end-of-turn change, CR 514.2), by name. */
const boosted = (s: GameState) =>
  s.battlefield
    .filter((id) => s.objects[id].controller === 0 && (s.objects[id].mods ?? []).some((m) => (m.power ?? 0) > 0))
    .map((id) => s.cards[s.objects[id].def].name)

/** The pump is held: still in hand (Mental Magic may cast the card as another spell, MM-3) and no creature of Ann's
 *  boosted by it. */
function held(s: GameState, variant: string, pump: string) {
  expect(boosted(s), `a creature boosted before it counts`).toEqual([])
  if (variant !== 'mental') expect(zone(s, 0, 'hand'), `${pump} held`).toContain(pump)
}

const idOf = (s: GameState, p: number, name: string) =>
  s.battlefield.find((id) => s.objects[id].controller === p && s.cards[s.objects[id].def].name === name)!

describe('a pump is held until it counts (CR 509.4, 514.2)', () => {
  for (const variant of MAGIC_COMBAT) {
    // Centaur Courser (3/3) against Ben at 13 behind Grizzly Bears: Titanic Growth in the upkeep makes the race look
    // two turns long instead of five, but the boost is gone at cleanup (CR 514.2); held, it waits for the blocks.
    it(`${variant}: doesn't cast Titanic Growth in its upkeep because the race would look shorter`, () => {
      const board: Board = {
        step: 'upkeep',
        sides: [
          { hand: ['Titanic Growth'], battlefield: ['Centaur Courser', 'Forest', 'Forest'] },
          { life: 13, battlefield: ['Grizzly Bears'] },
        ],
      }
      const r = play(variant, board, [])
      const s = drive(r.state, { 0: 'normal' }, atBlocks(7))
      expect(s.turn).toBe(7)
      held(s, variant, 'Titanic Growth')
    }, 60_000)

    // Two Grizzly Bears against Ben at 20, whose only creature is tapped: nothing can block, so Giant Growth would add
    // 3 damage and nothing else. It is kept for a fight (CR 509.4), before combat and after.
    it(`${variant}: keeps Giant Growth through a turn where nothing can block`, () => {
      const board: Board = {
        sides: [
          { hand: ['Giant Growth'], battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Forest'] },
          { life: 20, battlefield: [{ name: 'Hill Giant', tapped: true }] },
        ],
      }
      const r = play(variant, board, [])
      const s = drive(r.state, { 0: 'normal' }, atStep('end', 7))
      expect(s.players[1].life, 'the Bears attacked').toBeLessThan(20)
      held(s, variant, 'Giant Growth')
    }, 60_000)

    // Ben's turn, from his upkeep: Ann holds Giant Growth and a Forest behind Centaur Courser. She casts nothing while
    // Ben's turn goes on; when Hill Giant attacks, she blocks and pumps the Courser after blocks: the Giant dies, the
    // Courser lives (CR 509.1, 509.4).
    it(`${variant}: on the opponent's turn, holds its pump until its blocker fights`, () => {
      const board: Board = {
        active: 1,
        step: 'upkeep',
        sides: [
          { hand: ['Giant Growth'], battlefield: ['Centaur Courser', 'Forest'] },
          { battlefield: ['Hill Giant', 'Mountain'] },
        ],
      }
      const r = play(variant, board, [])
      const s = drive(r.state, { 0: 'normal' }, (x) => x.step === 'declareAttackers' && !!x.pending.length)
      expect(s.step).toBe('declareAttackers')
      held(s, variant, 'Giant Growth')
      const giant = idOf(s, 1, 'Hill Giant')
      const attacked = applyAction(s, {
        type: 'declareAttackers',
        player: 1,
        attackers: [{ card: giant, target: { player: 0 } }],
      })
      if (!attacked.ok) throw new Error(attacked.reason)
      const end = drive(attacked.state, { 0: 'normal' }, atStep('postcombatMain', 7))
      expect(zone(end, 1, 'graveyard')).toContain('Hill Giant')
      expect(permanents(end, 0)).toContain('Centaur Courser')
    }, 60_000)
  }

  // Every pump of the starter decks (their colours paid): each is held from the upkeep until blocks, in Normal Magic.
  const PUMPS: [string, string[]][] = [
    ['Giant Growth', ['Forest']],
    ['Titanic Growth', ['Forest', 'Forest']],
    ['Brute Force', ['Mountain']],
    ['Mutagenic Growth', ['Forest']],
    ['Moment of Heroism', ['Plains', 'Plains']],
  ]
  for (const [pump, lands] of PUMPS)
    it(`normal: holds ${pump} in its upkeep`, () => {
      const board: Board = {
        step: 'upkeep',
        sides: [
          { hand: [pump], battlefield: ['Centaur Courser', ...lands] },
          { life: 11, battlefield: ['Grizzly Bears'] },
        ],
      }
      const r = play('normal', board, [])
      const s = drive(r.state, { 0: 'normal' }, atBlocks(7))
      held(s, 'normal', pump)
    }, 60_000)
})
