// A second launch focuses the first instance.
import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { claimSingleInstance, focusWindow } from '../../../src-main/app/single-instance'

function fakeApp(lock: boolean) {
  const events = new EventEmitter()
  return {
    events,
    requestSingleInstanceLock: vi.fn(() => lock),
    quit: vi.fn(),
    on: vi.fn((event: string, listener: () => void) => events.on(event, listener)),
  }
}

function fakeWindow(minimized = false) {
  return {
    isDestroyed: vi.fn(() => false),
    isMinimized: vi.fn(() => minimized),
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
  }
}

describe('single instance', () => {
  it('quits when another instance holds the lock', () => {
    const app = fakeApp(false)
    expect(claimSingleInstance(app as never, () => null)).toBe(false)
    expect(app.quit).toHaveBeenCalledOnce()
    expect(app.on).not.toHaveBeenCalled()
  })

  it('keeps running with the lock, and a second launch restores and focuses the window', () => {
    const app = fakeApp(true)
    const window = fakeWindow(true)
    expect(claimSingleInstance(app as never, () => window)).toBe(true)
    expect(app.quit).not.toHaveBeenCalled()
    app.events.emit('second-instance', {}, ['hearthside'], '/home')
    expect(window.restore).toHaveBeenCalledOnce()
    expect(window.show).toHaveBeenCalledOnce()
    expect(window.focus).toHaveBeenCalledOnce()
  })

  it('does nothing when there is no live window yet', () => {
    const window = { ...fakeWindow(), isDestroyed: vi.fn(() => true) }
    focusWindow(window)
    focusWindow(null)
    expect(window.focus).not.toHaveBeenCalled()
  })
})
