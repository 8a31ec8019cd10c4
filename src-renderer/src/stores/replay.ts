// The replay viewer (issue 8): a save's log replayed through the engine in the page (it is pure), then stepped
// through action by action or turn by turn. The board is shown as one player sees it (viewFor), as the table sees
// it (spectator: hands and libraries hidden, CR 400.2), or everything, which every player must agree to.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { LoadedSave, SaveDocument } from '@shared/bridge'
import '@shared/variants'
import { replayTimeline, viewFor, type GameState, type ReplayTimeline } from '@shared/engine'
import { bridge } from '../bridge'

/** A player's seat, the table (public information only), or everything (all hidden cards shown). */
export type ReplayViewer = number | 'spectator' | 'all'

export const useReplayStore = defineStore('replay', () => {
  const save = shallowRef<SaveDocument | null>(null)
  const saveId = ref<string | null>(null)
  const timeline = shallowRef<ReplayTimeline | null>(null)
  /** The position: the state after this many actions. */
  const position = ref(0)
  const viewer = ref<ReplayViewer>('spectator')
  /** Each player's consent to show everything. */
  const consent = ref<boolean[]>([])
  const error = ref<string | null>(null)
  const loading = ref(false)

  const total = computed(() => (timeline.value ? timeline.value.states.length - 1 : 0))
  const state = computed<GameState | null>(() => timeline.value?.states[position.value] ?? null)
  const allAgree = computed(() => consent.value.length > 0 && consent.value.every(Boolean))
  const view = computed<GameState | null>(() => {
    const s = state.value
    if (!s) return null
    if (viewer.value === 'all') return allAgree.value ? s : viewFor(s, 'spectator')
    return viewFor(s, viewer.value)
  })
  /** The log lines of the action that led here (none at the start). */
  const lines = computed(() => (position.value > 0 ? (timeline.value?.lines[position.value - 1] ?? []) : []))
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
  const forward = () => goTo(position.value + 1)
  const back = () => goTo(position.value - 1)
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

  function setConsent(player: number, agreed: boolean) {
    const next = consent.value.slice()
    next[player] = agreed
    consent.value = next
    // Withdrawing consent hides everything again at once.
    if (!agreed && viewer.value === 'all') viewer.value = 'spectator'
  }

  function setViewer(next: ReplayViewer) {
    if (next === 'all' && !allAgree.value) return
    viewer.value = next
  }

  function close() {
    save.value = null
    saveId.value = null
    timeline.value = null
    position.value = 0
    error.value = null
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
