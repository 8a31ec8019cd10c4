// Deleting saves goes to the system trash: the app injects Electron's shell.trashItem; without it (the
// CLI, tests) deleted saves are moved to a `.trash` folder inside the saves folder.
import { access, mkdir, rename } from 'node:fs/promises'
import { basename, join } from 'node:path'

export type TrashFn = (path: string) => Promise<void>

/** Whether a path exists (any kind of file). */
export async function exists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}

/** Moves files into `${dir}/.trash` (bytes unchanged), adding a time stamp when that name is already taken. */
export function folderTrash(dir: string, now: () => Date = () => new Date()): TrashFn {
  const trashDir = join(dir, '.trash')
  return async (path) => {
    await mkdir(trashDir, { recursive: true })
    const name = basename(path)
    const stamp = now().toISOString().replace(/[:.]/g, '-')
    for (let n = 0; n < 1000; n++) {
      const target = join(trashDir, n === 0 ? name : n === 1 ? `${stamp}.${name}` : `${stamp}-${n}.${name}`)
      if (await exists(target)) continue
      await rename(path, target)
      return
    }
    throw new Error(`the trash folder "${trashDir}" is full of files named "${name}"`)
  }
}
