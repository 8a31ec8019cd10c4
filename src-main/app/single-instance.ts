// One Hearthside at a time: a second launch hands over to the first, which comes to the front.
import type { App } from 'electron'

export interface FocusableWindow {
  isDestroyed(): boolean
  isMinimized(): boolean
  restore(): void
  show(): void
  focus(): void
}

/** Returns false when another instance holds the lock: this one quits. Otherwise focuses the window on a second launch. */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>,
  getWindow: () => FocusableWindow | null,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return false
  }
  app.on('second-instance', () => focusWindow(getWindow()))
  return true
}

export function focusWindow(window: FocusableWindow | null): void {
  if (!window || window.isDestroyed()) return
  if (window.isMinimized()) window.restore()
  window.show()
  window.focus()
}
