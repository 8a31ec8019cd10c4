// The preload exposes exactly one thing, the typed bridge, as window.hearth.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ALL_BRIDGE_CHANNELS } from '@shared/bridge'
import type { HearthBridge } from '@shared/bridge'
import { electron } from '../app/electron-mock'

vi.mock('electron', () => import('../app/electron-mock').then((m) => m.electronModule))

let bridge: HearthBridge

beforeAll(async () => {
  await import('../../../src-main/preload/index')
  expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1)
  const [name, exposed] = electron.contextBridge.exposeInMainWorld.mock.calls[0] as unknown as [string, HearthBridge]
  expect(name).toBe('hearth')
  bridge = exposed
})

describe('preload', () => {
  it('exposes the bridge namespaces and nothing like raw ipcRenderer', () => {
    expect(Object.keys(bridge).sort()).toEqual([
      'app',
      'cards',
      'decks',
      'drafts',
      'library',
      'on',
      'puzzles',
      'rules',
      'saves',
      'settings',
    ])
    expect(bridge).not.toHaveProperty('invoke')
    expect(bridge).not.toHaveProperty('send')
  })

  it('invokes the channel with the request', async () => {
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: true, value: { id: 'manahearth', text: '…' } })
    expect(await bridge.rules.get({ id: 'manahearth' })).toEqual({ ok: true, value: { id: 'manahearth', text: '…' } })
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith('rules:get', { id: 'manahearth' })
    expect(ALL_BRIDGE_CHANNELS).toContain('rules:get')
  })

  it('gives listeners the payload only, never the IPC event, and unsubscribes', () => {
    const listener = vi.fn()
    const stop = bridge.on('menu:command', listener)
    const [channel, forward] = electron.ipcRenderer.on.mock.calls.at(-1) as [
      string,
      (event: unknown, payload: unknown) => void,
    ]
    expect(channel).toBe('menu:command')
    forward({ sender: 'secret' }, 'save')
    expect(listener).toHaveBeenCalledWith('save')
    expect(listener.mock.calls[0]).toHaveLength(1)
    stop()
    expect(electron.ipcRenderer.removeListener).toHaveBeenCalledWith('menu:command', forward)
  })
})
