// A rematch from a saved game: the same variant, house rules, players (the computer's seats too), colours and decks, a new seed (so a new
// shuffle) and a new game. Null for a game that began from a prepared position (no decks to deal again).
import type { SaveDocument } from '@shared/bridge'
import type { GameSetup } from '../../stores/game'
import { isLevel } from '@shared/computer'
import { PLAYER_COLORS } from '../newgame/seats'

export function rematchSetup(doc: SaveDocument): GameSetup | null {
  if (doc.initial !== undefined && doc.initial !== null) return null
  const names = new Map(doc.cards.map((c) => [c.id, c.name]))
  const asNames = (ids: string[] | undefined): string[] | null => {
    if (!ids) return null
    const out = ids.map((id) => names.get(id))
    return out.every((n): n is string => typeof n === 'string') ? out : null
  }
  const players: GameSetup['players'] = []
  for (const [i, p] of doc.players.entries()) {
    const deck = asNames(p.deck)
    if (!deck) return null
    const sideboard = asNames(p.sideboard) ?? []
    const hero = typeof p.setup?.hero === 'string' ? p.setup.hero : undefined
    players.push({
      name: p.name,
      color: p.color ?? PLAYER_COLORS[i % PLAYER_COLORS.length].value,
      deck,
      ...(sideboard.length ? { sideboard } : {}),
      ...(p.deckName ? { deckName: p.deckName } : {}),
      ...(hero ? { hero: names.get(hero) ?? hero } : {}),
    })
  }
  // The computer keeps its seats and levels (people only for a save without them).
  const computers = Object.fromEntries(
    doc.players.flatMap((p, i) => (isLevel(p.computer) ? [[i, p.computer] as const] : [])),
  )
  return {
    variant: doc.variant,
    options: { ...doc.options },
    players,
    start: typeof doc.start === 'number' ? doc.start : 'random',
    cards: doc.cards,
    computers,
  }
}
