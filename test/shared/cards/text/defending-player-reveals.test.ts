// "Defending player" (CR 506.2) as the player an effect names, and revealing the top card of a library (CR 701.16a):
// Goblin Guide's attack trigger gives the defending player their top card when it is a land.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, playCombat, ready, realPool } from '../../../support/realCards'

const attack = { player: 0, type: 'declareAttackers', attackers: [{ card: 'Goblin Guide', target: 'player:1' }] }

describe('defending player reveals the top card', () => {
  const pool = realPool(['Goblin Guide', 'Lightning Bolt'])

  it('CR 506.2 / 701.16a: Goblin Guide attacks: the defending player puts a revealed land into their hand', () => {
    expect(explainCard(pool.byName('Goblin Guide')!).automated).toBe(true)
    const r = playCombat(pool, { battlefield: [ready('Goblin Guide')] }, { library: ['Mountain', 'Island'] }, [
      attack,
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[1].hand).toEqual(['Mountain'])
    expect(out(r).players[1].library).toBe(1)
    expect(out(r).players[0].hand).toEqual([])
  })

  it('CR 701.16a: a revealed nonland card stays on top of the library', () => {
    const r = playCombat(pool, { battlefield: [ready('Goblin Guide')] }, { library: ['Lightning Bolt', 'Island'] }, [
      attack,
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[1].hand).toEqual([])
    expect(out(r).players[1].library).toBe(2)
    expect(out(r).log.some((l) => /reveals Lightning Bolt/.test(l))).toBe(true)
  })
})
