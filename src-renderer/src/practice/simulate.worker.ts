// Deck simulations off the page's thread: { setup } in, { progress } after each game, then { result }. Cancel by
// terminating the worker.
import '@shared/variants'
import { simulate, type SimulationSetup } from '@shared/practice/simulate'

self.onmessage = (event: MessageEvent<{ setup: SimulationSetup }>) => {
  try {
    const result = simulate(event.data.setup, (done, total) => {
      self.postMessage({ type: 'progress', done, total })
    })
    self.postMessage({ type: 'result', result })
  } catch (error) {
    self.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}
