// The draft's bots off the page's thread: { id: 0, cards } sets the pod's cards, then { id, request } is answered
// with { id, answer } or { id, error } (draftBotsWork.ts).
import '@shared/variants'
import type { CardDefinition } from '@shared/cards/model'
import { botsAnswer, type BotsRequest } from './draftBotsWork'

let cards: CardDefinition[] = []

self.onmessage = (event: MessageEvent<{ id: number; cards?: CardDefinition[]; request?: BotsRequest }>) => {
  const { id } = event.data
  if (event.data.cards) {
    cards = event.data.cards
    return
  }
  try {
    self.postMessage({ id, answer: botsAnswer(cards, event.data.request!) })
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
}
