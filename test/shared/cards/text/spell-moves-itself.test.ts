// An instant or sorcery whose own instructions move it ("Exile ~", "shuffle ~ into its owner's library", "return ~ to
// its owner's hand") goes there, and only otherwise to its owner's graveyard as the last part of its resolution
// (CR 608.2n). Real cards: the named ones and siblings found by scanning (`text-class-scans.test.ts` plays them all).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const n = (card: string, k: number) => Array.from({ length: k }, () => card)
const cast = (card: string, targets?: string[]) => ({ player: 0, type: 'cast', card, ...(targets ? { targets } : {}) })

describe("a spell's own instruction moves it (CR 608.2n)", () => {
  it('CR 608.2n: Temporal Mastery and Temporal Trespass take an extra turn and are exiled, not put into the graveyard', () => {
    for (const [card, lands] of [
      ['Temporal Mastery', 7],
      ['Temporal Trespass', 11],
    ] as const) {
      expect(manualLines(card)).toEqual([])
      const r = play([card], { hand: [card], battlefield: n('Island', lands) }, {}, [cast(card), ...passBoth])
      expect(out(r).rejected ?? []).toEqual([])
      expect(out(r).players[0].exile).toEqual([card])
      expect(out(r).players[0].graveyard).toEqual([])
      expect(out(r).log).toContain('Ann will take an extra turn after this one (CR 500.7)')
    }
  })

  it('CR 608.2n: Restock returns two cards and is exiled', () => {
    expect(manualLines('Restock')).toEqual([])
    const r = play(
      ['Restock'],
      { hand: ['Restock'], battlefield: n('Forest', 5), graveyard: ['Savannah Lions', 'Lightning Bolt'] },
      {},
      [cast('Restock', ['Savannah Lions', 'Lightning Bolt']), ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand.sort()).toEqual(['Lightning Bolt', 'Savannah Lions'])
    expect(out(r).players[0].exile).toEqual(['Restock'])
    expect(out(r).players[0].graveyard).toEqual([])
  })

  it("CR 608.2n: Beacon of Destruction is shuffled into its owner's library", () => {
    expect(manualLines('Beacon of Destruction')).toEqual([])
    const r = play(['Beacon of Destruction'], { hand: ['Beacon of Destruction'], battlefield: n('Mountain', 5) }, {}, [
      cast('Beacon of Destruction', ['player:1']),
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(15)
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[0].library).toBe(6) // the five Islands and the Beacon
  })

  it("CR 608.2n: View from Above returns to its owner's hand only if its controller controls a white permanent", () => {
    expect(manualLines('View from Above')).toEqual([])
    const board = (extra: string[]) =>
      play(
        ['View from Above'],
        { hand: ['View from Above'], battlefield: [...n('Island', 2), 'Grizzly Bears', ...extra] },
        {},
        [cast('View from Above', ['Grizzly Bears']), ...passBoth],
      )
    const white = board(['Savannah Lions'])
    expect(out(white).rejected ?? []).toEqual([])
    expect(out(white).players[0].hand).toEqual(['View from Above'])
    expect(out(white).players[0].graveyard).toEqual([])
    const none = board([])
    expect(out(none).players[0].hand).toEqual([])
    expect(out(none).players[0].graveyard).toEqual(['View from Above'])
  })
})
