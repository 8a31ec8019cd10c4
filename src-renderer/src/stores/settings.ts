// The player's settings (hand-off mode, animation speed, auto-tap, stops, card images), kept by main on disk.
// The game table reads them; the settings screen changes them.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import type { Settings } from '@shared/bridge'
import { bridge } from '../bridge'

/** Fields main doesn't send (an older main) keep their defaults. */
const complete = (settings: Partial<Settings>): Settings => ({
  ...DEFAULT_SETTINGS,
  stops: [...DEFAULT_SETTINGS.stops],
  ...settings,
})

export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings>(complete({}))
  const loaded = ref(false)
  const error = ref<string | null>(null)

  async function load(): Promise<void> {
    const result = await bridge().settings.get()
    if (result.ok) {
      settings.value = complete(result.value)
      loaded.value = true
      error.value = null
    } else error.value = result.error.message
  }

  /** Shows the change at once, then keeps what main saved (or says why it could not). */
  async function update(patch: Partial<Settings>): Promise<void> {
    settings.value = { ...settings.value, ...patch }
    const result = await bridge().settings.set(patch)
    if (result.ok) {
      settings.value = complete(result.value)
      error.value = null
    } else error.value = result.error.message
  }

  return { settings, loaded, error, load, update }
})
