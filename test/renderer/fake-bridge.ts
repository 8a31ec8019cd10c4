// An in-memory window.hearth for component tests: answers the channels a test gives, "not available" otherwise,
// and lets the test push events as main would.
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Component } from 'vue'
import { createBridgeClient, failure, success } from '@shared/bridge'
import type { BridgeChannel, BridgeEventName, BridgeEvents, BridgeResult, HearthBridge } from '@shared/bridge'

type Answer = (request: unknown) => BridgeResult<unknown> | Promise<BridgeResult<unknown>>

export interface FakeBridge {
  bridge: HearthBridge
  calls: { channel: BridgeChannel; request: unknown }[]
  listeners: Map<string, Set<(payload: unknown) => void>>
  emit<E extends BridgeEventName>(event: E, payload: BridgeEvents[E]): void
}

export const APP_INFO = {
  name: 'Hearthside',
  version: '0.1.0',
  platform: 'linux',
  electron: null,
  packaged: false,
  paths: { userData: '/u', saves: '/u/saves', cards: '/u/cards' },
}

export function fakeBridge(answers: Partial<Record<BridgeChannel, Answer>> = {}): FakeBridge {
  const calls: FakeBridge['calls'] = []
  const listeners: FakeBridge['listeners'] = new Map()
  const all: Partial<Record<BridgeChannel, Answer>> = { 'app:info': () => success(APP_INFO), ...answers }
  const bridge = createBridgeClient({
    invoke: async (channel, request) => {
      calls.push({ channel, request })
      const answer = all[channel]
      return answer ? answer(request) : failure('not-available', `${channel} is not available yet.`)
    },
    subscribe: (event, listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return () => listeners.get(event)?.delete(listener)
    },
  })
  return {
    bridge,
    calls,
    listeners,
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
  }
}

export function install(fake: FakeBridge): FakeBridge {
  window.hearth = fake.bridge
  return fake
}

let mounted: VueWrapper | null = null

/** Mounts a screen with a fresh Pinia, attached to the document; `unmountAll` (in afterEach) cleans up. */
export async function mountWithPinia(component: Component, props: Record<string, unknown> = {}): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  mounted = mount(component, { props, global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  return mounted
}

/** Unmounts what `mountWithPinia` mounted, removes window.hearth and empties the document. */
export function unmountAll(): void {
  mounted?.unmount()
  mounted = null
  delete window.hearth
  document.body.innerHTML = ''
}
