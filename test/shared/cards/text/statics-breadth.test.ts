// Static P/T from real cards: a permanent's own bonus while a condition holds or per permanent counted (CR 611.3a,
// 604.3), lords written "All Sliver creatures get" (CR 613.4c), and "attacking or blocking" targets (CR 506.4).
import { describe, expect, it } from 'vitest'
import { manualLines, out, playScenario } from '../../../support/realCards'

const pt = (r: ReturnType<typeof playScenario>, player: number, name: string) => {
  const p = out(r).players[player].battlefield.find((c) => c.name === name)!
  return [p.power, p.toughness]
}

describe('static P/T and combat targets, breadth', () => {
  it('CR 611.3a: Kird Ape gets +1/+2 only as long as you control a Forest', () => {
    expect(manualLines('Kird Ape')).toEqual([])
    const board = (lands: string[]) =>
      playScenario(['Kird Ape'], {
        state: { turn: 3, active: 0, step: 'precombatMain', players: [{ battlefield: ['Kird Ape', ...lands] }, {}] },
      })
    expect(pt(board(['Forest']), 0, 'Kird Ape')).toEqual([2, 3])
    expect(pt(board(['Mountain']), 0, 'Kird Ape')).toEqual([1, 1])
  })

  it('CR 611.3a: "As long as you control three or more artifacts, ~ gets +2/+2 and has flying" (Auriok Sunchaser)', () => {
    expect(manualLines('Auriok Sunchaser')).toEqual([])
    const two = playScenario(['Auriok Sunchaser', 'Ornithopter'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [{ battlefield: ['Auriok Sunchaser', 'Ornithopter', 'Ornithopter'] }, {}],
      },
    })
    expect(pt(two, 0, 'Auriok Sunchaser')).toEqual([1, 1])
    const three = playScenario(['Auriok Sunchaser', 'Ornithopter'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [{ battlefield: ['Auriok Sunchaser', 'Ornithopter', 'Ornithopter', 'Ornithopter'] }, {}],
      },
    })
    expect(pt(three, 0, 'Auriok Sunchaser')).toEqual([3, 3])
  })

  it('CR 613.4c: "All Sliver creatures get +1/+1" pumps every Sliver, on both sides (Muscle Sliver)', () => {
    expect(manualLines('Muscle Sliver')).toEqual([])
    const r = playScenario(['Muscle Sliver'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [{ battlefield: ['Muscle Sliver', 'Grizzly Bears'] }, { battlefield: ['Muscle Sliver'] }],
      },
    })
    expect(pt(r, 0, 'Muscle Sliver')).toEqual([3, 3])
    expect(pt(r, 1, 'Muscle Sliver')).toEqual([3, 3])
    expect(pt(r, 0, 'Grizzly Bears')).toEqual([2, 2])
  })

  it('CR 506.4: "target attacking or blocking creature" takes an attacker, not an idle creature (Divine Verdict)', () => {
    expect(manualLines('Divine Verdict')).toEqual([])
    const r = playScenario(['Divine Verdict'], {
      state: {
        turn: 3,
        active: 1,
        step: 'declareAttackers',
        players: [
          { hand: ['Divine Verdict'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears'] },
          { battlefield: [{ name: 'Grizzly Bears', sick: false }, 'Llanowar Elves'] },
        ],
      },
      actions: [
        { player: 1, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:0' }] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'cast', card: 'Divine Verdict', targets: ['1:Llanowar Elves'] },
        { player: 0, type: 'cast', card: 'Divine Verdict', targets: ['1:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    expect(out(r).rejected).toHaveLength(1)
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[1].battlefield.map((c) => c.name)).toEqual(['Llanowar Elves'])
  })
})

describe("a permanent's own bonus, more conditions (CR 611.3a)", () => {
  it('CR 611.3a: threshold: Werebear gets +3/+3 only with seven or more cards in your graveyard', () => {
    expect(manualLines('Werebear')).toEqual([])
    const board = (n: number) =>
      playScenario(['Werebear'], {
        state: {
          turn: 3,
          active: 0,
          step: 'precombatMain',
          players: [{ battlefield: ['Werebear'], graveyard: Array.from({ length: n }, () => 'Forest') }, {}],
        },
      })
    expect(pt(board(7), 0, 'Werebear')).toEqual([4, 4])
    expect(pt(board(6), 0, 'Werebear')).toEqual([1, 1])
  })

  it('CR 611.3a, 702.7: Thorned Moloch has first strike as long as it is attacking: it kills its blocker first', () => {
    expect(manualLines('Thorned Moloch')).toEqual([])
    const r = playScenario(['Thorned Moloch'], {
      state: {
        turn: 3,
        active: 0,
        step: 'declareAttackers',
        players: [
          { library: ['Forest'], battlefield: [{ name: 'Thorned Moloch', sick: false }] },
          { library: ['Forest'], battlefield: ['Grizzly Bears'] },
        ],
      },
      actions: [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Thorned Moloch', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: '0:Thorned Moloch' }] },
        { type: 'passUntil', step: 'postcombatMain' },
      ],
    })
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].graveyard).toEqual([])
  })
})
