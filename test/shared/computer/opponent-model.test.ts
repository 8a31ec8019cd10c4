// Class 3, the opponent model in combat: the simulated defender uses its visible activated abilities and its open
// mana (CR 602.2). A 4/4 doesn't attack into a Nantuko Shade ("{B}: +1/+1 until end of turn") with four untapped
// Swamps; with the Swamps tapped it does; and the defender itself blocks with the Shade and pumps it (CR 509.4).
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { computerAction, runComputer } from '@shared/computer'
import { applyAction } from '@shared/engine'
import { playCombat as atCombat, realPool } from '../../support/realCards'

const pool = realPool(['Nantuko Shade', 'Rumbling Baloth'])
const LEVELS = ['normal', 'hard'] as const
const ann = { battlefield: ['Rumbling Baloth', 'Forest', 'Forest', 'Forest', 'Forest'] }
const ben = (tapped: boolean) => ({
  battlefield: ['Nantuko Shade', ...Array.from({ length: 4 }, () => ({ name: 'Swamp', tapped }))],
})
const attackers = (a: unknown) => (a as { attackers?: unknown[] }).attackers?.length ?? 0

describe('the opponent model: open mana and visible abilities in combat', () => {
  for (const level of LEVELS) {
    it(`${level}: doesn't attack a 4/4 into a Shade with four untapped Swamps (it would become 6/5)`, () => {
      const s = atCombat(pool, ann, ben(false), []).state
      const d = computerAction(s, 0, { level, seed: 1, timeCapMs: 600_000 })
      expect(d.action.type).toBe('declareAttackers')
      expect(attackers(d.action)).toBe(0)
    }, 60_000)

    it(`${level}: attacks the same Shade when its Swamps are tapped (it stays a 2/1)`, () => {
      const s = atCombat(pool, ann, ben(true), []).state
      const d = computerAction(s, 0, { level, seed: 1, timeCapMs: 600_000 })
      expect(attackers(d.action)).toBe(1)
    }, 60_000)

    it(`${level}: defending, it blocks the 4/4 with the Shade and pumps it to win the fight`, () => {
      let s = atCombat(pool, ann, ben(false), []).state
      const baloth = s.battlefield.find((id) => s.cards[s.objects[id].def].name === 'Rumbling Baloth')!
      const r = applyAction(s, {
        type: 'declareAttackers',
        player: 0,
        attackers: [{ card: baloth, target: { player: 1 } }],
      })
      if (!r.ok) throw new Error(r.reason)
      s = r.state
      // Ann passes; Ben decides his blocks and what follows until the combat is over.
      for (let i = 0; i < 30 && s.step !== 'postcombatMain' && s.phase === 'turn'; i++) {
        const who = s.pending[0]?.player ?? s.priority
        const run = runComputer(s, who as 0 | 1, { level: who === 1 ? level : 'normal', seed: 1 }, 1)
        if (!run.actions.length) break
        s = run.state
      }
      const names = (p: number) =>
        s.battlefield.filter((id) => s.objects[id].controller === p).map((id) => s.cards[s.objects[id].def].name)
      expect(names(1)).toContain('Nantuko Shade')
      expect(names(0)).not.toContain('Rumbling Baloth')
      expect(s.players[1].life).toBe(20)
    }, 60_000)
  }
})
