// Which screen is showing (no router: the app has a handful of screens and no URLs), plus the status notice
// read out by screen readers.
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

  function go(screen: ScreenId) {
    if (screen !== current.value) previous.value = current.value
    current.value = screen
    notice.value = ''
  }

  function back() {
    go('start')
  }

  function announce(text: string) {
    notice.value = text
  }

  return { current, previous, notice, go, back, announce }
})
