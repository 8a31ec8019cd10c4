// The session store: the running session statechart (sessionMachine.ts), seen by Vue through @xstate/vue's
// useSelector. Everything that decides who sees the table reads it from here.
import { defineStore } from 'pinia'
import { computed } from 'vue'
import { createActor } from 'xstate'
import { useSelector } from '@xstate/vue'
import { sessionMachine, shownView } from './sessionMachine'
import type { SessionEmitted, SessionEvent } from './sessionMachine'

export type { CastPrompt } from './prompt'
export * from './sessionMachine'

export const useSessionStore = defineStore('session', () => {
  const actor = createActor(sessionMachine).start()
  const snapshot = useSelector(actor, (s) => s)
  const context = computed(() => snapshot.value.context)
  /** The top state: idle, handOff, asking, seated, computer, replaying or gameOver. */
  const state = computed(() => {
    const v = snapshot.value.value
    return typeof v === 'string' ? v : Object.keys(v)[0]
  })
  const shown = computed(() => shownView(snapshot.value.value, snapshot.value.context))

  function send(event: SessionEvent): void {
    actor.send(event)
  }
  function on<T extends SessionEmitted['type']>(
    type: T,
    handler: (event: Extract<SessionEmitted, { type: T }>) => void,
  ): () => void {
    const sub = actor.on(type, handler as never)
    return () => sub.unsubscribe()
  }

  return { actor, snapshot, context, state, shown, send, on }
})
