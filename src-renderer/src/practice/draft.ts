// A draft at the kitchen table (Practice → Draft / Sealed): the pod's state from @shared/draft, which person is at the
// screen and whether the hand-off cover is up, the pick timer, and the autosave of the draft in progress. The screen
// shows only the seat at it: its pack and its own picks; the cover comes up whenever another person takes over.
// The draft in progress is saved by main after every pick (src-main/saves/drafts.ts), one write after another. The
// bots' picks and decks are worked out off the page's thread (draftBots.ts).
import { markRaw, reactive, toRaw } from 'vue'
import { bridge, unwrap } from '../bridge'
import type { CardDefinition } from '@shared/cards/model'
import { CardPool } from '@shared/cards/pool'
import { parseDeckList } from '@shared/cards/decklist'
import { starterPool } from '@shared/cards/starter'
import {
  CUBE_PACK_SIZE,
  DRAFT_ROUNDS,
  SEALED_PACKS,
  createPod,
  cubeEntries,
  cubeNeeds,
  readCube,
  type Cube,
  currentPack,
  openPodPacks,
  readSetFile,
  seatPeople,
  type BuiltDeck,
  type DraftFormat,
  type DraftSet,
  type DraftSource,
  type DraftState,
  type DraftSave,
  type DraftSettings,
} from '@shared/draft'
import type { LimitedBuild } from '../stores/deckEditor'
import { askBots } from './draftBots'
import { lookupFor } from './draftBotsWork'

export interface DraftSession {
  state: DraftState | null
  settings: DraftSettings
  /** Definitions of the pod's cards (by name) and the bundled basic lands. */
  cards: CardDefinition[]
  /** The person at the screen (a seat), and whether the cover is up before them. */
  atScreen: number | null
  covered: boolean
  /** Seconds left for this pick (timer on). */
  secondsLeft: number
  /** The bots are picking (the pack waits). */
  busy: boolean
  /** After the draft: the bots' builder's deck for every seat (the bots' decks, the people's suggestions). */
  built: BuiltDeck[] | null
  /** After the draft: each person's deck list as they build it (seat → text). */
  decks: Record<number, string>
  /** A person's 3-round gauntlet against bot decks: the rounds started so far. */
  gauntlet: { seat: number | null; round: number; opponents: number[] }
}

export const draft = reactive<DraftSession>({
  state: null,
  settings: { timerSeconds: 0, title: '' },
  cards: [],
  atScreen: null,
  covered: false,
  secondsLeft: 0,
  busy: false,
  built: null,
  decks: {},
  gauntlet: { seat: null, round: 0, opponents: [] },
})

export function draftLookup(): (name: string) => CardDefinition | undefined {
  return lookupFor(draft.cards)
}

/** Reads an MTGJSON set file's text; throws with the problem named. */
export function readSetText(text: string, name: string): DraftSet {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new Error(`${name} is not valid JSON (${e instanceof Error ? e.message : String(e)})`)
  }
  return readSetFile(json, name)
}

/** Reads a cube list (any deck-list file): its cards from the bundled pool, else from the card database in use
 *  (asked of main). Throws with the problem named: a line that doesn't read, cards no pool holds. */
export async function readCubeText(text: string, file: string): Promise<{ cube: Cube; name: string }> {
  const name = file.replace(/\.[^.]*$/, '') || file
  const entries = cubeEntries(text, file)
  if (!entries.length) throw new Error(`${file} lists no cards`)
  const pool = new CardPool(starterPool().all())
  const missing = entries.filter((e) => !pool.byName(e.name))
  if (missing.length) {
    // The imported database's definitions come from main (the page holds only the bundled pool).
    const check = unwrap(
      await bridge().decks.check({
        variant: 'normal',
        deck: { main: missing.slice(0, 1000), sideboard: [], hero: null, type: null },
      }),
    )
    for (const def of check.cards ?? []) if (!pool.byName(def.name)) pool.add(def)
  }
  return { cube: readCube(text, pool, file, ' (import a card database on the Cards screen to use its cards)'), name }
}

