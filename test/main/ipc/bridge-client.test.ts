// The client side of the bridge (src-shared/bridge.ts), shared by the preload and the e2e shim.
import { describe, expect, it, vi } from 'vitest'
import {
  ALL_BRIDGE_CHANNELS,
  BRIDGE_CHANNELS,
  createBridgeClient,
  isBridgeChannel,
  isBridgeResult,
} from '@shared/bridge'
import type { BridgeTransport } from '@shared/bridge'

function client(invoke: BridgeTransport['invoke'] = vi.fn(async () => ({ ok: true, value: 'pong' }))) {
  const subscribe = vi.fn(() => () => undefined)
  const transport = { invoke: vi.fn(invoke), subscribe }
  return { bridge: createBridgeClient(transport), transport }
}

describe('createBridgeClient', () => {
  it('sends each method on its own channel with its one request', async () => {
    const { bridge, transport } = client()
    for (const [namespace, methods] of Object.entries(BRIDGE_CHANNELS)) {
      for (const [method, channel] of Object.entries(methods)) {
        const api = bridge[namespace as keyof typeof BRIDGE_CHANNELS] as unknown as Record<
          string,
          (r?: unknown) => Promise<unknown>
        >
        expect(await api[method]({ probe: channel })).toEqual({ ok: true, value: 'pong' })
        expect(transport.invoke).toHaveBeenLastCalledWith(channel, { probe: channel })
      }
    }
    expect(transport.invoke).toHaveBeenCalledTimes(ALL_BRIDGE_CHANNELS.length)
  })

  it('names channels namespace:method and lists each once', () => {
    expect(new Set(ALL_BRIDGE_CHANNELS).size).toBe(ALL_BRIDGE_CHANNELS.length)
    for (const [namespace, methods] of Object.entries(BRIDGE_CHANNELS)) {
      for (const [method, channel] of Object.entries(methods)) expect(channel).toBe(`${namespace}:${method}`)
    }
    expect(isBridgeChannel('saves:load')).toBe(true)
    expect(isBridgeChannel('shell:openExternal')).toBe(false)
  })

  it('turns a transport failure or a malformed answer into an internal error result', async () => {
    const failing = client(async () => Promise.reject(new Error("No handler registered for 'app:info'")))
    expect(await failing.bridge.app.info()).toEqual({
      ok: false,
      error: { code: 'internal', message: 'The call "app:info" failed: No handler registered for \'app:info\'' },
    })
    const odd = client(async () => 'hello')
    const result = await odd.bridge.rules.list()
    expect(result.ok).toBe(false)
    expect(isBridgeResult(result)).toBe(true)
  })

  it('subscribes to known events only', () => {
    const { bridge, transport } = client()
    const listener = vi.fn()
    bridge.on('menu:command', listener)
    expect(transport.subscribe).toHaveBeenCalledWith('menu:command', listener)
    expect(() => bridge.on('ipc:raw' as never, listener)).toThrow(/unknown event "ipc:raw"/)
  })

  it('is frozen, so the page cannot swap a method', () => {
    const { bridge } = client()
    expect(Object.isFrozen(bridge)).toBe(true)
    expect(Object.isFrozen(bridge.saves)).toBe(true)
  })
})
