// Triggered keywords on real cards (CR 702): prowess, exalted, flanking, bushido, rampage, persist, undying,
// evolve, renown and annihilator go on the stack as triggers (CR 603) and change the outcome.
import { describe, expect, it } from 'vitest'
import { powerToughness } from '../../../../src-shared/engine/query'
import type { GameState } from '../../../../src-shared/engine/types'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'

function pt(state: GameState, name: string): string {
  const id = state.battlefield.find((i) => state.cards[state.objects[i].def].name === name)
  if (!id) return 'gone'
  const v = powerToughness(state, state.objects[id])
  return `${v.power}/${v.toughness}`
}

const attack = (card: string) => ({ player: 0, type: 'declareAttackers', attackers: [{ card, target: 'player:1' }] })
const block = (blockers: { card: string; blocks: string }[]) => ({ player: 1, type: 'declareBlockers', blockers })
const toEnd = { type: 'passUntil', step: 'endCombat' }
const toBlocks = { type: 'passUntil', step: 'declareBlockers' }

describe('keyword triggers (CR 702)', () => {
  it('CR 702.108a: Monastery Swiftspear (prowess) gets +1/+1 when Ann casts a noncreature spell', () => {
    const r = playCombat(
      ['Monastery Swiftspear'],
      { battlefield: [ready('Monastery Swiftspear'), 'Mountain'], hand: ['Shock'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Shock', targets: ['player:1'] },
        { type: 'passUntil', step: 'beginCombat' },
      ],
      'precombatMain',
    )
    expect(out(r).players[1].life).toBe(18)
    expect(pt(r.state, 'Monastery Swiftspear')).toBe('2/3')
    expect(manualLines('Monastery Swiftspear')).toEqual([])
  })

  it('CR 702.83a: Akrasan Squire (exalted) gives a creature attacking alone +1/+1', () => {
    const r = playCombat(['Akrasan Squire'], { battlefield: [ready('Akrasan Squire'), ready('Grizzly Bears')] }, {}, [
      attack('Grizzly Bears'),
      toBlocks,
      block([]),
      toEnd,
    ])
    expect(out(r).players[1].life).toBe(17)
    expect(manualLines('Akrasan Squire')).toEqual([])
  })

  it('CR 702.25a: Benalish Cavalry (flanking): the blocking Grizzly Bears gets -1/-1, so the Cavalry survives', () => {
    const r = playCombat(
      ['Benalish Cavalry'],
      { battlefield: [ready('Benalish Cavalry')] },
      { battlefield: [ready('Grizzly Bears')] },
      [attack('Benalish Cavalry'), toBlocks, block([{ card: 'Grizzly Bears', blocks: '0:Benalish Cavalry' }]), toEnd],
    )
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Benalish Cavalry')?.damage).toBe(1)
  })

  it('CR 702.45a: Devoted Retainer (bushido 1) becomes 2/2 when blocked and trades with Grizzly Bears', () => {
    const r = playCombat(
      ['Devoted Retainer'],
      { battlefield: [ready('Devoted Retainer')] },
      { battlefield: [ready('Grizzly Bears')] },
      [attack('Devoted Retainer'), toBlocks, block([{ card: 'Grizzly Bears', blocks: '0:Devoted Retainer' }]), toEnd],
    )
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].graveyard).toEqual(['Devoted Retainer'])
    expect(manualLines('Devoted Retainer')).toEqual([])
  })

  it('CR 702.23a, 509.3c: Craw Giant (rampage 2) blocked by two creatures gets +2/+2 once, and tramples over', () => {
    const r = playCombat(
      ['Craw Giant'],
      { battlefield: [ready('Craw Giant')] },
      { battlefield: [ready('Grizzly Bears'), ready('Grizzly Bears')] },
      [
        attack('Craw Giant'),
        toBlocks,
        block([
          { card: 'Grizzly Bears', blocks: '0:Craw Giant' },
          { card: 'Grizzly Bears#2', blocks: '0:Craw Giant' },
        ]),
        toEnd,
      ],
    )
    expect(out(r).players[1].life).toBe(16) // 8 power: 2 + 2 to the Bears, 4 tramples over
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears', 'Grizzly Bears'])
  })

  it('CR 702.79a: Kitchen Finks (persist) returns with a -1/-1 counter, then dies for good', () => {
    const r = playCombat(
      ['Kitchen Finks'],
      { battlefield: ['Mountain', 'Mountain', ready('Kitchen Finks')], hand: ['Lightning Bolt', 'Lightning Bolt'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['Kitchen Finks'] },
        { type: 'passUntil', step: 'beginCombat' },
      ],
      'precombatMain',
    )
    const finks = out(r).players[0].battlefield.find((c) => c.name === 'Kitchen Finks')
    expect(finks?.counters).toEqual({ '-1/-1': 1 })
    expect(out(r).players[0].life).toBe(22) // its enters trigger again
    const r2 = playCombat(
      ['Kitchen Finks'],
      { battlefield: ['Mountain', ready('Kitchen Finks', { counters: { '-1/-1': 1 } })], hand: ['Lightning Bolt'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['Kitchen Finks'] },
        { type: 'passUntil', step: 'beginCombat' },
      ],
      'precombatMain',
    )
    expect(out(r2).players[0].graveyard).toEqual(['Lightning Bolt', 'Kitchen Finks'])
    expect(manualLines('Kitchen Finks')).toEqual([])
  })

  it('CR 702.93a: Young Wolf (undying) returns with a +1/+1 counter', () => {
    const r = playCombat(
      ['Young Wolf'],
      { battlefield: ['Mountain', ready('Young Wolf')], hand: ['Shock'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Shock', targets: ['Young Wolf'] },
        { type: 'passUntil', step: 'beginCombat' },
      ],
      'precombatMain',
    )
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Young Wolf')?.counters).toEqual({ '+1/+1': 1 })
    expect(manualLines('Young Wolf')).toEqual([])
  })

  it('CR 702.100a: Cloudfin Raptor (evolve) gets a +1/+1 counter when a bigger creature enters, not a smaller one', () => {
    const r = playCombat(
      ['Cloudfin Raptor', 'Ornithopter'],
      {
        battlefield: ['Forest', 'Forest', ready('Cloudfin Raptor')],
        hand: ['Grizzly Bears', 'Ornithopter'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Grizzly Bears' },
        { type: 'passUntil', step: 'beginCombat' },
      ],
      'precombatMain',
    )
    expect(pt(r.state, 'Cloudfin Raptor')).toBe('1/2')
    const r2 = playCombat(
      ['Cloudfin Raptor', 'Ornithopter'],
      { battlefield: [ready('Cloudfin Raptor', { counters: { '+1/+1': 1 } })], hand: ['Ornithopter'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Ornithopter' },
        { type: 'passUntil', step: 'beginCombat' },
      ],
      'precombatMain',
    )
    expect(pt(r2.state, 'Cloudfin Raptor')).toBe('1/2') // Ornithopter 0/2 is not greater than 1/2
    expect(manualLines('Cloudfin Raptor')).toEqual([])
  })

  it('CR 702.112a: Topan Freeblade (renown 1) gets a +1/+1 counter and becomes renowned after combat damage to a player', () => {
    const r = playCombat(['Topan Freeblade'], { battlefield: [ready('Topan Freeblade')] }, {}, [
      attack('Topan Freeblade'),
      toBlocks,
      block([]),
      toEnd,
    ])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Topan Freeblade')?.counters).toEqual({ '+1/+1': 1 })
    expect(manualLines('Topan Freeblade')).toEqual([])
  })

  it("CR 702.86a: Ulamog's Crusher (annihilator 2): the defending player sacrifices two permanents of their choice", () => {
    const r = playCombat(
      ["Ulamog's Crusher"],
      { battlefield: [ready("Ulamog's Crusher")] },
      { battlefield: ['Forest', 'Island', 'Swamp'] },
      [
        attack("Ulamog's Crusher"),
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'choose', cards: ['Forest', 'Swamp'] },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard.sort()).toEqual(['Forest', 'Swamp'])
    expect(manualLines("Ulamog's Crusher")).toEqual([])
  })

  it('CR 702.24a: Uktabi Efreet (cumulative upkeep {G}) gets an age counter each upkeep; pay {G} per counter or sacrifice it', () => {
    const board = { battlefield: ['Forest', 'Forest', ready('Uktabi Efreet', { counters: { age: 1 } })] }
    const upkeep = (answer: string) =>
      playCombat(
        ['Uktabi Efreet'],
        board,
        {},
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'choose', option: answer },
        ],
        'upkeep',
      )
    const paid = upkeep('pay')
    expect(out(paid).rejected ?? []).toEqual([])
    const efreet = out(paid).players[0].battlefield.find((c) => c.name === 'Uktabi Efreet')
    expect(efreet?.counters).toEqual({ age: 2 })
    expect(out(paid).players[0].battlefield.filter((c) => c.name === 'Forest' && c.tapped)).toHaveLength(2)
    const declined = upkeep('decline')
    expect(out(declined).players[0].graveyard).toEqual(['Uktabi Efreet'])
    expect(manualLines('Uktabi Efreet')).toEqual([])
  })

  it('CR 702.130a: Khenra Eternal (afflict 1): when it becomes blocked, the defending player loses 1 life', () => {
    const r = playCombat(
      ['Khenra Eternal'],
      { battlefield: [ready('Khenra Eternal')] },
      { battlefield: [ready('Hill Giant')] },
      [attack('Khenra Eternal'), toBlocks, block([{ card: 'Hill Giant', blocks: '0:Khenra Eternal' }]), toEnd],
    )
    expect(out(r).players[1].life).toBe(19)
    expect(manualLines('Khenra Eternal')).toEqual([])
  })
})
