// The main window remembers its size, position and maximised state between runs (window-state.json in the
// user-data folder). A saved position that no longer falls on a screen (a monitor was unplugged) is dropped.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { z } from 'zod'

export interface WindowState {
  x?: number
  y?: number
  width: number
  height: number
  maximized: boolean
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export const DEFAULT_WINDOW_STATE: Readonly<WindowState> = Object.freeze({ width: 1280, height: 800, maximized: false })
export const MIN_WINDOW_SIZE = Object.freeze({ width: 960, height: 640 })

const stateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(100).max(100_000),
  height: z.number().int().min(100).max(100_000),
  maximized: z.boolean().default(false),
})

/** The saved state, or the default when the file is missing, unreadable or malformed. */
export function readWindowState(file: string): WindowState {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    return parsed.success ? parsed.data : { ...DEFAULT_WINDOW_STATE }
  } catch {
    return { ...DEFAULT_WINDOW_STATE }
  }
}

export function writeWindowState(file: string, state: WindowState): void {
  mkdirSync(dirname(file), { recursive: true })
  const temporary = `${file}.tmp`
  writeFileSync(temporary, JSON.stringify(state, null, 2) + '\n')
  renameSync(temporary, file)
}

function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return width > 0 && height > 0 ? width * height : 0
}

/**
 * Fits a saved state to the screens there are now (their work areas): the size is clamped to the largest screen,
 * and a position whose title bar strip is not on any screen is dropped, so the window opens centred.
 */
export function fitToDisplays(state: WindowState, workAreas: readonly Rect[]): WindowState {
  if (workAreas.length === 0) return { ...state }
  const maxWidth = Math.max(...workAreas.map((a) => a.width))
  const maxHeight = Math.max(...workAreas.map((a) => a.height))
  const width = Math.max(MIN_WINDOW_SIZE.width, Math.min(state.width, maxWidth))
  const height = Math.max(MIN_WINDOW_SIZE.height, Math.min(state.height, maxHeight))
  const fitted: WindowState = { width, height, maximized: state.maximized }
  if (state.x !== undefined && state.y !== undefined) {
    const titleBar: Rect = { x: state.x, y: state.y, width, height: 32 }
    const visible = workAreas.some((area) => overlap(titleBar, area) >= Math.min(width, 200) * 16)
    if (visible) {
      fitted.x = state.x
      fitted.y = state.y
    }
  }
  return fitted
}

export interface TrackableWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown
  getNormalBounds(): Rect
  isMaximized(): boolean
  isMinimized(): boolean
  isFullScreen(): boolean
}

/** Saves the window's state after it is moved or resized (debounced) and when it closes. */
export function trackWindowState(
  window: TrackableWindow,
  file: string,
  options: { debounceMs?: number } = {},
): { flush(): void } {
  const debounceMs = options.debounceMs ?? 400
  let timer: ReturnType<typeof setTimeout> | null = null
  const capture = (): WindowState => {
    const bounds = window.getNormalBounds()
    return { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height, maximized: window.isMaximized() }
  }
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    // A minimised or full-screen window's bounds are not the ones to restore.
    if (window.isMinimized() || window.isFullScreen()) return
    try {
      writeWindowState(file, capture())
    } catch (error) {
      console.error('hearthside: could not save the window state:', error)
    }
  }
  const schedule = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(flush, debounceMs)
  }
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) window.on(event, schedule)
  window.on('close', flush)
  return { flush }
}
