// ipcMain registration: every sender is validated (checklist 17) and nothing throws across IPC.
import { describe, expect, it, vi } from 'vitest'
import { ALL_BRIDGE_CHANNELS } from '@shared/bridge'
import { createBridgeHandlers } from '../../../src-main/ipc/handlers'
import type { BridgeHandlers } from '../../../src-main/ipc/handlers'
import { registerBridge, webContentsEventSink } from '../../../src-main/ipc/register'
import { isTrustedSender, originOf } from '../../../src-main/ipc/sender'

type Listener = (event: unknown, ...args: unknown[]) => Promise<unknown>

function fakeIpcMain() {
  const handlers = new Map<string, Listener>()
  return {
    handlers,
    handle: vi.fn((channel: string, listener: Listener) => void handlers.set(channel, listener)),
    removeHandler: vi.fn((channel: string) => void handlers.delete(channel)),
  }
}

const TRUSTED = ['app://hearth']
const TOP = { url: 'app://hearth/index.html', parent: null }
const handlers = createBridgeHandlers({
  app: {
    info: async () => ({
      name: 'Hearthside',
      version: '0.1.0',
      platform: 'linux',
      electron: null,
      packaged: false,
      paths: { userData: '', saves: '', cards: '' },
    }),
  },
})

describe('sender validation', () => {
  it('trusts only the top frame of the app origin', () => {
    expect(isTrustedSender(TOP, TRUSTED)).toBe(true)
    expect(isTrustedSender({ url: 'app://hearth/index.html', parent: {} }, TRUSTED)).toBe(false)
    expect(isTrustedSender({ url: 'https://hearth.example/', parent: null }, TRUSTED)).toBe(false)
    expect(isTrustedSender({ url: 'file:///home/ann/index.html', parent: null }, TRUSTED)).toBe(false)
    expect(isTrustedSender({ url: 'app://hearth.evil/index.html', parent: null }, TRUSTED)).toBe(false)
    expect(isTrustedSender({ url: 'not a url', parent: null }, TRUSTED)).toBe(false)
    expect(isTrustedSender(null, TRUSTED)).toBe(false)
  })

  it('computes origins for custom schemes, which Node reports as "null"', () => {
    expect(originOf('app://hearth/assets/a.js')).toBe('app://hearth')
    expect(originOf('http://localhost:5173/src/main.ts')).toBe('http://localhost:5173')
    expect(originOf('file:///x')).toBe('file://')
    expect(originOf('about:blank')).toBeNull()
  })
})

describe('registerBridge', () => {
  it('registers every channel and removes them all again', () => {
    const ipc = fakeIpcMain()
    const dispose = registerBridge(ipc, handlers, TRUSTED)
    expect([...ipc.handlers.keys()].sort()).toEqual([...ALL_BRIDGE_CHANNELS].sort())
    dispose()
    expect(ipc.handlers.size).toBe(0)
  })

  it('answers a trusted sender and forbids the rest, without calling the handler', async () => {
    const ipc = fakeIpcMain()
    const spy = vi.fn(handlers['app:info'])
    registerBridge(ipc, { ...handlers, 'app:info': spy } as BridgeHandlers, TRUSTED)
    const call = ipc.handlers.get('app:info')!
    expect(await call({ senderFrame: TOP }, undefined)).toMatchObject({ ok: true, value: { name: 'Hearthside' } })
    expect(await call({ senderFrame: { url: 'https://evil.example/', parent: null } }, undefined)).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    })
    expect(await call({ senderFrame: null })).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(spy).toHaveBeenCalledTimes(1)
  })

  it('refuses extra arguments', async () => {
    const ipc = fakeIpcMain()
    registerBridge(ipc, handlers, TRUSTED)
    expect(await ipc.handlers.get('rules:get')!({ senderFrame: TOP }, { id: 'mana' }, 'extra')).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    })
  })

  it('turns a throwing handler into an internal error', async () => {
    const ipc = fakeIpcMain()
    const throwing = { ...handlers, 'rules:list': async () => Promise.reject(new Error('boom')) } as BridgeHandlers
    registerBridge(ipc, throwing, TRUSTED)
    expect(await ipc.handlers.get('rules:list')!({ senderFrame: TOP })).toEqual({
      ok: false,
      error: { code: 'internal', message: 'Something went wrong: boom' },
    })
  })
})

describe('events to the page', () => {
  it('sends to a live window and drops events when there is none', () => {
    const contents = { send: vi.fn(), isDestroyed: vi.fn(() => false) }
    let target: typeof contents | null = contents
    const sink = webContentsEventSink(() => target)
    sink.emit('menu:command', 'save')
    expect(contents.send).toHaveBeenCalledWith('menu:command', 'save')
    contents.isDestroyed.mockReturnValue(true)
    sink.emit('menu:command', 'undo')
    target = null
    sink.emit('menu:command', 'redo')
    expect(contents.send).toHaveBeenCalledTimes(1)
  })
})
