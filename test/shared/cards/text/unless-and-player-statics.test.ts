// "~ can't attack or block unless you control another Giant" (CR 508.1c, 509.1b), "You have hexproof" (CR 702.11c),
// and "~ enters tapped with two charge counters on it" (CR 614.1c).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, playCombat, ready } from '../../../support/realCards'

describe('restrictions with "unless", player hexproof, entering tapped with counters', () => {
  it('CR 508.1c: Blind-Spot Giant can’t attack unless you control another Giant', () => {
    expect(manualLines('Blind-Spot Giant')).toEqual([])
    const attack = (mine: unknown[]) =>
      playCombat(['Blind-Spot Giant'], { battlefield: mine }, {}, [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Blind-Spot Giant', target: 'player:1' }] },
        { type: 'passUntil', step: 'endCombat' },
      ])
    const alone = attack([ready('Blind-Spot Giant')])
    expect(out(alone).rejected?.[0].reason).toMatch(/can't attack/)
    const withGiant = attack([ready('Blind-Spot Giant'), ready('Hill Giant')])
    expect(out(withGiant).rejected ?? []).toEqual([])
    expect(out(withGiant).players[1].life).toBe(16)
  })

  it('CR 702.11c: with Aegis of the Gods, Ann can’t be the target of Ben’s Lightning Bolt', () => {
    expect(manualLines('Aegis of the Gods')).toEqual([])
    const r = play(
      ['Aegis of the Gods', 'Lightning Bolt'],
      { battlefield: ['Aegis of the Gods'] },
      { hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain'] },
      [
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['player:0'] },
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([1])
    expect(out(r).players[0].life).toBe(20)
    expect(out(r).players[1].life).toBe(17) // its controller's own spells still target Ben himself
  })

  it('CR 614.1c: Vivid Crag enters tapped with two charge counters on it', () => {
    expect(manualLines('Vivid Crag')).toEqual([])
    const r = play(['Vivid Crag'], { hand: ['Vivid Crag'] }, {}, [{ player: 0, type: 'playLand', card: 'Vivid Crag' }])
    const crag = out(r).players[0].battlefield.find((c) => c.name === 'Vivid Crag')!
    expect(crag.tapped).toBe(true)
    expect(crag.counters).toEqual({ charge: 2 })
  })
})
