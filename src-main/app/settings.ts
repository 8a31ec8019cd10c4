// The player's settings, in settings.json in the user-data folder. A missing or damaged file, or a field with a
// value this version doesn't know, falls back to the default for that field: settings never stop the app.
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import type { Settings } from '@shared/bridge'
import { SETTINGS_FIELDS } from '../ipc/schemas'
import type { SettingsService } from '../ipc/services'
import { readBoundedFile } from '../fs/bounded'

/** A settings file is a few hundred bytes; anything far larger is not one. */
const MAX_SETTINGS_BYTES = 256 * 1024

export function parseSettings(raw: unknown): Settings {
  const settings: Settings = { ...DEFAULT_SETTINGS }
  if (typeof raw !== 'object' || raw === null) return settings
  const source = raw as Record<string, unknown>
  for (const key of Object.keys(SETTINGS_FIELDS) as (keyof Settings)[]) {
    const parsed = SETTINGS_FIELDS[key].safeParse(source[key])
    if (parsed.success) (settings as Record<keyof Settings, unknown>)[key] = parsed.data
  }
  return settings
}

export function createSettingsStore(file: string): SettingsService {
  let current: Settings | null = null

  const load = async (): Promise<Settings> => {
    if (current) return current
    try {
      // Bounded: a pipe or a link to a device named settings.json never stalls the start.
      const bytes = await readBoundedFile(file, { maxBytes: MAX_SETTINGS_BYTES, what: 'a settings file' })
      current = parseSettings(JSON.parse(new TextDecoder().decode(bytes)))
    } catch {
      current = { ...DEFAULT_SETTINGS }
    }
    return current
  }

  const persist = async (settings: Settings): Promise<void> => {
    await mkdir(dirname(file), { recursive: true })
    const temporary = `${file}.tmp`
    await writeFile(temporary, JSON.stringify(settings, null, 2) + '\n')
    await rename(temporary, file)
  }

  // Changes apply one after another, so quick successive changes neither lose each other nor race on disk.
  let queue: Promise<unknown> = Promise.resolve()
  const serialise = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  return {
    get: () => serialise(async () => ({ ...(await load()) })),
    set: (patch) =>
      serialise(async () => {
        const next = { ...(await load()), ...patch }
        await persist(next)
        current = next
        return { ...next }
      }),
  }
}
