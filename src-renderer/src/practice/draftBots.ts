// The bots' work off the page's thread: their picks (each card's worth reads its compiled text, a second or more for
// a new set), what a bot would take (the review, the pick timer) and the decks built from the pools run in a web
// worker (draftBots.worker.ts). Where workers can't run, the same functions run here.
import type { CardDefinition } from '@shared/cards/model'
import { botsAnswer, type BotsAnswer, type BotsRequest } from './draftBotsWork'

let worker: Worker | null = null
let failed = false
let sentCards: CardDefinition[] | null = null
let seq = 0
const waiting = new Map<number, { resolve: (a: unknown) => void; reject: (e: Error) => void }>()

function start(): Worker | null {
  if (worker || failed) return worker
  try {
    worker = new Worker(new URL('./draftBots.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (e: MessageEvent<{ id: number; answer?: unknown; error?: string }>) => {
      const w = waiting.get(e.data.id)
      waiting.delete(e.data.id)
      if (!w) return
      if (e.data.error !== undefined) w.reject(new Error(e.data.error))
      else w.resolve(e.data.answer)
    }
    worker.onerror = () => {
      // A worker that can't run: the page does the work from now on.
      failed = true
      worker = null
      sentCards = null
      for (const w of waiting.values()) w.reject(new Error('the bots stopped'))
      waiting.clear()
    }
  } catch {
    failed = true
    worker = null
  }
  return worker
}

/** Asks the bots (in the worker, else here) about a pod whose cards are `cards`. */
export async function askBots<R extends BotsRequest>(cards: CardDefinition[], request: R): Promise<BotsAnswer<R>> {
  const w = start()
  if (!w) return botsAnswer(cards, request)
  const id = ++seq
  const answer = new Promise<BotsAnswer<R>>((resolve, reject) =>
    waiting.set(id, { resolve: resolve as (a: unknown) => void, reject }),
  )
  // The cards go once per draft; each request carries the pod's state (plain data).
  if (sentCards !== cards) {
    // Plain copies: the page's definitions may be behind Vue's proxies, which can't be cloned.
    w.postMessage({ id: 0, cards: JSON.parse(JSON.stringify(cards)) as CardDefinition[] })
    sentCards = cards
  }
  w.postMessage({ id, request: JSON.parse(JSON.stringify(request)) as R })
  try {
    return await answer
  } catch (error) {
    if (!failed) throw error
    return botsAnswer(cards, request)
  }
}
