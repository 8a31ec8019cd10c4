// What deck-building rules read of a card: its types as a card in a library (front face, CR 712.4a; a split card
// has both halves' types, CR 709.4c), basic-ness, legendary-ness, and "A deck can have any number of cards named …".
import type { CardDefinition, CardFace } from '../model'
import { NUMBER_WORDS } from '../../mana/numberWords'

function libraryFaces(card: CardDefinition): CardFace[] {
  return card.layout === 'split' || card.layout === 'aftermath' ? card.faces : card.faces.slice(0, 1)
}

export function cardTypes(card: CardDefinition): Set<string> {
  return new Set(libraryFaces(card).flatMap((f) => f.types))
}

export function cardSupertypes(card: CardDefinition): Set<string> {
  return new Set(libraryFaces(card).flatMap((f) => f.supertypes))
}

/** CR 205.4c: a basic land card has the supertype basic. */
export const isBasicLand = (card: CardDefinition) => cardSupertypes(card).has('Basic') && cardTypes(card).has('Land')
export const isLegendary = (card: CardDefinition) => cardSupertypes(card).has('Legendary')
export const isCreature = (card: CardDefinition) => cardTypes(card).has('Creature')
export const isLand = (card: CardDefinition) => cardTypes(card).has('Land')
export const isPlaneswalker = (card: CardDefinition) => cardTypes(card).has('Planeswalker')

/**
 * A card's own exception to the copy limit (CR 100.2a as overridden by card text, CR 101.1): "A deck can have any
 * number of cards named Relentless Rats." → Infinity; "… up to seven cards named Seven Dwarves." → 7.
 */
export function ownCopyLimit(card: CardDefinition): number | undefined {
  for (const face of card.faces) {
    const m = /A deck can have (any number of|up to (\w+)) cards named ([^.]+)\./i.exec(face.oracleText)
    if (!m) continue
    if (m[3].trim().toLowerCase() !== card.name.toLowerCase() && m[3].trim().toLowerCase() !== face.name.toLowerCase())
      continue
    if (!m[2]) return Infinity
    return NUMBER_WORDS[m[2].toLowerCase()] ?? (Number(m[2]) || undefined)
  }
  return undefined
}
