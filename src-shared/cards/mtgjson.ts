// MTGJSON AtomicCards entries (https://mtgjson.com/data-models/card/card-atomic/) → card definitions.
// `data` maps a card name to its faces; unknown fields (rulings, foreignData, purchaseUrls, …) are ignored.
import type { CardDefinition } from './model'
import { buildCard, buildFace, CardDataError, normaliseLayout } from './build'
import { skipReason, type SkipReason } from './skip'

type Json = Record<string, unknown>

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)
const arr = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.map(String) : undefined)

function sortedFaces(faces: unknown): Json[] {
  if (!Array.isArray(faces) || faces.length === 0) return []
  return (faces as Json[]).slice().sort((a, b) => String(a.side ?? '').localeCompare(String(b.side ?? '')))
}

/** Why this AtomicCards entry is not imported as a card, or null when it is one. */
export function atomicSkipReason(name: string, faces: unknown): SkipReason | null {
  const front = sortedFaces(faces)[0]
  if (!front || typeof front !== 'object') return 'not_a_card'
  return skipReason(str(front.layout), str(front.type))
}

/** Reads one AtomicCards entry (the name and its faces). Throws CardDataError naming the card on bad data. */
export function cardFromAtomic(name: string, facesJson: unknown): CardDefinition {
  const faces = sortedFaces(facesJson)
  if (faces.length === 0) throw new CardDataError(`"${name}": expected a non-empty array of faces`, name)
  const front = faces[0]
  const layout = str(front.layout)
  let cardName = name
  let used = faces
  let meldResult: string | undefined
  let isMeldResult = false
  if (layout === 'meld' && faces.length === 1) {
    // MTGJSON keys a meld card "Bruna, the Fading Light // Brisela, Voice of Nightmares" with its front face only,
    // and the melded card separately with side "b" (CR 713).
    cardName = str(front.faceName) ?? name
    if (front.side === 'b') isMeldResult = true
    else meldResult = name.split(' // ').find((part) => part !== cardName)
  } else if (layout === 'reversible_card') {
    // One card printed on both sides: a single face.
    used = [front]
    cardName = str(front.faceName) ?? name.split(' // ')[0]
  }
  const single = used.length === 1
  const built = used.map((f) =>
    buildFace(
      {
        name: str(f.faceName) ?? str(f.name) ?? cardName,
        manaCost: str(f.manaCost) ?? '',
        typeLine: str(f.type) ?? '',
        oracleText: str(f.text) ?? '',
        power: str(f.power),
        toughness: str(f.toughness),
        loyalty: str(f.loyalty),
        defense: str(f.defense),
        colors: arr(f.colors) ?? [],
        colorIndicator: arr(f.colorIndicator),
        keywords: arr(f.keywords) ?? [],
      },
      cardName,
    ),
  )
  if (single && built[0].name !== cardName) built[0].name = cardName
  const identifiers = (front.identifiers ?? {}) as Json
  return buildCard({
    id: str(identifiers.scryfallOracleId),
    name: cardName,
    layout: normaliseLayout(layout),
    faces: built,
    manaValue:
      typeof front.manaValue === 'number'
        ? front.manaValue
        : typeof front.convertedManaCost === 'number'
          ? front.convertedManaCost
          : undefined,
    colorIdentity: arr(front.colorIdentity),
    legalities: front.legalities,
    isFunny: front.isFunny === true || undefined,
    meldResult,
    isMeldResult,
  })
}
