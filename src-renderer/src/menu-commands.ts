// What the app menu's commands do in the renderer (the menu lives in main: src-main/app/menu.ts).
import type { MenuCommand } from '@shared/bridge'
import type { ScreenId } from './stores/screen'

export interface MenuTarget {
  go(screen: ScreenId): void
  announce(text: string): void
}

/** Text fields keep their own undo and redo when the menu's shortcuts fire while they have focus. */
export function isTextField(element: Element | null): boolean {
  if (!element) return false
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled
  if (element instanceof HTMLInputElement) {
    const textTypes = ['text', 'search', 'email', 'url', 'tel', 'password', 'number']
    return textTypes.includes(element.type) && !element.readOnly && !element.disabled
  }
  return element instanceof HTMLElement && element.isContentEditable
}

export function handleMenuCommand(command: MenuCommand, target: MenuTarget, doc: Document = document): void {
  switch (command) {
    case 'new-game':
      target.go('new-game')
      return
    case 'open':
      target.go('load')
      return
    case 'rules-reference':
      target.go('rules')
      return
    case 'undo':
    case 'redo':
      if (isTextField(doc.activeElement)) {
        // execCommand is deprecated but remains the only way to reach a field's native undo stack.
        doc.execCommand(command)
        return
      }
      target.announce(`Nothing to ${command}: no game is in progress.`)
      return
    case 'save':
    case 'save-as':
      target.announce('Nothing to save: no game is in progress.')
      return
  }
}
