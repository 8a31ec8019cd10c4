// Protection (CR 702.16: damage, enchanting/equipping, blocking, targeting), infect and wither (CR 702.90, 702.80),
// devoid (CR 702.114), changeling (CR 702.73), "can't be countered" (CR 101.2) and "doesn't untap" (CR 502.3) on
// real cards.
import { describe, expect, it } from 'vitest'
import { powerToughness } from '../../../../src-shared/engine/query'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'

const attack = (card: string) => ({ player: 0, type: 'declareAttackers', attackers: [{ card, target: 'player:1' }] })
const block = (blockers: { card: string; blocks: string }[]) => ({ player: 1, type: 'declareBlockers', blockers })
const toEnd = { type: 'passUntil', step: 'endCombat' }
const toBlocks = { type: 'passUntil', step: 'declareBlockers' }

describe('protection (CR 702.16)', () => {
  it('CR 702.16c: White Knight (protection from black) cannot be the target of Murder', () => {
    const r = playCombat(
      ['White Knight'],
      { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] },
      { battlefield: [ready('White Knight')] },
      [{ player: 0, type: 'cast', card: 'Murder', targets: ['1:White Knight'] }],
      'precombatMain',
    )
    expect(out(r).rejected).toHaveLength(1)
    expect(out(r).players[1].battlefield.map((c) => c.name)).toContain('White Knight')
    expect(manualLines('White Knight')).toEqual([])
  })

  it('CR 702.16e-f: a black creature cannot block White Knight, and damage from a black source to it is prevented', () => {
    const r = playCombat(
      ['White Knight'],
      { battlefield: [ready('White Knight')] },
      { battlefield: [ready('Typhoid Rats')] },
      [attack('White Knight'), toBlocks, block([{ card: 'Typhoid Rats', blocks: '0:White Knight' }]), block([]), toEnd],
    )
    expect(out(r).rejected?.[0].reason).toMatch(/protection/)
    expect(out(r).players[1].life).toBe(18)
    const r2 = playCombat(
      ['White Knight'],
      { battlefield: [ready('Typhoid Rats')] },
      { battlefield: [ready('White Knight')] },
      [attack('Typhoid Rats'), toBlocks, block([{ card: 'White Knight', blocks: '0:Typhoid Rats' }]), toEnd],
    )
    expect(out(r2).players[0].graveyard).toEqual(['Typhoid Rats']) // first strike kills it first…
    const knight = out(r2).players[1].battlefield.find((c) => c.name === 'White Knight')
    expect(knight?.damage).toBe(0)
  })

  it('CR 702.16e: damage from a red source to Paladin en-Vec (protection from black and from red) is prevented', () => {
    const r = playCombat(
      ['Paladin en-Vec'],
      { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
      { battlefield: [ready('Paladin en-Vec')] },
      [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['1:Paladin en-Vec'] }],
      'precombatMain',
    )
    expect(out(r).rejected).toHaveLength(1) // CR 702.16c: not even a legal target
    expect(manualLines('Paladin en-Vec')).toEqual([])
  })
})

describe('infect and wither (CR 702.90, 702.80)', () => {
  it('CR 702.90b, 704.5c: Plague Stinger (infect) gives the player poison counters instead of life loss', () => {
    const r = playCombat(['Plague Stinger'], { battlefield: [ready('Plague Stinger')] }, { poison: 9 }, [
      attack('Plague Stinger'),
      toBlocks,
      block([]),
      toEnd,
    ])
    expect(out(r).players[1].life).toBe(20)
    expect(out(r).players[1].poison).toBe(10)
    expect((r.output as { winner: unknown }).winner).toBe(0)
    expect(manualLines('Plague Stinger')).toEqual([])
  })

  it('CR 702.80a: Boggart Ram-Gang (wither) deals its damage to a blocker as -1/-1 counters', () => {
    const r = playCombat(
      ['Boggart Ram-Gang'],
      { battlefield: [ready('Boggart Ram-Gang')] },
      { battlefield: [ready('Hill Giant')] },
      [attack('Boggart Ram-Gang'), toBlocks, block([{ card: 'Hill Giant', blocks: '0:Boggart Ram-Gang' }]), toEnd],
    )
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant']) // 3 -1/-1 counters on a 3/3
    expect(out(r).players[0].graveyard).toEqual(['Boggart Ram-Gang'])
    expect(manualLines('Boggart Ram-Gang')).toEqual([])
  })
})

describe('colour and type: devoid, changeling', () => {
  it('CR 702.114a: Dominator Drone (devoid, black mana) is colorless, so Murder ("nonblack") can target it', () => {
    const r = playCombat(
      ['Dominator Drone'],
      { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] },
      { battlefield: [ready('Dominator Drone')] },
      [
        { player: 0, type: 'cast', card: 'Murder', targets: ['1:Dominator Drone'] },
        { type: 'passUntil', step: 'beginCombat' },
      ],
      'precombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Dominator Drone'])
  })

  it('CR 702.73a: Changeling Outcast is a Goblin for Goblin King (+1/+1 and mountainwalk)', () => {
    const r = playCombat(
      ['Changeling Outcast', 'Goblin King'],
      { battlefield: [ready('Changeling Outcast'), ready('Goblin King')] },
      { battlefield: ['Mountain'] },
      [],
      'precombatMain',
    )
    const id = r.state.battlefield.find((i) => r.state.cards[r.state.objects[i].def].name === 'Changeling Outcast')!
    expect(powerToughness(r.state, r.state.objects[id])).toEqual({ power: 2, toughness: 2 })
    expect(manualLines('Changeling Outcast')).not.toContain('Changeling (This card is every creature type.)')
  })
})

