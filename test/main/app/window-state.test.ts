// The window remembers its size and position.
import { EventEmitter } from 'node:events'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_WINDOW_STATE,
  fitToDisplays,
  readWindowState,
  trackWindowState,
  writeWindowState,
} from '../../../src-main/app/window-state'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hearthside-window-'))
})

const SCREEN = { x: 0, y: 0, width: 1920, height: 1040 }

describe('reading and writing', () => {
  it('round-trips the state', () => {
    const file = join(dir, 'nested', 'window-state.json')
    writeWindowState(file, { x: 100, y: 50, width: 1500, height: 950, maximized: true })
    expect(readWindowState(file)).toEqual({ x: 100, y: 50, width: 1500, height: 950, maximized: true })
  })

  it('falls back to the default for a missing, corrupt or nonsensical file', () => {
    expect(readWindowState(join(dir, 'none.json'))).toEqual(DEFAULT_WINDOW_STATE)
    writeFileSync(join(dir, 'bad.json'), '{"width": 12')
    expect(readWindowState(join(dir, 'bad.json'))).toEqual(DEFAULT_WINDOW_STATE)
    writeFileSync(join(dir, 'odd.json'), JSON.stringify({ width: 'wide', height: -3 }))
    expect(readWindowState(join(dir, 'odd.json'))).toEqual(DEFAULT_WINDOW_STATE)
  })
})

describe('fitting to the screens there are now', () => {
  it('keeps a position that is on a screen', () => {
    expect(fitToDisplays({ x: 100, y: 80, width: 1200, height: 800, maximized: false }, [SCREEN])).toEqual({
      x: 100,
      y: 80,
      width: 1200,
      height: 800,
      maximized: false,
    })
  })

  it('drops a position on a monitor that was unplugged, so the window opens centred', () => {
    const fitted = fitToDisplays({ x: 2500, y: 100, width: 1200, height: 800, maximized: false }, [SCREEN])
    expect(fitted.x).toBeUndefined()
    expect(fitted.y).toBeUndefined()
  })

  it('keeps a position on a second screen', () => {
    const second = { x: 1920, y: 0, width: 2560, height: 1400 }
    expect(fitToDisplays({ x: 2500, y: 100, width: 1200, height: 800, maximized: false }, [SCREEN, second]).x).toBe(
      2500,
    )
  })

  it('shrinks a window larger than every screen, but not below the minimum size', () => {
    const fitted = fitToDisplays({ x: 0, y: 0, width: 5000, height: 3000, maximized: false }, [SCREEN])
    expect([fitted.width, fitted.height]).toEqual([1920, 1040])
    const tiny = fitToDisplays({ width: 200, height: 200, maximized: false }, [SCREEN])
    expect([tiny.width, tiny.height]).toEqual([960, 640])
  })
})

describe('tracking the window', () => {
  afterEach(() => vi.useRealTimers())

  class Window extends EventEmitter {
    bounds = { x: 40, y: 30, width: 1300, height: 850 }
    maximized = false
    minimized = false
    getNormalBounds = () => this.bounds
    isMaximized = () => this.maximized
    isMinimized = () => this.minimized
    isFullScreen = () => false
  }

  it('saves the bounds after a move or resize settles, and on close', () => {
    vi.useFakeTimers()
    const file = join(dir, 'window-state.json')
    const window = new Window()
    trackWindowState(window, file, { debounceMs: 100 })
    window.bounds = { x: 60, y: 70, width: 1400, height: 900 }
    window.emit('resize')
    window.emit('move')
    expect(readWindowState(file)).toEqual(DEFAULT_WINDOW_STATE)
    vi.advanceTimersByTime(150)
    expect(readWindowState(file)).toEqual({ x: 60, y: 70, width: 1400, height: 900, maximized: false })
    window.maximized = true
    window.emit('close')
    expect(JSON.parse(readFileSync(file, 'utf8')).maximized).toBe(true)
  })

  it('does not remember the bounds of a minimised window', () => {
    const file = join(dir, 'window-state.json')
    const window = new Window()
    const tracker = trackWindowState(window, file)
    window.minimized = true
    tracker.flush()
    expect(readWindowState(file)).toEqual(DEFAULT_WINDOW_STATE)
  })
})
