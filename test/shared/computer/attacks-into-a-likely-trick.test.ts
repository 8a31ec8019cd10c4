// Class 3, the opponent's likely tricks in an attack (CR 509.4): a 4/4 attacking past an untapped 3/3 whose
// controller has open mana and a hand prior full of pump spells (the starter Green Stompy list: Giant Growth, Titanic
// Growth) risks a blowout (the 3/3 blocks, grows and lives); the risk is weighed by its chance, so the same attack is
// made when the mana is tapped, when the deck the opponent has shown holds no pump (Red Aggro, its burn too small), and when it holds
// few (Heroic's Elf Tribe: two in sixty).
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { computerAction } from '@shared/computer'
import type { GameState } from '@shared/engine'
import { starterPool } from '@shared/cards/starter'
import { runScenario } from '@shared/scenario'
import { heroSeats } from '../../support/heroSeats'
import { trickThreat } from '@shared/computer/holding'
import { viewFor } from '@shared/engine'
import { playable } from '@shared/computer/sim'

function position(
  variant: string,
  blocker: string,
  land: string,
  tapped: boolean,
  attacker = 'Stampeding Rhino',
): GameState {
  const { players, withHero } = heroSeats(variant)
  const ann = { battlefield: [attacker, 'Forest', 'Forest'], library: Array(20).fill('Forest') }
  const ben = {
    hand: [land, land],
    battlefield: [blocker, ...Array.from({ length: 2 }, () => ({ name: land, tapped }))],
    library: Array(20).fill(land),
  }
  const r = runScenario(
    {
      variant,
      seed: 1,
      players,
      state: { turn: 7, active: 0, step: 'declareAttackers', players: [withHero(ann, 0), withHero(ben, 1)] },
      actions: [],
    },
    starterPool(),
  )
  if (!r.state) throw new Error(JSON.stringify(r.output))
  return r.state as GameState
}

const attackers = (a: unknown) => (a as { attackers?: unknown[] }).attackers?.length ?? 0

describe("the opponent's likely tricks when attacking", () => {
  // Hard's few determinized worlds may all hold no trick (its search weighs them by sampling, not by the chance).
  it("normal, normal: a 4/4 doesn't attack past a 3/3 with two Forests open and Giant Growths likely", () => {
    const s = position('normal', 'Kalonian Tusker', 'Forest', false)
    const d = computerAction(s, 0, { level: 'normal', seed: 1 })
    expect(d.action.type).toBe('declareAttackers')
    expect(attackers(d.action)).toBe(0)
  }, 60_000)

  for (const level of ['normal', 'hard'] as const) {
    it(`normal, ${level}: the same 4/4 attacks when the Forests are tapped`, () => {
      const s = position('normal', 'Kalonian Tusker', 'Forest', true)
      expect(attackers(computerAction(s, 0, { level, seed: 1, timeCapMs: 600_000 }).action)).toBe(1)
    }, 60_000)

    it(`normal, ${level}: a 6/6 attacks past a red 2/1 with Mountains open (Red Aggro holds no pump, its burn can't finish it)`, () => {
      const s = position('normal', 'Viashino Pyromancer', 'Mountain', false, 'Colossal Dreadmaw')
      expect(attackers(computerAction(s, 0, { level, seed: 1, timeCapMs: 600_000 }).action)).toBe(1)
    }, 60_000)

    it(`heroic, ${level}: it attacks past an elf with Forests open: the Elf Tribe list holds two tricks in sixty`, () => {
      const s = position('heroic', 'Imperious Perfect', 'Forest', false)
      expect(attackers(computerAction(s, 0, { level, seed: 1, timeCapMs: 600_000 }).action)).toBe(1)
    }, 60_000)
  }

  it('the chance of a trick follows the prior: likely from Green Stompy, rare from the Elf Tribe, none from Red Aggro', () => {
    const chance = (variant: string, blocker: string, land: string) =>
      trickThreat(playable(viewFor(position(variant, blocker, land, false), 0), 1), 1)
    const stompy = chance('normal', 'Kalonian Tusker', 'Forest')
    expect(stompy.chance).toBeGreaterThan(0.3)
    expect(stompy.power).toBeGreaterThanOrEqual(3)
    expect(chance('heroic', 'Imperious Perfect', 'Forest').chance).toBeLessThan(stompy.chance / 2)
    expect(chance('normal', 'Viashino Pyromancer', 'Mountain').chance).toBe(0)
  })
})
