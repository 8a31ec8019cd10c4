// What the app menu's commands do in the renderer (the menu lives in main: src-main/app/menu.ts).
// While a game is in progress the game screen registers its commands (save, save as, undo, redo).
import type { MenuCommand } from '@shared/bridge'
import type { ScreenId } from './stores/screen'

export interface MenuTarget {
  go(screen: ScreenId): void
  announce(text: string): void
  /** The rules reference: over the table during a game (the screen store), else its screen. */
  openRules?(): void
}

/** The commands a game in progress answers (registered by the game screen). */
export interface GameCommands {
  save(): Promise<string>
  saveAs(): Promise<string>
  undo(): void
  redo(): void
}

let gameCommands: GameCommands | null = null

/** Registers the game's commands; returns the function that unregisters them. */
export function registerGameCommands(commands: GameCommands): () => void {
  gameCommands = commands
  return () => {
    if (gameCommands === commands) gameCommands = null
  }
}

/** Undo and redo outside a game (the deck editor registers its own while it is open). */
export interface UndoCommands {
  undo(): void
  redo(): void
}
let undoCommands: UndoCommands | null = null
export function registerUndoCommands(commands: UndoCommands): () => void {
  undoCommands = commands
  return () => {
    if (undoCommands === commands) undoCommands = null
  }
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
      if (target.openRules) target.openRules()
      else target.go('rules')
      return
    case 'undo':
    case 'redo':
      if (isTextField(doc.activeElement)) {
        // execCommand is deprecated but remains the only way to reach a field's native undo stack.
        doc.execCommand(command)
        return
      }
      if (gameCommands) {
        gameCommands[command]()
        return
      }
      if (undoCommands) {
        undoCommands[command]()
        return
      }
      target.announce(`Nothing to ${command}: no game is in progress.`)
      return
    case 'save':
    case 'save-as':
      if (gameCommands) {
        const commands = gameCommands
        void (command === 'save' ? commands.save() : commands.saveAs()).then((text) => target.announce(text))
        return
      }
      target.announce('Nothing to save: no game is in progress.')
      return
  }
}
