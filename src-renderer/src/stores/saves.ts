// The saved-games list: entries with their metadata, sort and search, and the file operations the list
// offers (rename, duplicate, delete to the trash, export, import, show in folder, load). Everything goes through
// bridge().saves; a failure keeps the bridge's message (it names the file and the problem) for the screen to show.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { BridgeError, LoadedSave, SaveEntry, SaveListQuery } from '@shared/bridge'
import type { SaveSortKey } from '@shared/saves/format'
import { bridge } from '../bridge'

export interface SavesProblem {
  message: string
  /** The save concerned (a file name in the saves folder), so the screen can offer "Show in folder". */
  id: string | null
}

export const useSavesStore = defineStore('saves', () => {
  const entries = ref<SaveEntry[]>([])
  const sort = ref<SaveSortKey>('savedAt')
  const order = ref<'asc' | 'desc'>('desc')
  const search = ref('')
  /** Which files: all, the games saved by hand, or the autosaves. */
  const kind = ref<'all' | 'manual' | 'auto'>('all')
  const loading = ref(false)
  const loaded = ref(false)
  const problem = ref<SavesProblem | null>(null)

  function fail(error: BridgeError, id: string | null = null): null {
    problem.value = { message: error.message, id }
    return null
  }

  async function refresh(): Promise<void> {
    loading.value = true
    const query: SaveListQuery = { sort: sort.value, order: order.value }
    if (kind.value !== 'all') query.kind = kind.value
    if (search.value.trim()) query.search = search.value.trim()
    const result = await bridge().saves.list(query)
    loading.value = false
    loaded.value = true
    if (result.ok) entries.value = result.value
    else fail(result.error)
  }

  /** Sorting by a key: its natural order first (newest, highest turn; A–Z), the other way on a second press. */
  async function sortBy(key: SaveSortKey): Promise<void> {
    if (sort.value === key) order.value = order.value === 'asc' ? 'desc' : 'asc'
    else {
      sort.value = key
      order.value = key === 'savedAt' || key === 'turn' ? 'desc' : 'asc'
    }
    await refresh()
  }

  async function run<T>(
    id: string | null,
    call: Promise<{ ok: true; value: T } | { ok: false; error: BridgeError }>,
  ): Promise<T | null> {
    problem.value = null
    const result = await call
    if (!result.ok) return fail(result.error, id)
    return result.value
  }

  async function rename(id: string, name: string): Promise<boolean> {
    const done = await run(id, bridge().saves.rename({ id, name }))
    if (done) await refresh()
    return done !== null
  }

  async function duplicate(id: string): Promise<SaveEntry | null> {
    const copy = await run(id, bridge().saves.duplicate({ id }))
    if (copy) await refresh()
    return copy
  }

  async function remove(id: string): Promise<boolean> {
    problem.value = null
    const result = await bridge().saves.delete({ id })
    if (!result.ok) return fail(result.error, id) ?? false
    await refresh()
    return true
  }

  /** True when written, false when the player cancelled the file dialog. */
  async function exportSave(id: string): Promise<boolean | null> {
    return run(id, bridge().saves.export({ id }))
  }

  async function importSave(): Promise<SaveEntry | null> {
    const entry = await run(null, bridge().saves.import())
    if (entry) await refresh()
    return entry
  }

  async function showInFolder(id: string): Promise<void> {
    const result = await bridge().saves.showInFolder({ id })
    if (!result.ok) fail(result.error, id)
  }

  async function load(id: string): Promise<LoadedSave | null> {
    return run(id, bridge().saves.load({ id }))
  }

  /** Open…: a save file from anywhere, chosen in the file dialog; null when cancelled or it does not load. */
  async function openFile(): Promise<LoadedSave | null> {
    return run(null, bridge().saves.open())
  }

  /** The most recent readable save (Continue), or null when there is none (or the list failed: see problem). */
  async function latest(): Promise<SaveEntry | null> {
    return run(null, bridge().saves.latest())
  }

  function clearProblem() {
    problem.value = null
  }

  return {
    entries,
    sort,
    order,
    search,
    kind,
    loading,
    loaded,
    problem,
    refresh,
    sortBy,
    rename,
    duplicate,
    remove,
    exportSave,
    importSave,
    showInFolder,
    load,
    openFile,
    latest,
    clearProblem,
  }
})
