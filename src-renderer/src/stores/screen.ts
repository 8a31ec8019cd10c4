// Which screen is showing (no router: the app has a handful of screens and no URLs), plus the status notice
// read out by screen readers. During a game the rules reference opens over the table (an overlay) instead of
// replacing it: the table stays mounted underneath, so Back returns to it exactly as it was, cover and all.
import { defineStore } from 'pinia'
import { ref } from 'vue'

export const SCREEN_IDS = [
  'start',
  'new-game',
  'continue',
  'load',
  'decks',
  'deck-editor',
  'cards',
  'rules',
  'settings',
  'game',
  'replay',
  'practice',
] as const
export type ScreenId = (typeof SCREEN_IDS)[number]

export const useScreenStore = defineStore('screen', () => {
  const current = ref<ScreenId>('start')
  /** The screen left last, so the start screen can give the focus back to the button that opened it. */
  const previous = ref<ScreenId | null>(null)
  const notice = ref('')
  /** What is open over the current screen (the rules reference over a game), or null. */
  const overlay = ref<'rules' | null>(null)

  function go(screen: ScreenId) {
    overlay.value = null
    if (screen !== current.value) previous.value = current.value
    current.value = screen
    notice.value = ''
  }

  /** Back closes the overlay first; otherwise it goes to the start screen. */
  function back() {
    if (overlay.value) overlay.value = null
    else go('start')
  }

  /** The rules reference (F1): over the table during a game, else its own screen. */
  function openRules() {
    if (current.value === 'game') overlay.value = 'rules'
    else go('rules')
  }

  function announce(text: string) {
    notice.value = text
  }

  return { current, previous, notice, overlay, go, back, openRules, announce }
})
