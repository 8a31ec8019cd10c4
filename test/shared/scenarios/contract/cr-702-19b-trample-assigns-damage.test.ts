// CR 702.19b: a trampler assigns lethal damage to its blockers and may assign the rest to the player or planeswalker
// it attacks, or more to its blockers. In a scenario, `assignDamage` divides it (contract, additions of 2026-12-06):
// chosen ahead once blockers are declared, or answering the decision the `assignCombatDamage` option asks for.
import { describe, expect, it } from 'vitest'
import { runScenario } from '@shared/scenario'
import { out, passBoth, playCombat, realPool } from '../../../support/realCards'

const pool = realPool(['Colossal Dreadmaw', 'Grizzly Bears'])
const attackAndBlock = [
  { player: 0, type: 'declareAttackers', attackers: [{ card: 'Colossal Dreadmaw', target: 'player:1' }] },
  ...passBoth,
  { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: 'Colossal Dreadmaw' }] },
]
const divide = (bears: number, ben: number) => ({
  player: 0,
  type: 'assignDamage',
  attacker: 'Colossal Dreadmaw',
  damage: [
    { to: '1:Grizzly Bears', amount: bears },
    { to: 'player:1', amount: ben },
  ],
})
const dreadmaw = { battlefield: [{ name: 'Colossal Dreadmaw', sick: false }] }
const bears = { battlefield: ['Grizzly Bears'] }

describe('CR 702.19b: a trampler divides its damage between its blocker and the player', () => {
  it('chosen ahead: 3 to the Bears and 3 to Ben', () => {
    const r = playCombat(pool, dreadmaw, bears, [...attackAndBlock, divide(3, 3), ...passBoth])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
  })

  it('without a choice, lethal to the blocker and the rest to the player', () => {
    const r = playCombat(pool, dreadmaw, bears, [...attackAndBlock, ...passBoth])
    expect(out(r).players[1].life).toBe(16)
  })

  it('less than lethal to the blocker is refused, citing CR 702.19b', () => {
    const r = playCombat(pool, dreadmaw, bears, [...attackAndBlock, divide(1, 5), ...passBoth])
    expect(out(r).rejected?.[0]).toMatchObject({ index: 4 })
    expect(out(r).rejected?.[0].reason).toMatch(/CR 702\.19b/)
    expect(out(r).players[1].life).toBe(16)
  })

  it('with the assignCombatDamage option, the damage step waits for the division and takes it', () => {
    const r = runScenario(
      {
        variant: 'normal',
        seed: 1,
        start: 0,
        options: { assignCombatDamage: true },
        players: [{ name: 'Ann' }, { name: 'Ben' }],
        state: { turn: 3, active: 0, step: 'declareAttackers', players: [dreadmaw, bears] },
        actions: [...attackAndBlock, { type: 'passUntil', step: 'end' }],
      },
      pool,
    )
    expect(r.output.waitingFor).toEqual({ player: 0, decision: 'assignDamage' })
    const done = runScenario({ ...r.input, actions: [...r.input.actions, divide(6, 0)] }, pool)
    expect(out(done).rejected).toEqual([])
    expect(out(done).players[1].life).toBe(20)
    expect(out(done).players[1].graveyard).toEqual(['Grizzly Bears'])
  })
})
