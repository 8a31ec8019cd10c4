// "Create an X/X … creature token[, where X is …]": the token's power and toughness are the number X stands for as
// the effect creates it, the spell's X or the count the sentence names (CR 107.3, 608.2h), not 0/0. Real cards: the
// ones an audit found and siblings found by scanning (`text-class-scans.test.ts` reads the class on every card).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const n = (card: string, k: number) => Array.from({ length: k }, () => card)
const tokens = (r: ReturnType<typeof play>, name: string) =>
  out(r).players[0].battlefield.filter((b) => b.name === name && b.token)

describe('an X/X token (CR 107.3)', () => {
  it('CR 107.3: Promise of Power makes an X/X Demon, X the cards in hand as it resolves (after the draw when entwined)', () => {
    expect(manualLines('Promise of Power')).toEqual([])
    const cast = (modes: number[], kicked: boolean, swamps: number) =>
      play(
        ['Promise of Power'],
        { hand: ['Promise of Power', 'Island', 'Plains'], battlefield: n('Swamp', swamps) },
        {},
        [{ player: 0, type: 'cast', card: 'Promise of Power', modes, ...(kicked ? { kicked } : {}) }, ...passBoth],
      )
    const one = cast([1], false, 5)
    expect(out(one).rejected ?? []).toEqual([])
    expect(tokens(one, 'Demon')).toEqual([expect.objectContaining({ power: 2, toughness: 2, keywords: ['Flying'] })])
    const both = cast([0, 1], true, 9) // entwine {4}: draw five, lose 5, then a 7/7
    expect(out(both).rejected ?? []).toEqual([])
    expect(out(both).players[0].life).toBe(15)
    expect(out(both).players[0].hand.length).toBe(7)
    expect(tokens(both, 'Demon')).toEqual([expect.objectContaining({ power: 7, toughness: 7 })])
  }, 120_000)

  it("CR 107.3: Slime Molding and Wurmcalling make an X/X token of the spell's X", () => {
    for (const [card, land, name] of [
      ['Slime Molding', 'Forest', 'Ooze'],
      ['Wurmcalling', 'Forest', 'Wurm'],
    ] as const) {
      expect(manualLines(card)).toEqual([])
      const r = play([card], { hand: [card], battlefield: n(land, 5) }, {}, [
        { player: 0, type: 'cast', card, x: 4 },
        ...passBoth,
      ])
      expect(out(r).rejected ?? []).toEqual([])
      expect(tokens(r, name)).toEqual([expect.objectContaining({ power: 4, toughness: 4 })])
    }
  }, 120_000)

  it("CR 107.3, 603.10a: Seed Guardian's dies trigger counts the creature cards in the graveyard, itself included", () => {
    expect(manualLines('Seed Guardian')).toEqual([])
    const r = play(
      ['Seed Guardian'],
      {
        hand: ['Lightning Bolt'],
        battlefield: [{ name: 'Seed Guardian', damage: 1 }, 'Mountain'],
        graveyard: ['Grizzly Bears', 'Hill Giant', 'Island'],
      },
      {},
      [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['Seed Guardian'] }, ...passBoth, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(tokens(r, 'Elemental')).toEqual([expect.objectContaining({ power: 3, toughness: 3 })])
  }, 120_000)

  it('CR 107.3: Miming Slime counts the greatest power among creatures you control', () => {
    expect(manualLines('Miming Slime')).toEqual([])
    const r = play(['Miming Slime'], { hand: ['Miming Slime'], battlefield: [...n('Forest', 3), 'Hill Giant'] }, {}, [
      { player: 0, type: 'cast', card: 'Miming Slime' },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(tokens(r, 'Ooze')).toEqual([expect.objectContaining({ power: 3, toughness: 3 })])
  }, 120_000)
})
