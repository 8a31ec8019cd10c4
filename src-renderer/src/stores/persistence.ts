// Saving the game in progress: Save (into the game's own save), Save As…, and the autosave after every change of
// the game. Autosaves are serialised: at most one write is under way, and changes made meanwhile are written once,
// with the latest position, when it ends (writes never pile up). Messages never show internal file names.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { SaveInput } from '@shared/bridge'
import type { GameState, NewGame } from '@shared/engine'
import { saveInputFromGame } from '@shared/engine/saveFromGame'
import { bridge } from '../bridge'
import { useHistoryStore } from './history'

/** Autosave file names: the saves service keeps them in rotation and never lets Save write over them. */
const AUTOSAVE_ID = /\.auto-\d+\.json$/

/** A message for players: file names and paths left out. */
export function friendlyError(message: string): string {
  return message
    .replace(/"[^"]*\.(json|tmp|txt|dek|cod)"/gi, 'the file')
    .replace(/(^|\s)(\/|[A-Za-z]:\\)\S*/g, '$1the file')
    .replace(/[^\s"]+\.(json|tmp)\b/gi, 'the file')
}

export const usePersistenceStore = defineStore('persistence', () => {
  const history = useHistoryStore()
  /** How the game began (for saves): the createGame parameters, or the position the log starts from. */
  const origin = shallowRef<{ setup?: NewGame; initialState?: GameState }>({})
  const gameId = ref('')
  /** The game's own save in the saves folder (never an autosave: Save writes there). */
  const saveId = ref<string | null>(null)
  const colors = ref<string[]>([])
  const deckNames = ref<(string | undefined)[]>([])
  /** The seats the computer plays and its levels (saved with the players; set by the game store). */
  const computers = ref<Record<number, 'easy' | 'normal' | 'hard'>>({})
  /** Each seat's PIN digest (stores/seatPins.ts), saved with the players; set by the game store. */
  const pins = ref<(string | undefined)[]>([])
  /** Cleanup discards chosen ahead, by seat (CR 514.1), saved with the players; set by the game store. */
  const discardAhead = shallowRef<Record<number, { turn: number; cards: string[] }>>({})
  const lastSaved = ref<string | null>(null)
  let writing: Promise<void> | null = null
  let dirty = false
  /** The position to write once the game is left (the history is gone by the time the write runs). */
  let sealed: SaveInput | null = null

  function begin(options: {
    gameId: string
    saveId: string | null
    origin: { setup?: NewGame; initialState?: GameState }
    colors: string[]
    deckNames: (string | undefined)[]
  }): void {
    gameId.value = options.gameId
    saveId.value = options.saveId && !AUTOSAVE_ID.test(options.saveId) ? options.saveId : null
    origin.value = options.origin
    colors.value = options.colors
    deckNames.value = options.deckNames
    lastSaved.value = null
    dirty = false
  }

  function saveInput(): SaveInput | null {
    const h = history.history
    if (!h) return null
    const from = origin.value
    return saveInputFromGame({
      gameId: gameId.value,
      ...(from.setup ? { setup: from.setup } : { initialState: from.initialState ?? h.initial }),
      log: h.actions.slice(0, h.cursor),
      state: h.state,
      players: h.state.players.map((_, i) => ({
        color: colors.value[i],
        ...(deckNames.value[i] ? { deckName: deckNames.value[i] } : {}),
        ...(computers.value[i] ? { computer: computers.value[i] } : {}),
        ...(pins.value[i] ? { pin: pins.value[i] } : {}),
        ...(discardAhead.value[i] ? { discardAhead: discardAhead.value[i] } : {}),
      })),
    })
  }

  async function save(): Promise<string> {
    await flush()
    const game = saveInput()
    if (!game) return 'Nothing to save: no game is in progress.'
    const result = await bridge().saves.save({ game, ...(saveId.value ? { id: saveId.value } : {}) })
    if (!result.ok) return `Could not save: ${friendlyError(result.error.message)}`
    saveId.value = result.value.id
    lastSaved.value = result.value.id
    return `Saved as ${result.value.meta?.name ?? 'a new save'}.`
  }

  async function saveAs(): Promise<string> {
    const game = saveInput()
    if (!game) return 'Nothing to save: no game is in progress.'
    const result = await bridge().saves.saveAs({ game })
    if (!result.ok) return `Could not save: ${friendlyError(result.error.message)}`
    if (!result.value) return 'Save cancelled.'
    return `Saved as ${result.value.meta?.name ?? 'a copy'}.`
  }

  /** Asks for an autosave of the current position (written now, or right after the write under way). */
  function autosave(): void {
    dirty = true
    if (!writing) writing = drain()
  }

  /** Leaving the game: a pending autosave keeps the position it was asked for. */
  function seal(): void {
    if (dirty) sealed = saveInput()
  }

  async function drain(): Promise<void> {
    // One turn of the event loop first: the automatic passes after an action are written with it.
    await Promise.resolve()
    try {
      while (dirty) {
        dirty = false
        const game = sealed ?? saveInput()
        sealed = null
        if (!game) break
        const result = await bridge().saves.autosave({ game })
        if (result.ok) lastSaved.value = result.value.id
      }
    } finally {
      writing = null
    }
  }

  /** Resolves when every autosave asked for so far is written. */
  async function flush(): Promise<void> {
    while (writing) await writing
  }

  return {
    origin,
    gameId,
    saveId,
    colors,
    deckNames,
    computers,
    pins,
    discardAhead,
    lastSaved,
    begin,
    saveInput,
    save,
    saveAs,
    autosave,
    seal,
    flush,
  }
})
