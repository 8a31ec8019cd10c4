// The card database for the cards and settings screens: its status, search, importing a file and the download
// with its progress (pushed by main as 'cards:download-progress' events) and cancel.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type {
  CardDatabaseStatus,
  CardDownloadProgress,
  CardDownloadSource,
  CardImportResult,
  CardQuery,
  CardSummary,
} from '@shared/bridge'
import { bridge } from '../bridge'

export const useCardsStore = defineStore('cards', () => {
  const status = ref<CardDatabaseStatus | null>(null)
  const error = ref<string | null>(null)
  const busy = ref<'import' | 'download' | null>(null)
  const progress = ref<CardDownloadProgress | null>(null)
  /** What the last import or download did, as a sentence. */
  const outcome = ref<string | null>(null)
  const results = ref<CardSummary[]>([])
  const searched = ref(false)
  const searching = ref(false)
  const searchError = ref<string | null>(null)
  let stopListening: (() => void) | null = null

  async function loadStatus(): Promise<void> {
    const result = await bridge().cards.status()
    if (result.ok) {
      status.value = result.value
      error.value = null
    } else error.value = result.error.message
  }

  function describe(result: CardImportResult): string {
    return `Imported ${result.imported.toLocaleString('en')} cards${result.skipped ? ` (${result.skipped.toLocaleString('en')} entries skipped)` : ''}.`
  }

  async function importFile(): Promise<void> {
    busy.value = 'import'
    error.value = null
    outcome.value = null
    const result = await bridge().cards.import()
    busy.value = null
    if (!result.ok) error.value = result.error.message
    else if (result.value) outcome.value = describe(result.value)
    await loadStatus()
  }

  async function download(source: CardDownloadSource): Promise<void> {
    stopListening ??= bridge().on('cards:download-progress', (p) => {
      progress.value = p
    })
    busy.value = 'download'
    error.value = null
    outcome.value = null
    progress.value = { source, phase: 'downloading', receivedBytes: 0, totalBytes: null }
    const result = await bridge().cards.download({ source })
    busy.value = null
    if (!result.ok) error.value = result.error.message
    else if (result.value) outcome.value = describe(result.value)
    else outcome.value = 'Download cancelled. Starting it again resumes where it stopped.'
    await loadStatus()
  }

  async function cancelDownload(): Promise<void> {
    const result = await bridge().cards.cancelDownload()
    if (!result.ok) error.value = result.error.message
  }

  async function find(query: CardQuery): Promise<void> {
    searching.value = true
    searchError.value = null
    const result = await bridge().cards.find(query)
    searching.value = false
    searched.value = true
    if (result.ok) results.value = result.value
    else {
      results.value = []
      searchError.value = result.error.message
    }
  }

  return {
    status,
    error,
    busy,
    progress,
    outcome,
    results,
    searched,
    searching,
    searchError,
    loadStatus,
    importFile,
    download,
    cancelDownload,
    find,
  }
})
