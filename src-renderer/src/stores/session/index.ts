// The session store: the running session statechart (sessionMachine.ts), seen by Vue through @xstate/vue's
// useSelector. Everything that decides who sees the table reads it from here.
import { defineStore } from 'pinia'
import { computed, watch } from 'vue'
import { createActor } from 'xstate'
import { useSelector } from '@xstate/vue'
import { useScreenStore } from '../screen'
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

  // The replay viewer is a session state of its own: nobody's live view while it is open.
  const screen = useScreenStore()
  watch(
    () => screen.current === 'replay',
    (open, was) => {
      if (open) actor.send({ type: 'REPLAY.OPEN' })
      else if (was) actor.send({ type: 'REPLAY.CLOSE' })
    },
  )

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
