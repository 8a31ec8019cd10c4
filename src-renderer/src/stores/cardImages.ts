// Card pictures (Settings.cardImages), asked of main once per name: memoised, one request per name at a time, and
// a failure is remembered for the session (the card keeps its text frame). Only names the viewer can see are asked
// for: the cards pass nothing for a hidden card (useCardImage).
import { defineStore } from 'pinia'
import { computed, shallowReactive, watch } from 'vue'
import type { ComputedRef } from 'vue'
import { bridge } from '../bridge'
import { useSettingsStore } from './settings'

export const useCardImagesStore = defineStore('cardImages', () => {
  const settings = useSettingsStore()
  const enabled = computed(() => settings.settings.cardImages)
  /** Name → `data:` URL. */
  const urls = shallowReactive(new Map<string, string>())
  /** Name → why there is no picture. */
  const failures = shallowReactive(new Map<string, string>())
  const inFlight = new Map<string, Promise<void>>()

  // Turning pictures on again retries what failed (e.g. while offline); main still limits how often it asks.
  watch(enabled, (on) => {
    if (on) failures.clear()
  })

  /** Asks main for the picture unless it is known, failed, on its way, or pictures are off. Never waits. */
  function request(name: string): void {
    if (!enabled.value || !name || urls.has(name) || failures.has(name) || inFlight.has(name)) return
    const asking = bridge()
      .cards.image({ name })
      .then((result) => {
        if (!result.ok) failures.set(name, result.error.message)
        else if (result.value.dataUrl === null) failures.set(name, result.value.reason)
        else urls.set(name, result.value.dataUrl)
      })
      .finally(() => inFlight.delete(name))
    inFlight.set(name, asking)
  }

  /** The picture's `data:` URL; null while it loads, when it failed, or with pictures off. */
  function urlFor(name: string): string | null {
    return enabled.value ? (urls.get(name) ?? null) : null
  }

  return { enabled, urls, failures, request, urlFor }
})

/** What a card view knows of a card (CardInfo): a hidden card's name is a placeholder and is never asked for. */
export interface PictureSource {
  hidden: boolean
  token: boolean
  name: string
  /** Empty when no face is shown: a hidden card, or a face-down permanent (CR 708.2: no name, no text). */
  typeLine: string
}

/**
 * The picture of a card the viewer can see, asked for after rendering (the card shows its text frame meanwhile).
 * Hidden cards, face-down permanents (even to their controller) and tokens (Scryfall names printed cards) get none.
 */
export function useCardImage(source: () => PictureSource): ComputedRef<string | null> {
  const images = useCardImagesStore()
  const name = computed(() => {
    const card = source()
    return card.hidden || card.token || !card.typeLine ? null : card.name
  })
  watch(
    [name, () => images.enabled],
    ([known, on]) => {
      if (known && on) images.request(known)
    },
    { immediate: true },
  )
  return computed(() => (name.value ? images.urlFor(name.value) : null))
}
