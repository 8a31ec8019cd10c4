// Scryfall card objects (https://scryfall.com/docs/api/cards) → card definitions. Unknown fields are ignored.
import type { CardDefinition, CardFace } from './model'
import { buildCard, buildFace, CardDataError, normaliseLayout, type RawFace } from './build'
import { skipReason, type SkipReason } from './skip'

type Json = Record<string, unknown>

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)
const arr = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.map(String) : undefined)

/**
 * Why this Scryfall object is not imported as a card, or null when it is a card. Objects without an "object" field
 * (the bundled starter pool's trimmed card objects) count as cards when they have a name.
 */
export function scryfallSkipReason(obj: unknown): SkipReason | null {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return 'not_a_card'
  const o = obj as Json
  if (o.object !== undefined ? o.object !== 'card' : typeof o.name !== 'string') return 'not_a_card'
  const faces = Array.isArray(o.card_faces) ? (o.card_faces as Json[]) : []
  const typeLine = str(faces[0]?.type_line) ?? str(o.type_line)
  return skipReason(str(o.layout), typeLine)
}

/** Keywords a face has: Scryfall lists them for the whole card; a face gets those its own text mentions. */
function faceKeywords(keywords: string[], text: string, single: boolean): string[] {
  if (single) return keywords
  const lower = text.toLowerCase()
  return keywords.filter((k) => lower.includes(k.toLowerCase()))
}

function rawFace(f: Json, card: Json, single: boolean): RawFace {
  const oracleText = str(f.oracle_text) ?? ''
  return {
    name: str(f.name) ?? '',
    manaCost: str(f.mana_cost) ?? '',
    typeLine: str(f.type_line) ?? '',
    oracleText,
    power: str(f.power),
    toughness: str(f.toughness),
    loyalty: str(f.loyalty),
    defense: str(f.defense),
    // Split halves and adventures print no colours per face: from the face's cost; a flipped face has the card's.
    colors: arr(f.colors) ?? (single || !str(f.mana_cost) ? arr(card.colors) : undefined),
    colorIndicator: arr(f.color_indicator),
    keywords: faceKeywords(arr(card.keywords) ?? [], oracleText, single),
  }
}

/** Un-set and other non-tournament cards: printed in a "funny" set and legal nowhere a tournament card is. */
function isFunny(o: Json): boolean {
  if (o.set_type !== 'funny') return false
  const vintage = (o.legalities as Json | undefined)?.vintage
  return vintage !== 'legal' && vintage !== 'restricted'
}

/** Reads one Scryfall card object. Throws CardDataError naming the card when a field can't be read. */
export function cardFromScryfall(obj: unknown): CardDefinition {
  if (!obj || typeof obj !== 'object') throw new CardDataError('a Scryfall card must be a JSON object', '?')
  let o = obj as Json
  const name = str(o.name)
  if (!name) throw new CardDataError('a Scryfall card needs a "name"', '?')
  let layout = str(o.layout)
  let id = str(o.oracle_id)
  // A reversible card is one card printed twice (both faces share an oracle id): read its first face.
  if (layout === 'reversible_card' && Array.isArray(o.card_faces) && o.card_faces.length) {
    const face = o.card_faces[0] as Json
    o = {
      ...o,
      ...face,
      card_faces: undefined,
      keywords: o.keywords,
      legalities: o.legalities,
      color_identity: o.color_identity,
    }
    id = str(face.oracle_id) ?? id
    layout = 'reversible_card'
  }
  const cardName = str(o.name) ?? name
  const faceObjects = Array.isArray(o.card_faces) && o.card_faces.length ? (o.card_faces as Json[]) : [o]
  const single = faceObjects.length === 1
  const faces: CardFace[] = faceObjects.map((f) => buildFace(rawFace(f, o, single), cardName))
  let meldResult: string | undefined
  let isMeldResult = false
  if (layout === 'meld' && Array.isArray(o.all_parts)) {
    const result = (o.all_parts as Json[]).find((p) => p.component === 'meld_result')
    const resultName = str(result?.name)
    if (resultName === cardName) isMeldResult = true
    else if (resultName) meldResult = resultName
  }
  return buildCard({
    id,
    name: cardName,
    layout: normaliseLayout(layout),
    faces,
    manaValue: typeof o.cmc === 'number' ? o.cmc : undefined,
    colorIdentity: arr(o.color_identity),
    legalities: o.legalities,
    isFunny: isFunny(o) || undefined,
    meldResult,
    isMeldResult,
  })
}
