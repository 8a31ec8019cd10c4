// Crash-safe file writing (a crash mid-write never loses the old save): write a temporary file in the same folder, fsync it, rename it
// over the target, fsync the folder. The previous version stays as NAME.bak until the new one is in place, so a
// killed writer leaves either the old file or the new one, never a mix.
import { randomBytes } from 'node:crypto'
import { copyFile, link, open, readdir, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { SaveError } from './errors'

export type WriteData = string | Uint8Array | Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>

export interface AtomicWriteOptions {
  /** Keep the previous version as `${target}.bak` until the new one is written. Default true. */
  backup?: boolean
}

const TEMP = /^\.(.+)\.(\d+)\.([0-9a-f]{8})\.tmp$/
const FLUSH_BYTES = 256 * 1024

export function backupPath(target: string): string {
  return `${target}.bak`
}

/** Temporary files are dot-files in the target's folder, named after the target and the writing process. */
export function isTempFile(name: string): boolean {
  return TEMP.test(name)
}

function tempPath(target: string, suffix = 'tmp'): string {
  return join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.${suffix}`)
}

const errno = (error: unknown): string | undefined => (error as NodeJS.ErrnoException)?.code

async function ignoreMissing(action: Promise<unknown>): Promise<void> {
  try {
    await action
  } catch (error) {
    if (errno(error) !== 'ENOENT') throw error
  }
}

/** fsync a folder so a rename in it survives a power cut. Not possible on Windows, where rename is durable. */
export async function syncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return
  let handle
  try {
    handle = await open(dir, 'r')
    await handle.sync()
  } catch {
    // Some file systems refuse to fsync a folder (EINVAL); the rename still happened.
  } finally {
    await handle?.close()
  }
}

/** Rename, retrying briefly on Windows, where another process (an indexer, an antivirus) may hold the target. */
async function renameOver(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await rename(from, to)
    } catch (error) {
      const code = errno(error)
      if (process.platform !== 'win32' || attempt >= 10 || !(code === 'EPERM' || code === 'EACCES' || code === 'EBUSY'))
        throw error
      await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)))
    }
  }
}

/** Makes `${target}.bak` a copy of the current target (a hard link where the file system allows). False: no target. */
async function makeBackup(target: string): Promise<boolean> {
  const bak = backupPath(target)
  const staging = tempPath(target, 'bak')
  try {
    await link(target, staging)
  } catch (error) {
    if (errno(error) === 'ENOENT') return false
    // No hard links here (FAT, some network shares): copy instead, durably.
    await copyFile(target, staging)
    const handle = await open(staging, 'r+')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  }
  await renameOver(staging, bak)
  // A stale NAME.bak that is a hard link to the same file makes the rename do nothing (POSIX): the staged link stays.
  await ignoreMissing(unlink(staging))
  return true
}

function toBuffer(chunk: string | Uint8Array): Uint8Array {
  return typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk
}

/** Writes `data` to `target` atomically. Throws SaveError('write-failed') and leaves the target as it was on failure. */
export async function writeFileAtomic(
  target: string,
  data: WriteData,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const temp = tempPath(target)
  let backedUp = false
  let renamed = false
  try {
    if (options.backup !== false) backedUp = await makeBackup(target)
    const handle = await open(temp, 'wx', 0o644)
    try {
      if (typeof data === 'string' || data instanceof Uint8Array) {
        await handle.writeFile(data)
      } else {
        let pending: Uint8Array[] = []
        let size = 0
        for await (const chunk of data as AsyncIterable<string | Uint8Array>) {
          const bytes = toBuffer(chunk)
          pending.push(bytes)
          size += bytes.length
          if (size >= FLUSH_BYTES) {
            await handle.write(Buffer.concat(pending))
            pending = []
            size = 0
          }
        }
        if (size) await handle.write(Buffer.concat(pending))
      }
      await handle.sync()
    } finally {
      await handle.close()
    }
    await renameOver(temp, target)
    renamed = true
    await syncDir(dirname(target))
    // The new version is in place: its backup, and any stale one a killed writer left, are not needed.
    await ignoreMissing(unlink(backupPath(target)))
  } catch (error) {
    if (!renamed) await ignoreMissing(unlink(temp)).catch(() => {})
    if (backedUp && !renamed) await ignoreMissing(unlink(backupPath(target))).catch(() => {})
    const reason =
      errno(error) === 'ENOSPC' ? 'the disk is full' : error instanceof Error ? error.message : String(error)
    throw new SaveError(
      'write-failed',
      target,
      `Could not save "${target}": ${reason}. The previous file is unchanged.`,
      { cause: error },
    )
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return errno(error) === 'EPERM'
  }
}

/** Removes temporary files left by writers that were killed (their process is gone). Returns the names removed. */
export async function removeStaleTemps(dir: string): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return []
  }
  const removed: string[] = []
  for (const name of names) {
    const match = TEMP.exec(name) ?? /^\.(.+)\.(\d+)\.([0-9a-f]{8})\.bak$/.exec(name)
    if (!match) continue
    const pid = Number(match[2])
    if (pid === process.pid || processAlive(pid)) continue
    try {
      await unlink(join(dir, name))
      removed.push(name)
    } catch {
      // Gone already, or not ours to remove.
    }
  }
  return removed
}
