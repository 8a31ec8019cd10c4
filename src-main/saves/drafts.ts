// The draft in progress (Practice → Draft / Sealed), one file in the user's data folder (`drafts/current.json`),
// written like a saved game: checked first (readDraftSave), then atomically with the previous version kept as a
// backup until the new one is in place. A file that no longer reads is set aside (never overwritten) and named.
import { mkdir, readFile, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { readDraftSave, type DraftSave } from '../../src-shared/draft/save'
import type { CardDefinition } from '../../src-shared/cards/model'
import { loadDraftSetCards, saveDraftSet } from '../cards/draftSets'
import { backupPath, writeFileAtomic } from './atomic'

export interface DraftStore {
  /** The draft in progress, or null when there is none. Throws, naming the file set aside, when it is damaged. */
  load(): Promise<DraftSave | null>
  /** Checks and writes the draft in progress (its JSON text); a save that doesn't read is refused. */
  save(text: string): Promise<void>
  /** The draft is over (or left for good): no draft in progress. */
  clear(): Promise<void>
  /** Keeps a drafted set's cards (`draft-sets/CODE.json` in the drafts folder, written atomically). */
  keepSet(code: string, name: string, cards: CardDefinition[]): Promise<void>
  /** The kept sets' cards (a damaged file is skipped). */
  setCards(): Promise<CardDefinition[]>
}

export const DRAFT_FILE = 'current.json'

export function createDraftStore(options: { dir: string; now?: () => Date }): DraftStore {
  const file = join(options.dir, DRAFT_FILE)
  const now = options.now ?? (() => new Date())
  return {
    async load() {
      let text: string
      try {
        text = await readFile(file, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      try {
        return readDraftSave(JSON.parse(text))
      } catch (error) {
        const aside = join(options.dir, `damaged-${now().toISOString().replace(/[:.]/g, '-')}.json`)
        await rename(file, aside)
        throw new Error(
          `the saved draft could not be read (${error instanceof Error ? error.message : String(error)}); it was kept as ${aside}`,
        )
      }
    },
    async save(text) {
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        throw new Error('the draft to save is not JSON')
      }
      readDraftSave(parsed)
      await mkdir(options.dir, { recursive: true })
      await writeFileAtomic(file, text)
    },
    async clear() {
      for (const f of [file, backupPath(file)])
        await unlink(f).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error
        })
    },
    async keepSet(code, name, cards) {
      await saveDraftSet(options.dir, code, name, cards)
    },
    setCards: () => loadDraftSetCards(options.dir),
  }
}
