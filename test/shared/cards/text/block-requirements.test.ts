// Blocking requirements (CR 509.1c): "All creatures able to block ~ do so." (lure), "~ must be blocked if able.",
// "~ blocks each combat if able.": a declaration must obey as many as it can without breaking a restriction. Real
// cards, checked by their outcome; the computer's blocks obey them too.
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, playCombat, ready } from '../../../support/realCards'

const attack = (cards: string[]) => [
  { player: 0, type: 'declareAttackers', attackers: cards.map((card) => ({ card, target: 'player:1' })) },
  { type: 'passUntil', step: 'declareBlockers' },
]
const block = (pairs: [string, string][]) => ({
  player: 1,
  type: 'declareBlockers',
  blockers: pairs.map(([card, blocks]) => ({ card, blocks })),
})

describe('blocking requirements (CR 509.1c)', () => {
  it('CR 509.1c: all creatures able to block Prized Unicorn do so; a tapped creature is not able to', () => {
    const r = playCombat(
      ['Prized Unicorn'],
      { battlefield: [ready('Prized Unicorn'), ready('Grizzly Bears')] },
      { battlefield: [ready('Hill Giant'), ready('Llanowar Elves'), { name: 'Elvish Mystic', tapped: true }] },
      [
        ...attack(['Prized Unicorn', 'Grizzly Bears']),
        block([]), // rejected: both untapped creatures can block the Unicorn
        block([['Hill Giant', 'Grizzly Bears']]), // rejected: the Giant must block the Unicorn
        block([['Hill Giant', 'Prized Unicorn']]), // rejected: the Elves must too
        block([
          ['Hill Giant', 'Prized Unicorn'],
          ['Llanowar Elves', 'Prized Unicorn'],
        ]),
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([2, 3, 4])
    expect(out(r).rejected?.[2].reason).toMatch(/Llanowar Elves must block Prized Unicorn.*CR 509\.1c/)
    expect(out(r).players[1].life).toBe(18) // the Bears unblocked
    expect(out(r).players[0].graveyard).toEqual(['Prized Unicorn'])
    expect(manualLines('Prized Unicorn')).toEqual([])
  })

  it("CR 509.1c: Gaea's Protector must be blocked if able: one blocker is enough, none is not", () => {
    const r = playCombat(
      ["Gaea's Protector"],
      { battlefield: [ready("Gaea's Protector")] },
      { battlefield: [ready('Hill Giant'), ready('Llanowar Elves')] },
      [...attack(["Gaea's Protector"]), block([]), block([['Llanowar Elves', "Gaea's Protector"]])],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([2])
    expect(out(r).rejected?.[0].reason).toMatch(/must block Gaea's Protector/)
    expect(manualLines("Gaea's Protector")).toEqual([])
  })

  it('CR 509.1c: Razorgrass Screen blocks each combat if able', () => {
    const r = playCombat(
      ['Razorgrass Screen'],
      { battlefield: [ready('Grizzly Bears')] },
      { battlefield: [ready('Razorgrass Screen')] },
      [...attack(['Grizzly Bears']), block([]), block([['Razorgrass Screen', 'Grizzly Bears']])],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([2])
    expect(manualLines('Razorgrass Screen')).toEqual([])
  })

  it('CR 509.1c: the computer blocking Prized Unicorn blocks it with every creature able to', () => {
    const r = playCombat(
      ['Prized Unicorn'],
      { battlefield: [ready('Prized Unicorn')] },
      { battlefield: [ready('Hill Giant'), ready('Llanowar Elves')] },
      [...attack(['Prized Unicorn']), { type: 'computer', player: 1 }],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const blocks = r.state.combat?.blockers ?? []
    expect(blocks.length).toBe(2)
  })
})

describe('blocking requirements this turn (CR 509.1c) and provoke (CR 702.39)', () => {
  const toCombat = (attackers: string[]) => [
    { type: 'passUntil', step: 'declareAttackers' },
    { player: 0, type: 'declareAttackers', attackers: attackers.map((card) => ({ card, target: 'player:1' })) },
    { type: 'passUntil', step: 'declareBlockers' },
  ]
  it('CR 509.1c: after Alluring Scent on Grizzly Bears, every creature able to block it must', () => {
    const r = play(
      ['Alluring Scent'],
      {
        hand: ['Alluring Scent'],
        battlefield: ['Forest', 'Forest', 'Forest', ready('Grizzly Bears'), ready('Hill Giant')],
      },
      { battlefield: [ready('Llanowar Elves'), ready('Elvish Mystic')] },
      [
        { player: 0, type: 'cast', card: 'Alluring Scent', targets: ['0:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        ...toCombat(['Grizzly Bears', 'Hill Giant']),
        block([['Llanowar Elves', 'Grizzly Bears']]), // rejected: the Mystic must block the Bears too
        block([
          ['Llanowar Elves', 'Grizzly Bears'],
          ['Elvish Mystic', 'Grizzly Bears'],
        ]),
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.reason)).toEqual([
      expect.stringMatching(/Elvish Mystic must block Grizzly Bears/),
    ])
    expect(out(r).players[1].life).toBe(17) // the Giant unblocked
    expect(manualLines('Alluring Scent')).toEqual([])
  })

  it('CR 509.1c: Irresistible Prey makes Grizzly Bears be blocked if able', () => {
    const r = play(
      ['Irresistible Prey'],
      { hand: ['Irresistible Prey'], battlefield: ['Forest', ready('Grizzly Bears')] },
      { battlefield: [ready('Hill Giant')] },
      [
        { player: 0, type: 'cast', card: 'Irresistible Prey', targets: ['0:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        ...toCombat(['Grizzly Bears']),
        block([]),
        block([['Hill Giant', 'Grizzly Bears']]),
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([6])
    expect(out(r).players[0].hand.length).toBe(1) // drew a card
    expect(manualLines('Irresistible Prey')).toEqual([])
  })

  it('CR 702.39a: Goblin Grappler (provoke) untaps a tapped Hill Giant, which must block it', () => {
    const r = playCombat(
      ['Goblin Grappler'],
      { battlefield: [ready('Goblin Grappler')] },
      { battlefield: [ready('Hill Giant', { tapped: true }), ready('Llanowar Elves')] },
      [
        ...attack(['Goblin Grappler']).slice(0, 1),
        { player: 0, type: 'choose', targets: ['1:Hill Giant'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'choose', option: 'yes' },
        { type: 'passUntil', step: 'declareBlockers' },
        block([['Llanowar Elves', 'Goblin Grappler']]), // rejected: the Giant must block it
        block([['Hill Giant', 'Goblin Grappler']]),
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([6])
    expect(out(r).players[0].graveyard).toEqual(['Goblin Grappler'])
    expect(manualLines('Goblin Grappler')).toEqual([])
  })

  it('CR 506.2: Fiend Binder taps target creature defending player controls, not one of its own side', () => {
    const r = playCombat(
      ['Fiend Binder'],
      { battlefield: [ready('Fiend Binder'), ready('Grizzly Bears')] },
      { battlefield: [ready('Hill Giant')] },
      [
        ...attack(['Fiend Binder']).slice(0, 1),
        { player: 0, type: 'choose', targets: ['0:Grizzly Bears'] }, // rejected: Ann's own
        { player: 0, type: 'choose', targets: ['1:Hill Giant'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([1])
    expect(out(r).players[1].battlefield.find((c) => c.name === 'Hill Giant')?.tapped).toBe(true)
    expect(manualLines('Fiend Binder')).toEqual([])
  })
})

describe('requirements from effects (CR 508.1d, 509.1c) and "artifact creatures" (CR 509.1b)', () => {
  it('CR 509.1c: Burning-Tree Bloodscale makes Hill Giant block it this turn if able', () => {
    const r = play(
      ['Burning-Tree Bloodscale'],
      { battlefield: ['Forest', 'Forest', 'Forest', ready('Burning-Tree Bloodscale')] },
      { battlefield: [ready('Hill Giant'), ready('Llanowar Elves')] },
      [
        { player: 0, type: 'activate', card: 'Burning-Tree Bloodscale', ability: 1, targets: ['1:Hill Giant'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Burning-Tree Bloodscale', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        block([['Llanowar Elves', 'Burning-Tree Bloodscale']]), // rejected: the Giant must block it
        block([['Hill Giant', 'Burning-Tree Bloodscale']]),
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([6])
    expect(out(r).rejected?.[0].reason).toMatch(/Hill Giant must block Burning-Tree Bloodscale/)
    expect(manualLines('Burning-Tree Bloodscale')).toEqual([])
  })

  it('CR 508.1d: after Boiling Blood, Grizzly Bears attacks this turn if able', () => {
    const r = play(
      ['Boiling Blood'],
      { hand: ['Boiling Blood'], battlefield: ['Mountain', 'Mountain', 'Mountain', ready('Grizzly Bears')] },
      {},
      [
        { player: 0, type: 'cast', card: 'Boiling Blood', targets: ['0:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [] }, // rejected: it must attack
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([4])
    expect(out(r).players[0].hand.length).toBe(1) // drew a card
    expect(manualLines('Boiling Blood')).toEqual([])
  })

  it("CR 509.1b: Audacious Infiltrator can't be blocked by artifact creatures, but by others", () => {
    const r = playCombat(
      ['Audacious Infiltrator', 'Ornithopter'],
      { battlefield: [ready('Audacious Infiltrator')] },
      { battlefield: [ready('Ornithopter'), ready('Llanowar Elves')] },
      [
        ...attack(['Audacious Infiltrator']),
        block([['Ornithopter', 'Audacious Infiltrator']]),
        block([['Llanowar Elves', 'Audacious Infiltrator']]),
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([2])
    expect(manualLines('Audacious Infiltrator')).toEqual([])
  })
})

describe("can't block ~ this turn (CR 509.1b)", () => {
  it("CR 509.1b: Burning-Tree Bloodscale's {2}{R}: Hill Giant can't block it this turn", () => {
    const r = play(
      ['Burning-Tree Bloodscale'],
      { battlefield: ['Mountain', 'Mountain', 'Mountain', ready('Burning-Tree Bloodscale')] },
      { battlefield: [ready('Hill Giant')] },
      [
        { player: 0, type: 'activate', card: 'Burning-Tree Bloodscale', ability: 0, targets: ['1:Hill Giant'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Burning-Tree Bloodscale', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        block([['Hill Giant', 'Burning-Tree Bloodscale']]),
      ],
    )
    expect(out(r).rejected?.map((x) => x.reason)).toEqual([
      expect.stringMatching(/can't block Burning-Tree Bloodscale/),
    ])
  })
})

describe("can't block and can't be blocked (CR 509.1b)", () => {
  it("CR 509.1b: Tormented Soul can't be blocked, and can't block", () => {
    const attacking = playCombat(
      ['Tormented Soul'],
      { battlefield: [ready('Tormented Soul')] },
      { battlefield: [ready('Hill Giant')] },
      [
        ...attack(['Tormented Soul']),
        block([['Hill Giant', 'Tormented Soul']]),
        block([]),
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(attacking).rejected?.map((x) => x.index)).toEqual([2])
    expect(out(attacking).players[1].life).toBe(19)
    const blocking = playCombat(
      ['Tormented Soul'],
      { battlefield: [ready('Grizzly Bears')] },
      { battlefield: [ready('Tormented Soul')] },
      [...attack(['Grizzly Bears']), block([['Tormented Soul', 'Grizzly Bears']])],
    )
    expect(out(blocking).rejected?.map((x) => x.reason)).toEqual([expect.stringMatching(/can't block/)])
    expect(manualLines('Tormented Soul')).toEqual([])
  })
})

describe('attacks or blocks each combat if able (CR 508.1d, 509.1c)', () => {
  it('CR 508.1d, 509.1c: Relentless Raptor must attack on its turn and block on the opponent’s', () => {
    const attacking = playCombat(['Relentless Raptor'], { battlefield: [ready('Relentless Raptor')] }, {}, [
      { player: 0, type: 'declareAttackers', attackers: [] },
    ])
    expect(out(attacking).rejected?.map((x) => x.index)).toEqual([0])
    const blocking = playCombat(
      ['Relentless Raptor'],
      { battlefield: [ready('Grizzly Bears')] },
      { battlefield: [ready('Relentless Raptor')] },
      [...attack(['Grizzly Bears']), block([]), block([['Relentless Raptor', 'Grizzly Bears']])],
    )
    expect(out(blocking).rejected?.map((x) => x.index)).toEqual([2])
    expect(manualLines('Relentless Raptor')).toEqual([])
  })
})

describe('Lure on a creature (CR 509.1c)', () => {
  it('CR 509.1c: every creature able to block the creature enchanted by Lure must', () => {
    const r = play(
      ['Lure'],
      { hand: ['Lure'], battlefield: ['Forest', 'Forest', 'Forest', ready('Grizzly Bears')] },
      { battlefield: [ready('Hill Giant'), ready('Llanowar Elves')] },
      [
        { player: 0, type: 'cast', card: 'Lure', targets: ['0:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        block([['Hill Giant', 'Grizzly Bears']]), // rejected: the Elves must block too
        block([
          ['Hill Giant', 'Grizzly Bears'],
          ['Llanowar Elves', 'Grizzly Bears'],
        ]),
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([6])
    expect(manualLines('Lure')).toEqual([])
  })
})
