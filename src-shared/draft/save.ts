// A draft in progress as a save: the pod's whole state (seats, packs, picks, the seed), the definitions of every card
// in its packs (so it resumes without the set file), the people's settings, and a checksum of all of it. Reading
// checks every part and names the first problem; a save that fails is never used (nor overwritten by its reader).
import type { CardDefinition } from '../cards/model'
import type { DraftState } from './pod'
import { MAX_SEATS, MIN_SEATS } from './pod'

export const DRAFT_SAVE_FORMAT = 'hearthside-draft'
export const DRAFT_SAVE_VERSION = 1

export interface DraftSettings {
  /** Seconds for each pick (0: no timer). */
  timerSeconds: number
  /** The set's or cube's name for lists. */
  title: string
  /** The person at the screen when it was saved (they come back to it, behind the cover). */
  atScreen?: number | null
}

export interface DraftSave {
  format: typeof DRAFT_SAVE_FORMAT
  version: number
  savedAt: string
  settings: DraftSettings
  state: DraftState
  cards: CardDefinition[]
  /** FNV-1a of the JSON of settings, state and cards. */
  checksum: string
}

export class DraftSaveError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DraftSaveError'
  }
}

/** FNV-1a, 32 bits, of a string (a check against damage, not against tampering). */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}

const body = (s: Pick<DraftSave, 'settings' | 'state' | 'cards'>) =>
  JSON.stringify({ settings: s.settings, state: s.state, cards: s.cards })

/** The save of a pod: only the definitions of the cards in its packs. */
export function draftSave(
  state: DraftState,
  lookup: (name: string) => CardDefinition | undefined,
  settings: DraftSettings,
  now = new Date(),
): DraftSave {
  const names = new Set(state.opened.flat(2).map((c) => c.name))
  const cards = [...names].map((n) => lookup(n)).filter((d): d is CardDefinition => !!d)
  const save = { settings, state, cards }
  return {
    format: DRAFT_SAVE_FORMAT,
    version: DRAFT_SAVE_VERSION,
    savedAt: now.toISOString(),
    ...save,
    checksum: fnv1a(body(save)),
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Reads and checks a draft save (parsed JSON). Throws DraftSaveError naming the problem. */
export function readDraftSave(json: unknown): DraftSave {
  const fail = (m: string): never => {
    throw new DraftSaveError(`not a usable draft save: ${m}`)
  }
  if (!isObj(json)) return fail('expected a JSON object')
  if (json.format !== DRAFT_SAVE_FORMAT)
    return fail(`"format" is ${JSON.stringify(json.format)}, not "${DRAFT_SAVE_FORMAT}"`)
  if (json.version !== DRAFT_SAVE_VERSION)
    return fail(`"version" ${JSON.stringify(json.version)} is not one this app reads (${DRAFT_SAVE_VERSION})`)
  if (
    !isObj(json.settings) ||
    typeof json.settings.timerSeconds !== 'number' ||
    typeof json.settings.title !== 'string'
  )
    return fail('"settings" needs timerSeconds and title')
  if (!Array.isArray(json.cards)) return fail('"cards" is not a list')
  const s = json.state
  if (!isObj(s)) return fail('"state" is missing')
  if (!Array.isArray(s.seats) || s.seats.length < MIN_SEATS || s.seats.length > MAX_SEATS)
    return fail(`"state.seats" must hold ${MIN_SEATS} to ${MAX_SEATS} seats`)
  const n = s.seats.length
  for (const key of ['opened', 'waiting', 'picks', 'pools'] as const)
    if (!Array.isArray(s[key]) || (s[key] as unknown[]).length !== n)
      return fail(`"state.${key}" needs one entry per seat`)
  if (typeof s.round !== 'number' || typeof s.rounds !== 'number' || s.round < 0 || s.round > s.rounds)
    return fail('"state.round" is out of range')
  if (json.checksum !== fnv1a(body(json as unknown as DraftSave)))
    return fail('its checksum does not match its contents (the file is damaged)')
  const save = json as unknown as DraftSave
  const known = new Set(save.cards.map((c) => c?.name))
  for (const seat of save.state.opened)
    for (const pack of seat)
      for (const c of pack)
        if (!known.has(c.name) && !/^(Plains|Island|Swamp|Mountain|Forest)$/.test(c.name))
          return fail(`the card "${c.name}" in its packs has no definition in "cards"`)
  // Every card is in exactly one place: a pool, or a pack still being passed, or a pack of a later round.
  const count = (xs: { uuid: string }[]) => xs.length
  let placed = 0
  for (let seat = 0; seat < n; seat++) {
    placed += count(save.state.pools[seat])
    for (const p of save.state.waiting[seat]) placed += count(p)
    for (let r = save.state.round + 1; r < save.state.rounds; r++) placed += count(save.state.opened[seat][r] ?? [])
  }
  const opened = save.state.opened.flat(2).length
  if (placed !== opened) return fail(`its packs, pools and passed packs hold ${placed} cards, not the ${opened} opened`)
  return save
}
