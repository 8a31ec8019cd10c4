// The one main window, created with the secure web preferences and the remembered bounds.
import { BrowserWindow } from 'electron'
import { MIN_WINDOW_SIZE } from './window-state'
import type { WindowState } from './window-state'
import { secureWebPreferences } from './security'

export interface MainWindowOptions {
  preload: string
  state: WindowState
  title: string
  devTools: boolean
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const { state } = options
  const window = new BrowserWindow({
    x: state.x,
    y: state.y,
    width: state.width,
    height: state.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title: options.title,
    show: false,
    backgroundColor: '#1c1917',
    webPreferences: secureWebPreferences(options.preload, { devTools: options.devTools }),
  })
  if (state.maximized) window.maximize()
  window.once('ready-to-show', () => window.show())
  return window
}