/** Why a cube can't seat a pod (too few cards), or null. */
export function cubeTooSmall(cube: Cube, format: DraftFormat, seats: number): string | null {
  const rounds = format === 'sealed' ? SEALED_PACKS : DRAFT_ROUNDS
  const need = cubeNeeds(seats, rounds)
  if (cube.names.length >= need) return null
  return `The cube list has ${cube.names.length} cards, too few: ${format === 'sealed' ? 'sealed' : 'a draft'} of ${seats} seats needs at least ${need} (${rounds * CUBE_PACK_SIZE} a seat, ${rounds} packs of ${CUBE_PACK_SIZE}). Add cards or choose fewer seats.`
}

export interface DraftSetup {
  /** A set file, or a cube list (its cards resolved) with its name. */
  source: DraftSource
  format: DraftFormat
  seats: number
  people: string[]
  apart: boolean
  timerSeconds: number
  seed: number
}

export const people = (s: DraftState) => s.seats.flatMap((seat, i) => (seat.kind === 'person' ? [i] : []))

/** Starts a pod: opens the packs, lets the bots pick, and puts the first person at the screen. */
export async function startDraft(o: DraftSetup): Promise<void> {
  const kinds = seatPeople(o.seats, o.people.length, o.apart)
  let p = 0
  const seats = kinds.map((kind) => (kind === 'person' ? { kind, name: o.people[p++] } : { kind }))
  const src = o.source
  const cards = 'set' in src ? src.set.cards : src.cube.cards
  const state = createPod({
    format: o.format,
    set: 'set' in src ? src.set.code : src.name,
    cube: !('set' in src),
    seed: o.seed,
    seats,
    packs: openPodPacks(src, o.format, o.seats, o.seed),
  })
  draft.cards = markRaw(toRaw(cards))
  // Main keeps the set's cards, so the decks of this draft resolve wherever decks are read (the deck library, New
  // Game, practice), in this session and later ones.
  if ('set' in src)
    void bridge()
      .drafts.keepSet({
        code: src.set.code,
        name: src.set.name,
        cards: JSON.parse(JSON.stringify(cards)) as CardDefinition[],
      })
      .catch(() => undefined)
  draft.settings = { timerSeconds: o.timerSeconds, title: 'set' in src ? src.set.name : src.name }
  draft.built = null
  draft.decks = {}
  draft.gauntlet = { seat: null, round: 0, opponents: [] }
  draft.busy = true
  try {
    draft.state = markRaw(await askBots(cards, { op: 'run', state }))
  } finally {
    draft.busy = false
  }
  draft.atScreen = null
  advance()
}

/** The next person with a pack after `from` (seat order), or null. */
function nextPerson(s: DraftState, from: number | null): number | null {
  const ps = people(s)
  const start = from === null ? 0 : ps.indexOf(from) + 1
  for (let k = 0; k < ps.length; k++) {
    const seat = ps[(start + k) % ps.length]
    if (currentPack(s, seat)) return seat
  }
  return null
}

/** Puts the next person at the screen; the cover comes up when the person changes and there are two or more. */
function advance(): void {
  const s = draft.state
  if (!s) return
  if (s.done) {
    draft.atScreen = null
    draft.covered = false
    clearSave()
    void buildDecks()
    return
  }
  const next = nextPerson(s, draft.atScreen)
  if (next !== draft.atScreen) draft.covered = people(s).length > 1
  draft.atScreen = next
  draft.secondsLeft = draft.settings.timerSeconds
  autosave()
}

/** The person at the screen takes a card of their pack (one pick at a time: the pack waits for the bots). */
export async function pickCard(index: number): Promise<void> {
  const s = draft.state
  const seat = draft.atScreen
  if (!s || seat === null || draft.covered || draft.busy) return
  draft.busy = true
  try {
    // The pod's state is plain data replaced at each pick (markRaw: Vue doesn't proxy it).
    const next = await askBots(draft.cards, { op: 'pick', state: s, seat, index })
    if (draft.state !== s) return // the draft was left meanwhile
    draft.state = markRaw(next)
  } finally {
    draft.busy = false
  }
  advance()
}

/** The timer ran out: the pick the seat's bot would make. */
export async function pickForTimer(): Promise<void> {
  const s = draft.state
  const seat = draft.atScreen
  if (!s || seat === null || draft.busy) return
  const index = await askBots(draft.cards, { op: 'suggest', state: s, seat })
  if (index !== null && draft.state === s && draft.atScreen === seat) await pickCard(index)
}

