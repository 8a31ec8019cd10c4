// The worker protocol: requests are answered by id with the same decision computerAction gives; errors come back
// as refusals; disposing refuses what is still pending.
import { describe, expect, it } from 'vitest'
import '@shared/engine'
import '@shared/variants'
import { createGame } from '@shared/engine'
import { computerAction } from '@shared/computer'
import {
  computerClient,
  handleThink,
  type ThinkReply,
  type ThinkRequest,
  type WorkerLike,
} from '@shared/computer/protocol'
import { starterMatchDecks } from '@shared/computer/decks'
import { HARD_CAP_MS } from '@shared/computer/search'

function game() {
  const decks = starterMatchDecks('normal')
  return createGame({
    variant: 'normal',
    seed: 4,
    start: 0,
    cards: decks.flatMap((d) => d.cards),
    players: decks.slice(0, 2).map((d, i) => ({ name: `P${i}`, deck: d.main })),
  })
}

/** A stand-in worker that answers asynchronously, like a real one. */
function fakeWorker(): WorkerLike & { terminated: boolean } {
  const w = {
    onmessage: null as WorkerLike['onmessage'],
    terminated: false,
    postMessage(message: ThinkRequest) {
      setTimeout(() => w.onmessage?.({ data: handleThink(structuredClone(message)) }), 0)
    },
    terminate() {
      w.terminated = true
    },
  }
  return w
}

describe('the computer worker protocol', () => {
  it('answers each request with the decision computerAction gives for that seat', async () => {
    const s = game()
    const client = computerClient(fakeWorker())
    const [a, b] = await Promise.all([
      client.think(s, 0, { level: 'normal', seed: 1 }),
      client.think(s, 1, { level: 'easy', seed: 2 }),
    ])
    expect(a.action).toEqual(computerAction(s, 0, { level: 'normal', seed: 1 }).action)
    expect(b.action).toEqual(computerAction(s, 1, { level: 'easy', seed: 2 }).action)
  })
  it("asks for Hard's wall-clock safety net at the table only: without it the search ends by its count alone", () => {
    const sent: ThinkRequest[] = []
    const worker: WorkerLike = { onmessage: null, postMessage: (m) => sent.push(m), terminate() {} }
    void computerClient(worker).think(game(), 0, { level: 'hard', seed: 1 })
    expect(sent[0].options).toEqual({ level: 'hard', seed: 1, timeCapMs: HARD_CAP_MS })
  })
  it('turns a failure into a refusal, and disposing refuses what is pending', async () => {
    const reply: ThinkReply = handleThink({
      type: 'think',
      id: 7,
      state: null as never,
      player: 0,
      options: { level: 'normal', seed: 1 },
    })
    expect(reply).toMatchObject({ type: 'error', id: 7 })
    const worker = fakeWorker()
    const client = computerClient(worker)
    const pending = client.think(game(), 0, { level: 'normal', seed: 1 })
    client.dispose()
    await expect(pending).rejects.toThrow('stopped thinking')
    expect(worker.terminated).toBe(true)
  })
})