describe("can't be countered, doesn't untap", () => {
  it("CR 101.2: Carnage Tyrant can't be countered: Counterspell doesn't stop it", () => {
    const r = playCombat(
      ['Carnage Tyrant'],
      { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Carnage Tyrant'] },
      { battlefield: ['Island', 'Island'], hand: ['Counterspell'] },
      [
        { player: 0, type: 'cast', card: 'Carnage Tyrant' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Counterspell', targets: ['0:Carnage Tyrant'] },
        { type: 'passUntil', step: 'beginCombat' },
      ],
      'precombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.map((c) => c.name)).toContain('Carnage Tyrant')
    expect(out(r).players[1].graveyard).toEqual(['Counterspell'])
    expect(manualLines('Carnage Tyrant')).toEqual([])
  })

  it("CR 502.3: Dwarven Patrol doesn't untap during its controller's untap step; the Mountain does", () => {
    const r = playCombat(
      ['Dwarven Patrol'],
      { battlefield: [{ name: 'Mountain', tapped: true }, ready('Dwarven Patrol', { tapped: true })] },
      {},
      [{ type: 'passUntil', step: 'draw' }],
      'untap',
    )
    const bf = out(r).players[0].battlefield
    expect(bf.find((c) => c.name === 'Mountain')?.tapped).toBe(false)
    expect(bf.find((c) => c.name === 'Dwarven Patrol')?.tapped).toBe(true)
  })
})

describe('ward (CR 702.21)', () => {
  const bolt = (answer: string, mountains: number) =>
    playCombat(
      ['Waterfall Aerialist'],
      { battlefield: Array(mountains).fill('Mountain'), hand: ['Lightning Bolt'] },
      { battlefield: [ready('Waterfall Aerialist')] },
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['1:Waterfall Aerialist'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'choose', option: answer },
        { type: 'passUntil', step: 'beginCombat' },
      ],
      'precombatMain',
    )

  it('CR 702.21a: Waterfall Aerialist (ward {2}): Lightning Bolt is countered unless Ann pays {2}', () => {
    const declined = bolt('decline', 3)
    expect(out(declined).players[1].battlefield.map((c) => c.name)).toContain('Waterfall Aerialist')
    expect(out(declined).players[0].graveyard).toEqual(['Lightning Bolt'])
    const paid = bolt('pay', 3)
    expect(out(paid).rejected ?? []).toEqual([])
    expect(out(paid).players[1].graveyard).toEqual(['Waterfall Aerialist'])
    expect(manualLines('Waterfall Aerialist')).toEqual([])
  })

  it("CR 702.21a: when Ann can't pay the ward cost, the spell is countered without asking", () => {
    const r = bolt('pay', 1)
    expect(out(r).players[1].battlefield.map((c) => c.name)).toContain('Waterfall Aerialist')
    expect(out(r).players[0].graveyard).toEqual(['Lightning Bolt'])
  })
})

describe('you may choose not to untap (CR 502.3)', () => {
  const untap = (cards: string[]) =>
    playCombat(
      ['Endoskeleton'],
      {
        battlefield: [
          { name: 'Mountain', tapped: true },
          { name: 'Endoskeleton', tapped: true },
        ],
      },
      {},
      [
        { player: 0, type: 'choose', cards },
        { type: 'passUntil', step: 'draw' },
      ],
      'untap',
    )

  it('CR 502.3: Endoskeleton stays tapped when its controller chooses so; the Mountain untaps anyway', () => {
    const kept = untap([])
    expect(out(kept).rejected ?? []).toEqual([])
    const bf = out(kept).players[0].battlefield
    expect(bf.find((c) => c.name === 'Endoskeleton')?.tapped).toBe(true)
    expect(bf.find((c) => c.name === 'Mountain')?.tapped).toBe(false)
    expect(manualLines('Endoskeleton')).not.toContain(
      'You may choose not to untap Endoskeleton during your untap step.',
    )
  })

  it('CR 502.3: Endoskeleton untaps when its controller chooses it', () => {
    const r = untap(['Endoskeleton'])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Endoskeleton')?.tapped).toBe(false)
  })
})

describe("an Aura's 'doesn't untap' (CR 502.3)", () => {
  it("CR 502.3: Ice Over keeps the enchanted artifact tapped during its controller's untap step", () => {
    const r = playCombat(
      ['Ice Over', 'Ornithopter'],
      {
        battlefield: [
          { name: 'Ornithopter', tapped: true },
          { name: 'Mountain', tapped: true },
        ],
      },
      { battlefield: [{ name: 'Ice Over', attachedTo: '0:Ornithopter' }] },
      [{ type: 'passUntil', step: 'draw' }],
      'untap',
    )
    const bf = out(r).players[0].battlefield
    expect(bf.find((c) => c.name === 'Ornithopter')?.tapped).toBe(true)
    expect(bf.find((c) => c.name === 'Mountain')?.tapped).toBe(false)
    expect(manualLines('Ice Over')).not.toContain(
      "Enchanted permanent doesn't untap during its controller's untap step.",
    )
  })
})
