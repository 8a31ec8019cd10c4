// The system's file dialogs and file manager, for the bridge's Save As…, Import and Show in folder.
import { dialog, shell } from 'electron'
import type { BrowserWindow } from 'electron'
import type { DesktopService } from '../ipc/services'

export function createDesktopService(getWindow: () => BrowserWindow | null): DesktopService {
  return {
    async chooseSaveFile({ title, defaultName, filters }) {
      const window = getWindow()
      const options = { title, defaultPath: defaultName, filters }
      const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options)
      return result.canceled || !result.filePath ? null : result.filePath
    },
    async chooseOpenFile({ title, filters }) {
      const window = getWindow()
      const options = { title, filters, properties: ['openFile' as const] }
      const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options)
      return result.canceled || result.filePaths.length === 0 ? null : result.filePaths[0]
    },
    async showInFolder(file) {
      shell.showItemInFolder(file)
    },
  }
}
