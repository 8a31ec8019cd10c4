// Class 2 in Mental Magic: the identity a card is cast as (MM-3, MA-6) is ranked by its simulated outcome, not by a
// fixed worth that prefers creatures: a {1}{W} card becomes Pacifism on the 6/6 rather than one of four 2/2s, a {G}
// card becomes Prey Upon for a fight its 4/5 wins rather than a Wall of Wood; and with attackers coming every answer
// stays among the candidates (a {B} card becomes Disfigure on the lethal flier).
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { computerAction, runComputer } from '@shared/computer'
import { applyAction, type GameState } from '@shared/engine'
import { starterPool } from '@shared/cards/starter'
import { runScenario } from '@shared/scenario'

function position(step: string, active: number, ann: Record<string, unknown>, ben: Record<string, unknown>): GameState {
  const r = runScenario(
    {
      variant: 'mental',
      seed: 1,
      players: [{ name: 'Ann' }, { name: 'Ben' }],
      state: { turn: 6, active, step, players: [ann, ben] },
      actions: [],
    },
    starterPool(),
  )
  if (!r.state) throw new Error(JSON.stringify(r.output))
  return r.state as GameState
}

const library = (name: string) => Array(20).fill(name)
const as = (a: unknown) => (a as { as?: string }).as
const names = (s: GameState, ids: string[]) => ids.map((id) => s.cards[s.objects[id].def].name)

describe('Mental Magic: cast-as ranked by the simulated outcome (MM-3)', () => {
  for (const level of ['normal', 'hard'] as const) {
    it(`${level}: casts its {1}{W} card as Pacifism on the opponent's 6/6, not as a 2/2`, () => {
      const s = position(
        'precombatMain',
        1,
        { library: library('Forest'), battlefield: ['Colossal Dreadmaw', ...Array(6).fill('Forest')] },
        { life: 8, library: library('Plains'), hand: ['Glory Seeker'], battlefield: ['Plains', 'Plains'] },
      )
      const d = computerAction(s, 1, { level, seed: 1, timeCapMs: 600_000 })
      expect(d.action.type).toBe('cast')
      expect(as(d.action)).toBe('Pacifism')
    }, 60_000)

    it(`${level}: casts its {G} card as Prey Upon, its 4/5 fighting the Serra Angel, not as a Wall of Wood`, () => {
      const s = position(
        'precombatMain',
        1,
        { library: library('Plains'), battlefield: ['Serra Angel', ...Array(5).fill('Plains')] },
        {
          library: library('Forest'),
          hand: ['Llanowar Elves'],
          battlefield: ['Leatherback Baloth', 'Forest', 'Forest', 'Forest'],
        },
      )
      const run = runComputer(s, 1, { level, seed: 1, timeCapMs: 600_000 }, 4)
      expect(run.actions.some((a) => as(a) === 'Prey Upon')).toBe(true)
      const resolved = applyAction(run.state, { type: 'pass', player: 0 })
      if (!resolved.ok) throw new Error(resolved.reason)
      expect(names(resolved.state, resolved.state.players[0].zones.graveyard)).toContain('Serra Angel')
    }, 60_000)

    it(`${level}: at 2 life, attacked by a 2/2 flier, casts its {B} card as Disfigure on the attacker`, () => {
      let s = position(
        'declareAttackers',
        0,
        { library: library('Island'), battlefield: ['Wind Drake', ...Array(3).fill('Island')] },
        { life: 2, library: library('Swamp'), hand: ['Vampire Lacerator'], battlefield: ['Swamp'] },
      )
      const drake = s.battlefield.find((id) => s.cards[s.objects[id].def].name === 'Wind Drake')!
      const r = applyAction(s, {
        type: 'declareAttackers',
        player: 0,
        attackers: [{ card: drake, target: { player: 1 } }],
      })
      if (!r.ok) throw new Error(r.reason)
      s = r.state
      const p = applyAction(s, { type: 'pass', player: 0 })
      if (!p.ok) throw new Error(p.reason)
      const d = computerAction(p.state, 1, { level, seed: 1, timeCapMs: 600_000 })
      expect(as(d.action)).toBe('Disfigure')
    }, 60_000)
  }
})
