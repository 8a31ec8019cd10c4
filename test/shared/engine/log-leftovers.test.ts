// The log's last broken shapes, fixed at the source: the Lotus given by ruling MH-4 is public, so every reader's
// line names it ("gets a Lotus", never "gets a a card"); an ability's targets follow its text after a comma, not
// after its full stop ("…planeswalker, targeting Ben").
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { createGame, legalActions, linesFor, record, startHistory, viewFor } from '@shared/engine'
import { textWithTargets } from '@shared/engine/logWords'
import { starterDecks, starterPool } from '@shared/cards/starter'
import { matchDeck } from '@shared/computer/decks'
import { LOTUS_DEF } from '@shared/variants/manahearth/lotus'

describe('ruling MH-4: the Lotus is named to every reader', () => {
  it('"Ben gets a Lotus (ruling MH-4)" for Ann, Ben and a spectator; Ann sees it in Ben’s hand', () => {
    const deck = starterDecks().find((d) => d.variant === 'manahearth')!
    const d = matchDeck(deck.text, starterPool(), deck.name)
    const players = ['Ann', 'Ben'].map((name) => ({ name, deck: d.main, extra: { hero: d.hero } }))
    let h = startHistory(createGame({ variant: 'manahearth', seed: 5, cards: d.cards, players, start: 0 }))
    const seen: string[][] = [[], [], []]
    for (let i = 0; i < 12 && !h.state.players[1].zones.hand.some((id) => h.state.objects[id].def === LOTUS_DEF); i++) {
      const s = h.state
      const p = s.pending[0]?.player ?? s.priority!
      const legal = legalActions(s, p)
      const a = legal.find((x) => x.type === 'keep') ?? legal[0]
      const r = record(h, a)
      if (!r.ok) throw new Error(r.reason)
      ;([0, 1, 'spectator'] as const).forEach((reader, k) =>
        seen[k].push(...linesFor(s, r.history.state, a, r.lines, reader)),
      )
      h = r.history
    }
    for (const lines of seen) {
      expect(lines).toContain('Ben gets a Lotus (ruling MH-4)')
      expect(lines.join('\n')).not.toMatch(/gets a (a )?card/)
    }
    const annSees = viewFor(h.state, 0)
    expect(annSees.players[1].zones.hand.some((id) => annSees.objects[id].def === LOTUS_DEF)).toBe(true)
  })
})

describe('an ability’s text and its targets', () => {
  it('the text’s full stop gives way to a comma', () => {
    expect(textWithTargets('Deals 2 damage to any target or planeswalker.', ['Ben'])).toBe(
      'Deals 2 damage to any target or planeswalker, targeting Ben',
    )
    expect(textWithTargets('Tap target creature.', ['Grizzly Bears', 'Ben'])).toBe(
      'Tap target creature, targeting Grizzly Bears and Ben',
    )
    expect(textWithTargets('Draw a card.', [])).toBe('Draw a card.')
  })
})
