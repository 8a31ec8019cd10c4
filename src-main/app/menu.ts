// The application menu: New game, Open…, Save, Save As…, Undo, Redo, Rules reference and Quit, with the
// accelerators desktop users expect on each platform. A command item sends its MenuCommand to the renderer.
import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '@shared/bridge'

export interface MenuCommandItem {
  command: MenuCommand
  label: string
  accelerator: string
}

/** The game commands and their shortcuts. Redo is Cmd+Shift+Z on macOS and Ctrl+Y elsewhere. */
export function menuCommandItems(platform: string): Record<MenuCommand, MenuCommandItem> {
  const mac = platform === 'darwin'
  return {
    'new-game': { command: 'new-game', label: 'New game', accelerator: 'CmdOrCtrl+N' },
    open: { command: 'open', label: 'Open…', accelerator: 'CmdOrCtrl+O' },
    save: { command: 'save', label: 'Save', accelerator: 'CmdOrCtrl+S' },
    'save-as': { command: 'save-as', label: 'Save As…', accelerator: 'CmdOrCtrl+Shift+S' },
    undo: { command: 'undo', label: 'Undo', accelerator: 'CmdOrCtrl+Z' },
    redo: { command: 'redo', label: 'Redo', accelerator: mac ? 'Cmd+Shift+Z' : 'Ctrl+Y' },
    'rules-reference': { command: 'rules-reference', label: 'Rules reference', accelerator: 'F1' },
  }
}

export interface MenuOptions {
  platform: string
  appName: string
  /** Adds reload and developer tools. */
  development: boolean
  send: (command: MenuCommand) => void
}

export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin'
  const items = menuCommandItems(options.platform)
  const item = (command: MenuCommand): MenuItemConstructorOptions => ({
    id: command,
    label: items[command].label,
    accelerator: items[command].accelerator,
    click: () => options.send(command),
  })
  const quit: MenuItemConstructorOptions = {
    id: 'quit',
    role: 'quit',
    label: mac ? `Quit ${options.appName}` : 'Quit',
    accelerator: 'CmdOrCtrl+Q',
  }

  const template: MenuItemConstructorOptions[] = []
  if (mac) {
    template.push({
      label: options.appName,
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        quit,
      ],
    })
  }
  template.push({
    id: 'file',
    label: mac ? 'File' : '&File',
    submenu: [
      item('new-game'),
      item('open'),
      { type: 'separator' },
      item('save'),
      item('save-as'),
      ...(mac ? [] : [{ type: 'separator' } as const, quit]),
    ],
  })
  template.push({
    id: 'edit',
    label: mac ? 'Edit' : '&Edit',
    // Undo and Redo go to the game; the renderer passes them to a focused text field instead.
    submenu: [
      item('undo'),
      item('redo'),
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  })
  template.push({
    id: 'view',
    label: mac ? 'View' : '&View',
    submenu: [
      ...(options.development
        ? ([{ role: 'reload' }, { role: 'toggleDevTools' }, { type: 'separator' }] as MenuItemConstructorOptions[])
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  })
  if (mac) template.push({ role: 'windowMenu' })
  template.push({ id: 'help', role: 'help', label: mac ? 'Help' : '&Help', submenu: [item('rules-reference')] })
  return template
}
