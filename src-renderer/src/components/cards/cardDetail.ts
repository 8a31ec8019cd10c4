// The large card view's content and its open/close state, shared by every screen (table, mulligan, card database,
// deck lists). Each rules-text line carries an automation mark: whether the engine applies it, does part of it, or
// the players resolve it by hand (the engine's own judgement of each line, as `cards explain` gives it).
import { ref } from 'vue'
import type { InjectionKey, Ref } from 'vue'
import type { CardDefinition } from '@shared/cards/model'
import { starterPool } from '@shared/cards/starter'
import { verifiedFaceLines } from '@shared/engine/lineTemplates'
import type { GameState, ObjId } from '@shared/engine'
import { cardInfo } from '../table/cardInfo'

export interface CardTextLine {
  text: string
  /** true: the engine applies it; false: resolved by hand; undefined: not known. */
  automated?: boolean
  /** Not automated, but the engine does part of it (a trigger it puts on the stack, a cost it pays). */
  partly?: boolean
  /** Run by the engine, but a template it uses has no passing behavioural check (engine/lineTemplates.ts). */
  unverified?: boolean
}

export interface CardFaceDetail {
  name: string
  cost: string
  typeLine: string
  lines: CardTextLine[]
  pt: string | null
  loyalty: string | null
}

export interface CardDetail {
  name: string
  faces: CardFaceDetail[]
  /** The live state of a card on the table: tapped, counters, damage, keywords, marks. */
  notes: string[]
  frame: string
}

/** The state the cards below show (the viewer's view on the table, the replay's position): provided by the screen. */
export const CARD_STATE: InjectionKey<Ref<GameState | null | undefined>> = Symbol('card state')

/** The card shown in the large view, or null. */
export const cardDetail = ref<CardDetail | null>(null)

export function openCardDetail(detail: CardDetail | null): void {
  if (detail) cardDetail.value = detail
}
export function closeCardDetail(): void {
  cardDetail.value = null
}

function frameOf(def: CardDefinition): string {
  const face = def.faces[0]
  if (face?.types.includes('Land')) return 'L'
  const colors = face?.colors ?? []
  return colors.length === 0 ? 'C' : colors.length > 1 ? 'M' : colors[0]
}

/** The card's text with a mark per line (a line the engine leaves to the players is marked "by hand"). */
export function detailFromDefinition(def: CardDefinition, notes: string[] = []): CardDetail {
  const marks = (face: CardDefinition['faces'][number]): CardTextLine[] | null => {
    try {
      return verifiedFaceLines(face).map((l) => ({
        text: l.text,
        automated: l.automated,
        partly: !!l.partly,
        ...(l.reason?.code === 'unverified' ? { unverified: true } : {}),
      }))
    } catch {
      return null
    }
  }
  return {
    name: def.name,
    frame: frameOf(def),
    notes,
    faces: def.faces.map((face) => ({
      name: face.name,
      cost: face.manaCostText,
      typeLine: face.typeLine,
      pt: face.power !== undefined ? `${face.power}/${face.toughness ?? '?'}` : null,
      loyalty: face.loyalty ?? null,
      lines:
        marks(face) ??
        face.oracleText
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map((text) => ({ text })),
    })),
  }
}

/** A card on the table, as the viewer's view shows it (never a hidden card). */
export function detailFromState(state: GameState, id: ObjId): CardDetail | null {
  const info = cardInfo(state, id)
  const obj = state.objects[id]
  if (info.hidden || !obj) return null
  const def = state.cards[obj.def]
  if (!def) return null
  const notes: string[] = []
  if (info.tapped) notes.push('Tapped')
  if (info.sick) notes.push('Summoning sick')
  if (info.damage) notes.push(`${info.damage} damage`)
  for (const [kind, n] of info.counters) notes.push(`${n} ${kind} counter${n === 1 ? '' : 's'}`)
  if (info.keywords.length) notes.push(`Has ${info.keywords.join(', ')}`)
  if (info.pt && info.isCreature) notes.push(`Now ${info.pt}`)
  if (info.name !== def.name) notes.push(`Cast as ${info.name}`)
  const detail = detailFromDefinition(def, notes)
  return info.name !== def.name ? { ...detail, name: info.name } : detail
}

let pool: ReturnType<typeof starterPool> | null = null
/** A card by name (card database, deck lists): the bundled card pool's text, or what the caller knows. */
export function detailFromName(name: string, known: { manaCost?: string; typeLine?: string } = {}): CardDetail {
  pool ??= starterPool()
  const def = pool.byName(name)
  if (def) return detailFromDefinition(def)
  return {
    name,
    frame: 'C',
    notes: ['The rules text is in the card database (Settings → Card database).'],
    faces: [{ name, cost: known.manaCost ?? '', typeLine: known.typeLine ?? '', lines: [], pt: null, loyalty: null }],
  }
}
