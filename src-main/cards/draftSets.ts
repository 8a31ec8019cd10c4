// The cards of the sets drafted with this database (`draft-sets/CODE.json` beside `cards.json`), written when a set
// file is drafted, so that the decks of that draft resolve later (`match --deckK`, the app's games) whatever pool is
// in use. Written atomically (aside, flushed, renamed); a damaged file is skipped, never used.
import { open, readdir, readFile, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { CardDefinition } from '../../src-shared/cards/model'
import type { CardPool } from '../../src-shared/cards/pool'
import { makeFolder } from '../fs/bounded'

export const DRAFT_SETS_FOLDER = 'draft-sets'
const FORMAT = 'hearthside-draft-set'

const safeCode = (code: string) => code.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40) || 'SET'

/** Stores a drafted set's cards in the database folder `dir`. */
export async function saveDraftSet(dir: string, code: string, name: string, cards: CardDefinition[]): Promise<string> {
  const folder = join(dir, DRAFT_SETS_FOLDER)
  await makeFolder(folder)
  const target = join(folder, `${safeCode(code)}.json`)
  const temp = join(folder, `.${safeCode(code)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  const handle = await open(temp, 'w')
  try {
    await handle.write(JSON.stringify({ format: FORMAT, version: 1, code, name, cards }))
    await handle.sync()
    await handle.close()
    await rename(temp, target)
  } catch (error) {
    await handle.close().catch(() => undefined)
    await unlink(temp).catch(() => undefined)
    throw error
  }
  return target
}

/** Every card of the drafted sets stored in `dir` (none when there are none; damaged files are skipped). */
export async function loadDraftSetCards(dir: string): Promise<CardDefinition[]> {
  const folder = join(dir, DRAFT_SETS_FOLDER)
  let files: string[]
  try {
    files = (await readdir(folder)).filter((f) => f.endsWith('.json') && !f.startsWith('.')).sort()
  } catch {
    return []
  }
  const out: CardDefinition[] = []
  for (const f of files) {
    try {
      const json = JSON.parse(await readFile(join(folder, f), 'utf8')) as { format?: string; cards?: unknown }
      if (json.format === FORMAT && Array.isArray(json.cards)) out.push(...(json.cards as CardDefinition[]))
    } catch {
      // a damaged file: skipped
    }
  }
  return out
}

/** Adds the drafted sets' cards the pool doesn't have (the pool's own cards win). */
export async function addDraftSetCards(pool: CardPool, dir: string): Promise<CardPool> {
  for (const card of await loadDraftSetCards(dir)) if (!pool.has(card.name)) pool.add(card)
  return pool
}
