// The app menu: New game, Open…, Save, Save As…, Undo, Redo, Rules reference and Quit, with their shortcuts.
import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { buildMenuTemplate, menuCommandItems } from '../../../src-main/app/menu'
import { MENU_COMMANDS } from '@shared/bridge'

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])])
}

function menu(platform: string, development = false) {
  const send = vi.fn()
  const items = flatten(buildMenuTemplate({ platform, appName: 'Hearthside', development, send }))
  const byId = (id: string) => items.find((item) => item.id === id)
  return { send, items, byId }
}

describe('the application menu', () => {
  it.each([
    ['linux', 'Ctrl+Y'],
    ['win32', 'Ctrl+Y'],
    ['darwin', 'Cmd+Shift+Z'],
  ])('has every command with the usual shortcut on %s', (platform, redo) => {
    const { byId } = menu(platform)
    const expected: Record<string, [string, string]> = {
      'new-game': ['New game', 'CmdOrCtrl+N'],
      open: ['Open…', 'CmdOrCtrl+O'],
      save: ['Save', 'CmdOrCtrl+S'],
      'save-as': ['Save As…', 'CmdOrCtrl+Shift+S'],
      undo: ['Undo', 'CmdOrCtrl+Z'],
      redo: ['Redo', redo],
      'rules-reference': ['Rules reference', 'F1'],
    }
    for (const [id, [label, accelerator]] of Object.entries(expected)) {
      expect(byId(id), id).toMatchObject({ label, accelerator })
    }
    expect(byId('quit')).toMatchObject({ role: 'quit', accelerator: 'CmdOrCtrl+Q' })
  })

  it('sends each command to the renderer when clicked', () => {
    const { send, byId } = menu('linux')
    for (const command of MENU_COMMANDS) {
      const click = byId(command)?.click as () => void
      click()
      expect(send).toHaveBeenLastCalledWith(command)
    }
    expect(send).toHaveBeenCalledTimes(MENU_COMMANDS.length)
  })

  it('no two items share a shortcut', () => {
    for (const platform of ['linux', 'win32', 'darwin']) {
      const accelerators = menu(platform)
        .items.map((item) => item.accelerator)
        .filter(Boolean)
      expect(new Set(accelerators).size, platform).toBe(accelerators.length)
    }
  })

  it('puts Quit in the app menu on macOS and in File elsewhere', () => {
    const mac = buildMenuTemplate({ platform: 'darwin', appName: 'Hearthside', development: false, send: vi.fn() })
    expect(mac[0].label).toBe('Hearthside')
    expect(flatten([mac[0]]).some((item) => item.role === 'quit')).toBe(true)
    const linux = buildMenuTemplate({ platform: 'linux', appName: 'Hearthside', development: false, send: vi.fn() })
    expect(flatten(linux.filter((m) => m.id === 'file')).some((item) => item.role === 'quit')).toBe(true)
  })

  it('offers reload and developer tools only in development', () => {
    expect(menu('linux', false).items.some((item) => item.role === 'toggleDevTools' || item.role === 'reload')).toBe(
      false,
    )
    expect(menu('linux', true).items.some((item) => item.role === 'toggleDevTools')).toBe(true)
  })

  it('keeps cut, copy and paste for text fields', () => {
    const roles = menu('linux').items.map((item) => item.role)
    expect(roles).toEqual(expect.arrayContaining(['cut', 'copy', 'paste', 'selectAll']))
  })

  it('describes every menu command', () => {
    expect(Object.keys(menuCommandItems('linux')).sort()).toEqual([...MENU_COMMANDS].sort())
  })
})
