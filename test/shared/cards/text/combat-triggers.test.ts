// Combat triggers (CR 509.3): "whenever ~ blocks a creature with flying", "~ becomes blocked by a creature" (once for
// each blocker, CR 509.3d), "~ blocks or becomes blocked" on real cards, checked by combat's outcome.
import { describe, expect, it } from 'vitest'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'

const fight = (
  cards: string[],
  ann: string[],
  ben: string[],
  blocks: [string, string][],
  attackers: string[],
  until = 'endCombat',
) =>
  playCombat(cards, { battlefield: ann.map((n) => ready(n)) }, { battlefield: ben.map((n) => ready(n)) }, [
    { player: 0, type: 'declareAttackers', attackers: attackers.map((card) => ({ card, target: 'player:1' })) },
    { type: 'passUntil', step: 'declareBlockers' },
    ...(ben.length
      ? [{ player: 1, type: 'declareBlockers', blockers: blocks.map(([card, b]) => ({ card, blocks: b })) }]
      : []),
    { type: 'passUntil', step: until },
  ])
const grave = (r: ReturnType<typeof playCombat>, p: number) => out(r).players[p].graveyard.sort()

describe('combat triggers (CR 509.3)', () => {
  it('CR 509.3d: Cave Tiger blocked by two creatures gets +1/+1 twice and survives both 1/1s', () => {
    const r = fight(
      ['Cave Tiger'],
      ['Cave Tiger'],
      ['Llanowar Elves', 'Elvish Mystic'],
      [
        ['Llanowar Elves', 'Cave Tiger'],
        ['Elvish Mystic', 'Cave Tiger'],
      ],
      ['Cave Tiger'],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(grave(r, 0)).toEqual([]) // a 4/4 with 2 damage
    expect(grave(r, 1)).toEqual(['Elvish Mystic', 'Llanowar Elves'])
    expect(manualLines('Cave Tiger')).toEqual([])
  })

  it('CR 509.3a: Snarespinner gets +2/+0 blocking a creature with flying, not one without', () => {
    const flyer = fight(
      ['Snarespinner', 'Wind Drake'],
      ['Wind Drake'],
      ['Snarespinner'],
      [['Snarespinner', 'Wind Drake']],
      ['Wind Drake'],
    )
    expect(out(flyer).rejected ?? []).toEqual([])
    expect(grave(flyer, 0)).toEqual(['Wind Drake']) // 3 damage to a 2/2
    const ground = fight(
      ['Snarespinner'],
      ['Hill Giant'],
      ['Snarespinner'],
      [['Snarespinner', 'Hill Giant']],
      ['Hill Giant'],
    )
    expect(out(ground).players[0].battlefield.find((c) => c.name === 'Hill Giant')?.damage).toBe(1)
    expect(manualLines('Snarespinner')).toEqual([])
  })

  it('CR 509.3a, 509.3c: Chub Toad gets +2/+2 when it blocks', () => {
    const r = fight(
      ['Chub Toad'],
      ['Grizzly Bears'],
      ['Chub Toad'],
      [['Chub Toad', 'Grizzly Bears']],
      ['Grizzly Bears'],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(grave(r, 0)).toEqual(['Grizzly Bears'])
    expect(grave(r, 1)).toEqual([])
    expect(manualLines('Chub Toad')).toEqual([])
  })
})

describe("combat damage as though it weren't blocked (CR 510.1c)", () => {
  const wolf = (damage: { to: string; amount: number }[]) =>
    playCombat(['Lone Wolf'], { battlefield: [ready('Lone Wolf')] }, { battlefield: [ready('Hill Giant')] }, [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Lone Wolf', target: 'player:1' }] },
      { type: 'passUntil', step: 'declareBlockers' },
      { player: 1, type: 'declareBlockers', blockers: [{ card: 'Hill Giant', blocks: 'Lone Wolf' }] },
      { type: 'passUntil', step: 'combatDamage' },
      { player: 0, type: 'assignDamage', attacker: 'Lone Wolf', damage },
      { type: 'passUntil', step: 'endCombat' },
    ])
  it("CR 510.1c: blocked Lone Wolf assigns all its damage to Ben as though it weren't blocked", () => {
    const r = wolf([{ to: 'player:1', amount: 2 }])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[1].battlefield.find((c) => c.name === 'Hill Giant')?.damage).toBe(0)
    expect(out(r).players[0].graveyard).toEqual(['Lone Wolf'])
    expect(manualLines('Lone Wolf')).toEqual([])
  })
  it('CR 510.1c: or it deals its damage to its blocker; splitting between the two is not allowed', () => {
    const split = wolf([
      { to: 'player:1', amount: 1 },
      { to: 'Hill Giant', amount: 1 },
    ])
    expect(out(split).rejected?.length).toBe(1)
    const blocked = wolf([{ to: 'Hill Giant', amount: 2 }])
    expect(out(blocked).rejected ?? []).toEqual([])
    expect(out(blocked).players[1].life).toBe(20)
    expect(out(blocked).players[1].battlefield.find((c) => c.name === 'Hill Giant')?.damage).toBe(2)
  })
})

describe('"that creature" in combat triggers (CR 509.3, 603.2)', () => {
  it('CR 509.3d: Sylvan Basilisk destroys each creature that blocks it', () => {
    const r = fight(
      ['Sylvan Basilisk'],
      ['Sylvan Basilisk'],
      ['Hill Giant', 'Grizzly Bears'],
      [
        ['Hill Giant', 'Sylvan Basilisk'],
        ['Grizzly Bears', 'Sylvan Basilisk'],
      ],
      ['Sylvan Basilisk'],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(grave(r, 1)).toEqual(['Grizzly Bears', 'Hill Giant'])
    expect(grave(r, 0)).toEqual([]) // its blockers died before damage
    expect(manualLines('Sylvan Basilisk')).toEqual([])
  })
  it('CR 509.3a: Vertigo Spawn taps the creature it blocks, which stays tapped', () => {
    const r = fight(
      ['Vertigo Spawn'],
      ['Hill Giant'],
      ['Vertigo Spawn'],
      [['Vertigo Spawn', 'Hill Giant']],
      ['Hill Giant'],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const giant = r.state.battlefield
      .map((id) => r.state.objects[id])
      .find((o) => r.state.cards[o.def].name === 'Hill Giant')
    expect(giant?.frozen).toBe(true)
    expect(manualLines('Vertigo Spawn')).toEqual([])
  })
})

describe('attacking alone and creatures blocking it (CR 506.5, 509.1g)', () => {
  it('CR 506.5: Reckless Ogre gets +3/+0 attacking alone, not with another attacker', () => {
    const alone = fight(['Reckless Ogre'], ['Reckless Ogre', 'Grizzly Bears'], [], [], ['Reckless Ogre'])
    expect(out(alone).players[1].life).toBe(14)
    const together = fight(
      ['Reckless Ogre'],
      ['Reckless Ogre', 'Grizzly Bears'],
      [],
      [],
      ['Reckless Ogre', 'Grizzly Bears'],
    )
    expect(out(together).players[1].life).toBe(15)
    expect(manualLines('Reckless Ogre')).toEqual([])
  })
  it('CR 509.1g: Goblin Javelineer deals 1 damage to target creature blocking it, and only a blocker is a legal target', () => {
    const r = playCombat(
      ['Goblin Javelineer'],
      { battlefield: [ready('Goblin Javelineer')] },
      { battlefield: [ready('Llanowar Elves'), ready('Elvish Mystic')] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Goblin Javelineer', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Llanowar Elves', blocks: 'Goblin Javelineer' }] },
        { player: 0, type: 'choose', targets: ['1:Elvish Mystic'] }, // not blocking it
        { player: 0, type: 'choose', targets: ['1:Llanowar Elves'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([3])
    expect(out(r).players[1].graveyard).toEqual(['Llanowar Elves'])
    expect(manualLines('Goblin Javelineer')).toEqual([])
  })
})

describe('counting the creatures blocking it (CR 509.1g)', () => {
  it('CR 509.1g: Gang of Elk blocked by two creatures gets +4/+4 and survives', () => {
    const r = fight(
      ['Gang of Elk'],
      ['Gang of Elk'],
      ['Hill Giant', 'Grizzly Bears'],
      [
        ['Hill Giant', 'Gang of Elk'],
        ['Grizzly Bears', 'Gang of Elk'],
      ],
      ['Gang of Elk'],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(grave(r, 0)).toEqual([]) // a 9/8 with 5 damage
    expect(grave(r, 1)).toEqual(['Grizzly Bears', 'Hill Giant'])
    expect(manualLines('Gang of Elk')).toEqual([])
  })
})

describe('at end of combat (CR 603.7, 511.2)', () => {
  it('CR 603.7: Dread Specter blocked by a nonblack creature destroys it at end of combat, not before', () => {
    const r = fight(
      ['Dread Specter'],
      ['Dread Specter'],
      ['Hill Giant'],
      [['Hill Giant', 'Dread Specter']],
      ['Dread Specter'],
      'postcombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(grave(r, 1)).toEqual(['Hill Giant'])
    expect(grave(r, 0)).toEqual(['Dread Specter']) // the Giant's 3 damage first
    expect(manualLines('Dread Specter')).toEqual([])
    const black = fight(
      ['Dread Specter', 'Bog Wraith'],
      ['Dread Specter'],
      ['Bog Wraith'],
      [['Bog Wraith', 'Dread Specter']],
      ['Dread Specter'],
      'postcombatMain',
    )
    expect(grave(black, 1)).toEqual([]) // a black blocker: no trigger
  })
  it('CR 603.7: Mardu Blazebringer is sacrificed at end of combat after dealing its damage', () => {
    const r = fight(['Mardu Blazebringer'], ['Mardu Blazebringer'], [], [], ['Mardu Blazebringer'], 'postcombatMain')
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(16)
    expect(grave(r, 0)).toEqual(['Mardu Blazebringer'])
    expect(manualLines('Mardu Blazebringer')).toEqual([])
  })
  it("CR 603.7: Aether Membrane returns the creature it blocked to its owner's hand at end of combat", () => {
    const r = fight(
      ['Aether Membrane'],
      ['Grizzly Bears'],
      ['Aether Membrane'],
      [['Aether Membrane', 'Grizzly Bears']],
      ['Grizzly Bears'],
      'postcombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toContain('Grizzly Bears')
    expect(manualLines('Aether Membrane')).toEqual([])
  })
})
