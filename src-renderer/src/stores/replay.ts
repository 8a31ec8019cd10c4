// The replay viewer: a save's log replayed through the engine in the page (it is pure), then stepped through action
// by action (runs of passes folded into one step) or turn by turn. The board is shown as the table sees it
// (spectator: hands and libraries hidden, CR 400.2), as one player sees it (viewFor), or everything. In a game that
// has not ended, a player's view needs that player's agreement and everything needs every player's: hotseat
// players must not learn each other's hands from a replay of the game they are still playing.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { LoadedSave, SaveDocument } from '@shared/bridge'
import '@shared/variants'
import { replayTimeline, viewFor, type GameState, type ReplayTimeline } from '@shared/engine'
import { bridge } from '../bridge'
import { pinOpens } from './seatPins'

/** A player's seat, the table (public information only), or everything (all hidden cards shown). */
export type ReplayViewer = number | 'spectator' | 'all'

export const useReplayStore = defineStore('replay', () => {
  const save = shallowRef<SaveDocument | null>(null)
  const saveId = ref<string | null>(null)
  const timeline = shallowRef<ReplayTimeline | null>(null)
  /** The position: the state after this many actions. */
  const position = ref(0)
  const viewer = ref<ReplayViewer>('spectator')
  /** Each player's consent to show their hidden cards. */
  const consent = ref<boolean[]>([])
  const error = ref<string | null>(null)
  const loading = ref(false)

  const total = computed(() => (timeline.value ? timeline.value.states.length - 1 : 0))
  const state = computed<GameState | null>(() => timeline.value?.states[position.value] ?? null)
  const allAgree = computed(() => consent.value.length > 0 && consent.value.every(Boolean))
  /** The game as saved has ended (the whole log replays to a result): its hands may be shown. */
  const finished = computed(() => {
    const t = timeline.value
    return !!t && !t.error && t.states[t.states.length - 1]?.phase === 'ended'
  })
  /** Whether a view may be shown now: the table always; a player's with their agreement until the game ended;
   *  everything only with every player's. */
  function mayView(who: ReplayViewer): boolean {
    if (who === 'spectator') return true
    if (who === 'all') return allAgree.value
    // A seat with a PIN shows its cards only with its agreement, even after the game.
    return (finished.value && !pinOf(who)) || consent.value[who] === true
  }
  /** A seat's PIN digest, as saved (stores/seatPins.ts). */
  function pinOf(player: number): string | undefined {
    const pin = save.value?.players[player]?.pin
    return typeof pin === 'string' ? pin : undefined
  }
  const view = computed<GameState | null>(() => {
    const s = state.value
    if (!s) return null
    if (viewer.value === 'all') return allAgree.value ? s : viewFor(s, 'spectator')
    return viewFor(s, mayView(viewer.value) ? viewer.value : 'spectator')
  })
  /** Show every pass as its own step (off: a run of passes is one step). */
  const showPasses = ref(false)
  /** The positions a step lands on: the start, after each action but a pass, after the last pass of a run, each
   *  turn's start and the end. */
  const steps = computed<number[]>(() => {
    const log = save.value?.log ?? []
    const n = total.value
    const starts = new Set(timeline.value?.turnStarts ?? [])
    const out = [0]
    for (let k = 1; k <= n; k++)
      if (showPasses.value || log[k - 1]?.type !== 'pass' || log[k]?.type !== 'pass' || k === n || starts.has(k))
        out.push(k)
    return out
  })
  /** The step before this position (the start of what the last step showed). */
  const stepStart = computed(() => {
    const earlier = steps.value.filter((k) => k < position.value)
    return earlier.length ? earlier[earlier.length - 1] : 0
  })
  /** The log lines of the step that led here (none at the start); a run of passes reads "3 passes". */
  const lines = computed(() => {
    const all = timeline.value?.lines ?? []
    const out: string[] = []
    let passes = 0
    let first = ''
    for (let i = stepStart.value; i < position.value; i++)
      for (const line of all[i] ?? []) {
        if (line.endsWith(' passes')) {
          if (!passes) {
            first = line
            out.push('')
          }
          passes++
        } else out.push(line)
      }
    return out.map((line) => (line === '' ? (passes === 1 ? first : `${passes} passes`) : line))
  })
  const action = computed(() => (position.value > 0 ? (save.value?.log[position.value - 1] ?? null) : null))
  /** Where the log stops replaying, in words; null when it replays to the end. */
  const stopped = computed(() => timeline.value?.error ?? null)

  function show(loaded: Pick<LoadedSave, 'save'> & { id?: string | null }) {
    error.value = null
    save.value = loaded.save
    saveId.value = loaded.id ?? null
    try {
      timeline.value = replayTimeline(loaded.save)
    } catch (e) {
      timeline.value = null
      error.value = `This game can’t be replayed: ${e instanceof Error ? e.message : String(e)}.`
    }
    position.value = 0
    viewer.value = 'spectator'
    consent.value = loaded.save.players.map(() => false)
    showPasses.value = false
  }

  /** Loads a save from the saves folder and shows its start. False (with `error` set) when it does not load. */
  async function open(id: string): Promise<boolean> {
    loading.value = true
    error.value = null
    const result = await bridge().saves.load({ id })
    loading.value = false
    if (!result.ok) {
      error.value = result.error.message
      return false
    }
    show(result.value)
    return timeline.value !== null
  }

  function goTo(k: number) {
    position.value = Math.max(0, Math.min(total.value, Math.round(k)))
  }
  const forward = () => goTo(steps.value.find((k) => k > position.value) ?? total.value)
  const back = () => goTo(stepStart.value)
  const toStart = () => goTo(0)
  const toEnd = () => goTo(total.value)

  /** To the start of the next turn (or the end). */
  function nextTurn() {
    const next = timeline.value?.turnStarts.find((k) => k > position.value)
    goTo(next ?? total.value)
  }

  /** To the start of this turn, or of the previous one when already there. */
  function previousTurn() {
    const starts = timeline.value?.turnStarts ?? [0]
    const earlier = starts.filter((k) => k < position.value)
    goTo(earlier.length ? earlier[earlier.length - 1] : 0)
  }

  /** A player agrees to show their cards (with their PIN, when their seat has one), or withdraws: null, or why not. */
  function setConsent(player: number, agreed: boolean, pin = ''): string | null {
    if (agreed && !pinOpens(pinOf(player), pin))
      return `That is not ${save.value?.players[player]?.name ?? 'the player'}'s PIN.`
    const next = consent.value.slice()
    next[player] = agreed
    consent.value = next
    // Withdrawing consent hides that player's cards again at once.
    if (!mayView(viewer.value)) viewer.value = 'spectator'
    return null
  }

  /** Refused (the view stays) without the agreement it needs. */
  function setViewer(next: ReplayViewer) {
    if (!mayView(next)) return
    viewer.value = next
  }

  function close() {
    save.value = null
    saveId.value = null
    timeline.value = null
    position.value = 0
    error.value = null
    viewer.value = 'spectator'
    consent.value = []
  }

  return {
    save,
    saveId,
    timeline,
    position,
    viewer,
    consent,
    error,
    loading,
    total,
    state,
    view,
    lines,
    action,
    stopped,
    allAgree,
    finished,
    mayView,
    pinOf,
    showPasses,
    steps,
    show,
    open,
    goTo,
    forward,
    back,
    toStart,
    toEnd,
    nextTurn,
    previousTurn,
    setConsent,
    setViewer,
    close,
  }
})
