// On a battlefield crowded with tokens (Krenko, Mob Boss doubling every turn), every candidate attack or block is a
// combat the engine plays forward, whose cost grows with the number of creatures: the computer considers fewer
// candidates there, so a decision stays bounded, and still makes the obvious attack.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { attackCandidates, blockCandidates } from '@shared/computer/combat'
import { computerAction } from '@shared/computer'
import { legalActions } from '@shared/engine'
import { out, play, realPool, ready } from '../../support/realCards'

const bears = (n: number) => Array.from({ length: n }, () => ready('Grizzly Bears'))

describe('the computer on a crowded battlefield', () => {
  it('CR 508.1: with 30 creatures against 30 it weighs three attacks (none, all, the stronger half), not 18', () => {
    const pool = realPool(['Grizzly Bears', 'Hill Giant'])
    const r = play(
      pool,
      { battlefield: [...bears(25), ...Array.from({ length: 5 }, () => ready('Hill Giant'))] },
      { battlefield: bears(30) },
      [{ type: 'passUntil', step: 'declareAttackers' }],
    )
    const candidates = attackCandidates(r.state, 0)
    expect(candidates).toHaveLength(3)
    const half = candidates[2] as { attackers: { card: string }[] }
    expect(half.attackers).toHaveLength(15)
    // The stronger half: the five Hill Giants are in it.
    const giants = r.state.battlefield.filter((id) => r.state.cards[r.state.objects[id].def].name === 'Hill Giant')
    for (const g of giants) expect(half.attackers.map((a) => a.card)).toContain(g)
  })

  it('CR 509.1: blocking 30 attackers with 30 creatures, it weighs its four block plans, not one per pair', () => {
    const pool = realPool(['Grizzly Bears'])
    const r = play(pool, { battlefield: bears(30) }, { battlefield: bears(30) }, [
      { type: 'passUntil', step: 'declareAttackers' },
      {
        player: 0,
        type: 'declareAttackers',
        attackers: Array.from({ length: 30 }, (_, i) => ({ card: `Grizzly Bears#${i + 1}`, target: 'player:1' })),
      },
      { type: 'passUntil', step: 'declareBlockers' },
    ])
    expect(out(r).rejected).toEqual([])
    expect(blockCandidates(r.state, 1).length).toBeLessThanOrEqual(4)
    // The engine's own samples of legal declarations (none, single blocks, everyone) stay bounded too: 900 pairs.
    const samples = legalActions(r.state, 1).filter((a) => a.type === 'declareBlockers')
    expect(samples.length).toBeGreaterThan(2)
    expect(samples.length).toBeLessThanOrEqual(66)
    const d = computerAction(r.state, 1, { level: 'normal', seed: 1 })
    expect(d.action.type).toBe('declareBlockers')
  })

  it('with a few attackers it still weighs each alone and all but each', () => {
    const pool = realPool(['Grizzly Bears'])
    const r = play(pool, { battlefield: bears(4) }, { battlefield: bears(4) }, [
      { type: 'passUntil', step: 'declareAttackers' },
    ])
    expect(attackCandidates(r.state, 0).length).toBe(10) // none, all, four alone, four all-but-one
  })
})
