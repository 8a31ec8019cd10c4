// A draft at the kitchen table (Practice → Draft / Sealed): the pod's state from @shared/draft, which person is at the
// screen and whether the hand-off cover is up, the pick timer, and the autosave of the draft in progress. The screen
// shows only the seat at it: its pack and its own picks; the cover comes up whenever another person takes over.
// The draft in progress is saved by main after every pick (src-main/saves/drafts.ts), one write after another.
import { markRaw, reactive } from 'vue'
import { bridge, unwrap } from '../bridge'
import type { CardDefinition } from '@shared/cards/model'
import { starterPool } from '@shared/cards/starter'
import {
  buildDeck,
  createPod,
  currentPack,
  draftSave,
  lookupOf,
  openPodPacks,
  pick,
  readSetFile,
  runBots,
  seatPeople,
  suggestPick,
  type DraftFormat,
  type DraftSet,
  type DraftState,
  type DraftSave,
  type DraftSettings,
} from '@shared/draft'

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
}

export const draft = reactive<DraftSession>({
  state: null,
  settings: { timerSeconds: 0, title: '' },
  cards: [],
  atScreen: null,
  covered: false,
  secondsLeft: 0,
})

let lookupCache: { cards: CardDefinition[]; fn: (n: string) => CardDefinition | undefined } | null = null

export function draftLookup(): (name: string) => CardDefinition | undefined {
  if (!lookupCache || lookupCache.cards !== draft.cards) {
    const own = lookupOf(draft.cards)
    const basics = starterPool()
    lookupCache = { cards: draft.cards, fn: (n) => own(n) ?? basics.byName(n) }
  }
  return lookupCache.fn
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

export interface DraftSetup {
  set: DraftSet
  format: DraftFormat
  seats: number
  people: string[]
  apart: boolean
  timerSeconds: number
  seed: number
}

export const people = (s: DraftState) => s.seats.flatMap((seat, i) => (seat.kind === 'person' ? [i] : []))

/** Starts a pod: opens the packs, lets the bots pick, and puts the first person at the screen. */
export function startDraft(o: DraftSetup): void {
  const kinds = seatPeople(o.seats, o.people.length, o.apart)
  let p = 0
  const seats = kinds.map((kind) => (kind === 'person' ? { kind, name: o.people[p++] } : { kind }))
  draft.cards = markRaw(o.set.cards)
  draft.settings = { timerSeconds: o.timerSeconds, title: o.set.name }
  const state = createPod({
    format: o.format,
    set: o.set.code,
    seed: o.seed,
    seats,
    packs: openPodPacks({ set: o.set }, o.format, o.seats, o.seed),
  })
  draft.state = markRaw(runBots(state, draftLookup()))
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
    return
  }
  const next = nextPerson(s, draft.atScreen)
  if (next !== draft.atScreen) draft.covered = people(s).length > 1
  draft.atScreen = next
  draft.secondsLeft = draft.settings.timerSeconds
  autosave()
}

/** The person at the screen takes a card of their pack. */
export function pickCard(index: number): void {
  const s = draft.state
  const seat = draft.atScreen
  if (!s || seat === null || draft.covered) return
  // The pod's state is plain data replaced at each pick (markRaw: Vue doesn't proxy it, structuredClone copies it).
  draft.state = markRaw(runBots(pick(s, seat, index, draftLookup()), draftLookup()))
  advance()
}

/** The timer ran out: the pick the seat's bot would make. */
export function pickForTimer(): void {
  const s = draft.state
  if (!s || draft.atScreen === null) return
  const suggestion = suggestPick(s, draft.atScreen, draftLookup())
  if (suggestion) pickCard(suggestion.index)
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
  const text = JSON.stringify(draftSave(draft.state, draftLookup(), settings))
  saving = saving.then(() => bridge().drafts.save({ text })).catch(() => undefined)
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

/** The deck the bots' builder makes from a seat's pool (a person's suggestion, a bot's deck). */
export function suggestedDeck(seat: number) {
  return buildDeck(poolDefs(seat))
}
