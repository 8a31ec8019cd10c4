// Blocking requirements (CR 509.1c): "All creatures able to block ~ do so." (lure), "~ must be blocked if able.",
// "~ blocks each combat if able.": a declaration must obey as many as it can without breaking a restriction. Real
// cards, checked by their outcome; the computer's blocks obey them too.
import { describe, expect, it } from 'vitest'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'

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
