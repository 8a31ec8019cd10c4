// What the start screen shows about the app and the most recent game.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppInfo, SaveEntry } from '@shared/bridge'
import { bridge } from '../bridge'

export const useAppInfoStore = defineStore('app-info', () => {
  const info = ref<AppInfo | null>(null)
  const latestSave = ref<SaveEntry | null>(null)
  const error = ref<string | null>(null)

  async function load() {
    const [infoResult, latestResult] = await Promise.all([bridge().app.info(), bridge().saves.latest()])
    if (infoResult.ok) info.value = infoResult.value
    else error.value = infoResult.error.message
    // "not available": a build without saved games, so nothing to continue.
    latestSave.value = latestResult.ok ? latestResult.value : null
  }

  return { info, latestSave, error, load }
})
