import { afterEach, describe, expect, it } from 'vitest'
import { failure, success } from '@shared/bridge'
import { bridge, BridgeCallError, unwrap } from '../../src-renderer/src/bridge'
import { fakeBridge, install } from './fake-bridge'

afterEach(() => {
  delete window.hearth
})

describe('the renderer’s bridge', () => {
  it('answers every call with a clear error when the page runs outside the app', async () => {
    const result = await bridge().rules.list()
    expect(result).toEqual({
      ok: false,
      error: { code: 'not-available', message: expect.stringContaining('opened as the desktop app') },
    })
  })

  it('uses window.hearth when it is there', async () => {
    const fake = install(fakeBridge())
    expect(await bridge().app.info()).toMatchObject({ ok: true, value: { name: 'Hearthside' } })
    expect(fake.calls).toEqual([{ channel: 'app:info', request: undefined }])
  })

  it('unwraps a success and throws the error of a failure', () => {
    expect(unwrap(success(3))).toBe(3)
    expect(() => unwrap(failure('conflict', 'A save called "Rematch" already exists.'))).toThrow(BridgeCallError)
    try {
      unwrap(failure('conflict', 'A save called "Rematch" already exists.'))
    } catch (error) {
      expect((error as BridgeCallError).error.code).toBe('conflict')
    }
  })
})
