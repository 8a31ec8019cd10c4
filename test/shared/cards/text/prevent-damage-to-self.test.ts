// "Prevent all damage that would be dealt to ~ [by creatures]" (CR 615.1), from real cards: Dawn Elemental and
// Champion Lancer.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { names, playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith('Dawn Elemental', 'Champion Lancer')
const manual = (name: string) => explainCard(pool.byName(name)!).lines.filter((l) => !l.automated)
const bolt = (target: string) => [
  { player: 0, type: 'cast', card: 'Lightning Bolt', targets: [target] },
  { player: 0, type: 'pass' },
  { player: 1, type: 'pass' },
]

describe('prevent all damage dealt to itself', () => {
  it('CR 615.1: Lightning Bolt deals no damage to Dawn Elemental', () => {
    expect(manual('Dawn Elemental')).toEqual([])
    const r = playWithBasics(
      pool,
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      { battlefield: ['Dawn Elemental'] },
      [...bolt('1:Dawn Elemental')],
    )
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual(['Lightning Bolt'])
    const elemental = r.state.battlefield.map((id) => r.state.objects[id]).find((o) => o.controller === 1)!
    expect(elemental.damage).toBe(0)
  })

  it('CR 615.1: Champion Lancer takes no damage from a blocking creature, but Lightning Bolt kills it', () => {
    expect(manual('Champion Lancer')).toEqual([])
    const combat = playWithBasics(pool, { battlefield: ['Champion Lancer'] }, { battlefield: ['Grizzly Bears'] }, [
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Champion Lancer', target: 'player:1' }] },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: '0:Champion Lancer' }] },
      { type: 'passUntil', step: 'endCombat' },
    ])
    expect(combat.output.rejected).toEqual([])
    expect(names(combat.state, combat.state.players[1].zones.graveyard)).toEqual(['Grizzly Bears'])
    const lancer = combat.state.battlefield.map((id) => combat.state.objects[id]).find((o) => o.controller === 0)!
    expect(lancer.damage).toBe(0)
    const bolted = playWithBasics(
      pool,
      { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Champion Lancer'] },
      {},
      bolt('0:Champion Lancer'),
    )
    expect(names(bolted.state, bolted.state.players[0].zones.graveyard)).toContain('Champion Lancer')
  })
})
