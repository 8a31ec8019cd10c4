// Evasion and blocking restrictions on real cards (CR 509.1b-c, 702): landwalk, fear, intimidate, shadow,
// horsemanship, skulk, "can block only", "can't be blocked by …", blocker counts, and granted evasion. Each checks
// the engine refuses the block, that legalActions (what the table and the computer offer) leaves it out, and
// that the unblocked attacker deals its damage.
import { describe, expect, it } from 'vitest'
import { legalActions, waitingFor } from '../../../../src-shared/engine'
import { possibleBlocks } from '../../../../src-shared/engine/blocking'
import type { GameState } from '../../../../src-shared/engine/types'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'

function attackThenBlockStep(
  cards: string[],
  attacker: string,
  annBoard: unknown[],
  benBoard: unknown[],
  blockers: { card: string; blocks: string }[] | null = null,
) {
  const actions: unknown[] = [
    { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
    { type: 'passUntil', step: 'declareBlockers' },
  ]
  if (blockers)
    actions.push(
      { player: 1, type: 'declareBlockers', blockers },
      { player: 1, type: 'declareBlockers', blockers: [] }, // when the block was refused
      { type: 'passUntil', step: 'endCombat' },
    )
  return playCombat(cards, { battlefield: annBoard }, { battlefield: benBoard }, actions)
}

/** The blocks legalActions offers Ben: each blocker name → attacker names. */
function offeredBlocks(state: GameState): string[] {
  const w = waitingFor(state)
  expect(w.kind).toBe('decision')
  const names = (id: string) => state.cards[state.objects[id].def].name
  const fromLegal = legalActions(state, 1)
    .filter((a) => a.type === 'declareBlockers')
    .flatMap((a) => (a as { blockers: { card: string; blocks: string }[] }).blockers)
    .map((b) => `${names(b.card)}>${names(b.blocks)}`)
  const fromPossible = possibleBlocks(state, 1).flatMap((p) => p.canBlock.map((a) => `${names(p.card)}>${names(a)}`))
  return [...new Set([...fromLegal, ...fromPossible])].sort()
}

describe('landwalk (CR 702.14)', () => {
  it('CR 702.14c: Bog Raiders (swampwalk) is unblockable while Ben controls a Swamp; the block is refused and not offered', () => {
    const cards = ['Bog Raiders']
    const r = attackThenBlockStep(cards, 'Bog Raiders', [ready('Bog Raiders')], ['Swamp', ready('Grizzly Bears')])
    expect(offeredBlocks(r.state)).toEqual([])
    const r2 = attackThenBlockStep(
      cards,
      'Bog Raiders',
      [ready('Bog Raiders')],
      ['Swamp', ready('Grizzly Bears')],
      [{ card: 'Grizzly Bears', blocks: '0:Bog Raiders' }],
    )
    expect(out(r2).rejected?.[0].reason).toMatch(/swampwalk/)
    expect(out(r2).players[1].life).toBe(18)
    expect(manualLines('Bog Raiders')).toEqual([])
  })

  it('CR 702.14c: without a Swamp on the defending side, Bog Raiders can be blocked', () => {
    const r = attackThenBlockStep(
      ['Bog Raiders'],
      'Bog Raiders',
      [ready('Bog Raiders')],
      ['Forest', ready('Grizzly Bears')],
    )
    expect(offeredBlocks(r.state)).toEqual(['Grizzly Bears>Bog Raiders'])
  })

  it('CR 702.14c, 613: Lord of Atlantis grants islandwalk ("have islandwalk") to other Merfolk', () => {
    const cards = ['Lord of Atlantis', 'Coral Merfolk']
    const r = attackThenBlockStep(
      cards,
      'Coral Merfolk',
      [ready('Lord of Atlantis'), ready('Coral Merfolk')],
      ['Island', ready('Grizzly Bears')],
    )
    expect(offeredBlocks(r.state)).toEqual([])
    expect(manualLines('Lord of Atlantis')).toEqual([])
  })
})

describe('fear, intimidate, shadow, horsemanship, skulk', () => {
  it('CR 702.36b: Severed Legion (fear) can be blocked only by artifact and/or black creatures', () => {
    const r = attackThenBlockStep(
      ['Severed Legion', 'Dross Crocodile', 'Ornithopter'],
      'Severed Legion',
      [ready('Severed Legion')],
      [ready('Grizzly Bears'), ready('Dross Crocodile'), ready('Ornithopter')],
    )
    expect(offeredBlocks(r.state)).toEqual(['Dross Crocodile>Severed Legion', 'Ornithopter>Severed Legion'])
    expect(manualLines('Severed Legion')).toEqual([])
  })

  it('CR 702.13b: Bladetusk Boar (intimidate) can be blocked only by artifact creatures or creatures sharing a color', () => {
    const r = attackThenBlockStep(
      ['Bladetusk Boar', 'Ornithopter'],
      'Bladetusk Boar',
      [ready('Bladetusk Boar')],
      [ready('Grizzly Bears'), ready('Raging Goblin'), ready('Ornithopter')],
    )
    expect(offeredBlocks(r.state)).toEqual(['Ornithopter>Bladetusk Boar', 'Raging Goblin>Bladetusk Boar'])
  })

  it('CR 702.28b: Soltari Foot Soldier (shadow) is blocked only by shadow, and a shadow creature blocks only shadow', () => {
    const cards = ['Soltari Foot Soldier', 'Dauthi Slayer']
    const r = attackThenBlockStep(
      cards,
      'Soltari Foot Soldier',
      [ready('Soltari Foot Soldier')],
      [ready('Grizzly Bears'), ready('Dauthi Slayer')],
    )
    expect(offeredBlocks(r.state)).toEqual(['Dauthi Slayer>Soltari Foot Soldier'])
    const r2 = attackThenBlockStep(cards, 'Grizzly Bears', [ready('Grizzly Bears')], [ready('Dauthi Slayer')])
    expect(offeredBlocks(r2.state)).toEqual([])
    expect(manualLines('Soltari Foot Soldier')).toEqual([])
  })

  it('CR 702.31b: Shu Cavalry (horsemanship) can be blocked only by creatures with horsemanship', () => {
    const r = attackThenBlockStep(
      ['Shu Cavalry', 'Wei Night Raiders'],
      'Shu Cavalry',
      [ready('Shu Cavalry')],
      [ready('Serra Angel'), ready('Wei Night Raiders')],
    )
    expect(offeredBlocks(r.state)).toEqual(['Wei Night Raiders>Shu Cavalry'])
  })

  it('CR 702.118b: Furtive Homunculus (skulk) can not be blocked by creatures with greater power', () => {
    const r = attackThenBlockStep(
      ['Furtive Homunculus'],
      'Furtive Homunculus',
      [ready('Furtive Homunculus')],
      [ready('Hill Giant'), ready('Grizzly Bears')],
    )
    expect(offeredBlocks(r.state)).toEqual(['Grizzly Bears>Furtive Homunculus'])
  })
})

describe('blocking restrictions in text (CR 509.1b-c)', () => {
  it('CR 509.1b: Cloud Djinn can block only creatures with flying', () => {
    const r = attackThenBlockStep(
      ['Cloud Djinn'],
      'Grizzly Bears',
      [ready('Grizzly Bears'), ready('Wind Drake')],
      [ready('Cloud Djinn')],
    )
    expect(offeredBlocks(r.state)).toEqual([])
    expect(manualLines('Cloud Djinn')).toEqual([])
  })

  it("CR 509.1b: Bog Rats can't be blocked by Walls; Arlinn's Wolf can't be blocked by power 2 or less", () => {
    const r = attackThenBlockStep(
      ['Bog Rats', 'Wall of Stone'],
      'Bog Rats',
      [ready('Bog Rats')],
      [ready('Wall of Stone'), ready('Grizzly Bears')],
    )
    expect(offeredBlocks(r.state)).toEqual(['Grizzly Bears>Bog Rats'])
    const r2 = attackThenBlockStep(
      ["Arlinn's Wolf"],
      "Arlinn's Wolf",
      [ready("Arlinn's Wolf")],
      [ready('Grizzly Bears'), ready('Hill Giant')],
    )
    expect(offeredBlocks(r2.state)).toEqual(["Hill Giant>Arlinn's Wolf"])
    expect(manualLines('Bog Rats')).toEqual([])
    expect(manualLines("Arlinn's Wolf")).toEqual([])
  })

  it("CR 509.1c: Charging Rhino can't be blocked by more than one creature: a double block is refused", () => {
    const r = attackThenBlockStep(
      ['Charging Rhino'],
      'Charging Rhino',
      [ready('Charging Rhino')],
      [ready('Grizzly Bears'), ready('Hill Giant')],
      [
        { card: 'Grizzly Bears', blocks: '0:Charging Rhino' },
        { card: 'Hill Giant', blocks: '0:Charging Rhino' },
      ],
    )
    expect(out(r).rejected?.[0].reason).toMatch(/more than one creature/)
    expect(manualLines('Charging Rhino')).toEqual([])
  })
})

describe("can't be blocked / can't block this turn (CR 509.1b)", () => {
  it("CR 509.1b: Rogue's Passage makes Grizzly Bears unblockable this turn; the block is not offered", () => {
    const r = playCombat(
      ["Rogue's Passage"],
      {
        battlefield: ["Rogue's Passage", 'Forest', 'Forest', 'Forest', 'Forest', ready('Grizzly Bears')],
      },
      { battlefield: [ready('Hill Giant')] },
      [
        { player: 0, type: 'activate', card: "Rogue's Passage", ability: 0, targets: ['Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
      ],
      'beginCombat',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(offeredBlocks(r.state)).toEqual([])
    expect(manualLines("Rogue's Passage")).toEqual([])
  })
})

describe('more blocking restrictions (CR 509.1b-c, 702.16)', () => {
  it("CR 509.1b: Brassclaw Orcs can't block creatures with power 2 or greater", () => {
    const r = attackThenBlockStep(
      ['Brassclaw Orcs'],
      'Grizzly Bears',
      [ready('Grizzly Bears')],
      [ready('Brassclaw Orcs')],
    )
    expect(offeredBlocks(r.state)).toEqual([])
    expect(manualLines('Brassclaw Orcs')).toEqual([])
  })

  it("CR 509.1b: Phyrexian Colossus can't be blocked except by three or more creatures", () => {
    const board = [ready('Grizzly Bears'), ready('Grizzly Bears'), ready('Hill Giant')]
    const two = attackThenBlockStep(
      ['Phyrexian Colossus'],
      'Phyrexian Colossus',
      [ready('Phyrexian Colossus')],
      board,
      [
        { card: 'Grizzly Bears', blocks: '0:Phyrexian Colossus' },
        { card: 'Grizzly Bears#2', blocks: '0:Phyrexian Colossus' },
      ],
    )
    expect(out(two).rejected?.[0].reason).toMatch(/3 or more creatures/)
  })

  it('CR 702.16f: Nacatl Savage (protection from artifacts) cannot be blocked by an artifact creature', () => {
    const r = attackThenBlockStep(
      ['Nacatl Savage', 'Ornithopter'],
      'Nacatl Savage',
      [ready('Nacatl Savage')],
      [ready('Ornithopter'), ready('Grizzly Bears')],
    )
    expect(offeredBlocks(r.state)).toEqual(['Grizzly Bears>Nacatl Savage'])
    expect(manualLines('Nacatl Savage')).toEqual([])
  })
})

describe('blocking more than one creature (CR 509.1a, 510.1d)', () => {
  const twoBears = [ready('Grizzly Bears'), ready('Grizzly Bears')]
  const blockBoth = (blocker: string) =>
    playCombat([blocker], { battlefield: twoBears }, { battlefield: [ready(blocker)] }, [
      {
        player: 0,
        type: 'declareAttackers',
        attackers: [
          { card: 'Grizzly Bears', target: 'player:1' },
          { card: 'Grizzly Bears#2', target: 'player:1' },
        ],
      },
      { type: 'passUntil', step: 'declareBlockers' },
      {
        player: 1,
        type: 'declareBlockers',
        blockers: [
          { card: blocker, blocks: '0:Grizzly Bears' },
          { card: blocker, blocks: '0:Grizzly Bears#2' },
        ],
      },
      { player: 1, type: 'declareBlockers', blockers: [] },
      { type: 'passUntil', step: 'endCombat' },
    ])

  it('CR 509.1a: Foriysian Brigade can block an additional creature each combat: it blocks both Bears', () => {
    const r = blockBoth('Foriysian Brigade')
    expect((out(r).rejected ?? []).map((x) => x.index)).toEqual([3]) // only the fallback empty declaration
    expect(out(r).players[1].life).toBe(20)
    // CR 510.1d: its 2 damage is lethal to the first Bears; the second gets none.
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(manualLines('Foriysian Brigade')).toEqual([])
  })

  it('CR 509.1a: Hill Giant can block only one creature: the double block is refused', () => {
    const r = blockBoth('Hill Giant')
    expect(out(r).rejected?.[0].reason).toMatch(/can only block one creature/)
    expect(out(r).players[1].life).toBe(16)
  })
})

describe('the computer respects evasion (CR 509.1b)', () => {
  it('CR 702.14c: the computer defending against Bog Raiders (swampwalk) with a Swamp declares no block', () => {
    const r = playCombat(
      ['Bog Raiders'],
      { battlefield: [ready('Bog Raiders')] },
      { battlefield: ['Swamp', ready('Hill Giant')] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Bog Raiders', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'computer' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).log).toContain("Ben doesn't block")
  })
})

describe('relative and group restrictions (CR 509.1b, 506.5)', () => {
  it("CR 509.1b: Wandering Wolf can't be blocked by creatures with less power", () => {
    const r = attackThenBlockStep(
      ['Wandering Wolf', 'Ornithopter'],
      'Wandering Wolf',
      [ready('Wandering Wolf')],
      [ready('Ornithopter'), ready('Grizzly Bears')],
    )
    expect(offeredBlocks(r.state)).toEqual(['Grizzly Bears>Wandering Wolf'])
    expect(manualLines('Wandering Wolf')).toEqual([])
  })

  it("CR 506.5: Jackal Familiar can't attack alone, but attacks with another creature", () => {
    const alone = playCombat(
      ['Jackal Familiar'],
      { battlefield: [ready('Jackal Familiar'), ready('Grizzly Bears')] },
      {},
      [{ player: 0, type: 'declareAttackers', attackers: [{ card: 'Jackal Familiar', target: 'player:1' }] }],
    )
    expect(out(alone).rejected?.[0].reason).toMatch(/can't attack alone/)
    const both = playCombat(
      ['Jackal Familiar'],
      { battlefield: [ready('Jackal Familiar'), ready('Grizzly Bears')] },
      {},
      [
        {
          player: 0,
          type: 'declareAttackers',
          attackers: [
            { card: 'Jackal Familiar', target: 'player:1' },
            { card: 'Grizzly Bears', target: 'player:1' },
          ],
        },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(both).rejected ?? []).toEqual([])
    expect(out(both).players[1].life).toBe(16)
    expect(manualLines('Jackal Familiar')).toEqual([])
  })

  it("CR 506.5: Jackal Familiar can't block alone", () => {
    const r = attackThenBlockStep(
      ['Jackal Familiar'],
      'Grizzly Bears',
      [ready('Grizzly Bears')],
      [ready('Jackal Familiar')],
      [{ card: 'Jackal Familiar', blocks: '0:Grizzly Bears' }],
    )
    expect(out(r).rejected?.[0].reason).toMatch(/can't block alone/)
  })
})
