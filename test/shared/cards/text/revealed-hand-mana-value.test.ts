// "Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player
// discards that card." (Inquisition of Kozilek): the cards offered are those of the kind and mana value (CR 202.3,
// 701.16: the revealed cards are seen by all); "Exile that card" (Castigate) exiles it instead. Every card of the shape: test/shared/cards/text/amount-classes.test.ts.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

describe('a card chosen from a revealed hand, by mana value (CR 202.3)', () => {
  it('CR 202.3: Inquisition of Kozilek offers Lightning Bolt and Grizzly Bears, not Craw Wurm or a land', () => {
    expect(manualLines('Inquisition of Kozilek')).toEqual([])
    const r = play(
      ['Inquisition of Kozilek', 'Lightning Bolt', 'Craw Wurm'],
      { hand: ['Inquisition of Kozilek'], battlefield: ['Swamp'] },
      { hand: ['Lightning Bolt', 'Craw Wurm', 'Grizzly Bears', 'Forest'] },
      [{ player: 0, type: 'cast', card: 'Inquisition of Kozilek', targets: ['player:1'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const pending = r.state.pending[0] as { options?: string[] }
    const names = (pending.options ?? []).map((id) => r.state.cards[r.state.objects[id].def].name).sort()
    expect(names).toEqual(['Grizzly Bears', 'Lightning Bolt'])
  })

  it('CR 202.3: with only bigger spells and lands in hand, nothing is chosen and nothing discarded', () => {
    const r = play(
      ['Inquisition of Kozilek', 'Craw Wurm'],
      { hand: ['Inquisition of Kozilek'], battlefield: ['Swamp'] },
      { hand: ['Craw Wurm', 'Forest'] },
      [{ player: 0, type: 'cast', card: 'Inquisition of Kozilek', targets: ['player:1'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(r.state.pending).toEqual([])
    expect(out(r).players[1].hand.length).toBe(2)
  })

  it('CR 406.3: Castigate exiles the card chosen from the revealed hand; Duress still has it discarded', () => {
    expect(manualLines('Castigate')).toEqual([])
    const r = play(
      ['Castigate', 'Lightning Bolt'],
      { hand: ['Castigate'], battlefield: ['Plains', 'Swamp'] },
      { hand: ['Lightning Bolt', 'Forest'] },
      [
        { player: 0, type: 'cast', card: 'Castigate', targets: ['player:1'] },
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Lightning Bolt'] },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].exile).toEqual(['Lightning Bolt'])
    expect(out(r).players[1].graveyard).toEqual([])
    expect(out(r).players[1].hand).toEqual(['Forest'])
    const d = play(
      ['Duress', 'Lightning Bolt'],
      { hand: ['Duress'], battlefield: ['Swamp'] },
      { hand: ['Lightning Bolt', 'Forest'] },
      [
        { player: 0, type: 'cast', card: 'Duress', targets: ['player:1'] },
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Lightning Bolt'] },
      ],
    )
    expect(out(d).players[1].graveyard).toEqual(['Lightning Bolt'])
    expect(out(d).players[1].exile ?? []).toEqual([])
  })
})