/** After the draft: every seat's deck by the bots' builder; each person's list starts as that suggestion. */
async function buildDecks(): Promise<void> {
  const s = draft.state
  if (!s?.done) return
  const built = await askBots(draft.cards, { op: 'decks', state: s })
  if (draft.state !== s) return
  draft.built = markRaw(built)
  for (const p of people(s)) if (draft.decks[p] === undefined) draft.decks[p] = built[p].text
}

export function uncover(): void {
  draft.covered = false
  draft.secondsLeft = draft.settings.timerSeconds
}

/** Saves run one after another, so the file always ends with the latest pick. */
let saving: Promise<unknown> = Promise.resolve()

function autosave(): void {
  if (!draft.state || draft.state.done) return
  const settings = { ...draft.settings, atScreen: draft.atScreen }
  const { state, cards } = draft
  // The save's text (the pod, its cards' definitions, a checksum: megabytes) is written in the bots' worker.
  saving = saving
    .then(async () => bridge().drafts.save({ text: await askBots(cards, { op: 'save', state, settings }) }))
    .catch(() => undefined)
}

function clearSave(): void {
  saving = saving.then(() => bridge().drafts.clear()).catch(() => undefined)
}

/** The saved draft in progress, when there is one (throws when it is damaged: the file is set aside). */
export async function savedDraft(): Promise<DraftSave | null> {
  await saving
  return unwrap(await bridge().drafts.load())
}

/** Resumes a saved draft exactly (the cover first when two or more people draft). */
export function resumeDraft(save: DraftSave): void {
  draft.built = null
  draft.decks = {}
  draft.cards = markRaw(save.cards)
  draft.settings = { timerSeconds: save.settings.timerSeconds, title: save.settings.title }
  draft.state = markRaw(save.state)
  const at = save.settings.atScreen
  if (typeof at === 'number' && currentPack(save.state, at)) {
    // The same person comes back to the same pick, behind the cover when others draft too.
    draft.atScreen = at
    draft.covered = people(save.state).length > 1
    draft.secondsLeft = draft.settings.timerSeconds
  } else {
    draft.atScreen = null
    advance()
  }
}

export function leaveDraft(): void {
  draft.state = null
  draft.built = null
  draft.decks = {}
  draft.gauntlet = { seat: null, round: 0, opponents: [] }
  draft.atScreen = null
  draft.covered = false
}

/** Each seat's pool as definitions. */
export function poolDefs(seat: number): CardDefinition[] {
  const s = draft.state
  if (!s) return []
  const lookup = draftLookup()
  return s.pools[seat].map((c) => lookup(c.name)).filter((d): d is CardDefinition => !!d)
}

/** The deck the bots' builder made from a seat's pool (a person's suggestion, a bot's deck), once built. */
export function suggestedDeck(seat: number): BuiltDeck | null {
  return draft.built?.[seat] ?? null
}

/** Every card definition of the pod (the packs' cards) and the bundled basic lands. */
export function podCards(): CardDefinition[] {
  const out = new Map<string, CardDefinition>()
  for (const d of draft.cards) out.set(d.name, d)
  for (const d of starterPool().all())
    if (d.faces[0].supertypes.includes('Basic') && d.faces[0].types.includes('Land') && !out.has(d.name))
      out.set(d.name, d)
  return [...out.values()]
}

/** The limited build of a person's deck in the deck editor: their pool and the basic lands as the card source. */
export function limitedBuildOf(seat: number): LimitedBuild | null {
  const s = draft.state
  if (!s?.done) return null
  const pool = s.pools[seat].map((c) => c.name)
  const names = new Set(pool)
  const cards = podCards().filter(
    (d) => names.has(d.name) || (d.faces[0].supertypes.includes('Basic') && d.faces[0].types.includes('Land')),
  )
  return { title: draft.settings.title || s.set, seat, person: s.seats[seat].name, pool, cards }
}

/** The person's deck list as entries (their list so far, else the suggestion). */
export function deckEntriesOf(seat: number): { name: string; count: number }[] {
  const text = draft.decks[seat] ?? suggestedDeck(seat)?.text ?? ''
  return parseDeckList(text).main.map((e) => ({ name: e.name, count: e.count }))
}
