// Staples players bring: Brainstorm (CR 401.4: cards put on top together, in the order their owner chooses) and
// Howling Mine (an intervening "if ~ is untapped", CR 603.4; "that player" is the player whose draw step it is).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const names = (r: ReturnType<typeof play>, p: number) =>
  r.state.players[p].zones.library.map((id) => r.state.cards[r.state.objects[id].def].name)

describe('staples', () => {
  it('CR 401.4: Brainstorm draws three, then puts the two cards chosen on top, the first named on top', () => {
    expect(manualLines('Brainstorm')).toEqual([])
    const r = play(
      ['Brainstorm'],
      {
        hand: ['Brainstorm', 'Lightning Bolt'],
        battlefield: ['Island'],
        library: ['Forest', 'Forest', 'Mountain', 'Swamp'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Brainstorm' },
        ...passBoth,
        { player: 0, type: 'choose', cards: ['Lightning Bolt', 'Mountain'] },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toEqual(['Forest', 'Forest'])
    expect(names(r, 0)).toEqual(['Lightning Bolt', 'Mountain', 'Swamp'])
    // Hidden cards from a hidden zone to a hidden zone: the log names how many, not which (CR 400.2).
    expect(out(r).log).toContain('Ann puts 2 cards from their hand on top of their library')
    const wrong = play(
      ['Brainstorm'],
      { hand: ['Brainstorm'], battlefield: ['Island'], library: ['Forest', 'Forest', 'Mountain', 'Swamp'] },
      {},
      [{ player: 0, type: 'cast', card: 'Brainstorm' }, ...passBoth, { player: 0, type: 'choose', cards: ['Forest'] }],
    )
    expect(out(wrong).rejected?.[0].reason).toMatch(/exactly 2 cards/)
  })

  it("CR 603.4, 504.2: Howling Mine gives each player an additional card in their draw step only while it's untapped", () => {
    expect(manualLines('Howling Mine')).toEqual([])
    const mine = (tapped: boolean) =>
      play(
        ['Howling Mine'],
        { battlefield: [{ name: 'Howling Mine', tapped }] },
        {},
        [{ type: 'passUntil', step: 'precombatMain' }],
        'upkeep',
      )
    expect(out(mine(false)).players[0].hand).toHaveLength(2)
    expect(out(mine(true)).players[0].hand).toHaveLength(1)
    const bens = play(
      ['Howling Mine'],
      { battlefield: ['Howling Mine'] },
      {},
      [{ type: 'passUntil', step: 'precombatMain' }],
      'end',
    )
    expect(bens.state.active).toBe(1)
    expect(out(bens).players[1].hand).toHaveLength(2)
  })
})
