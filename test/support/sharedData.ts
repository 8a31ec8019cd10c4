// The real card data and reference texts the tests read in place, never copied into the repository: MTGJSON's
// AtomicCards and Scryfall card objects in its data folder, the Comprehensive Rules in its reference folder
// (next to the repository; HEARTH_SHARED_DIR names another folder). A test that needs them fails with this message
// when they are missing, instead of being skipped without a word.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The shared folder: the folder "shared" beside the repository, or HEARTH_SHARED_DIR. */
export const SHARED_DIR = resolve(process.env.HEARTH_SHARED_DIR ?? join(__dirname, '../../../shared'))

export class MissingSharedData extends Error {
  constructor(path: string) {
    super(
      `missing shared data: ${path} does not exist. These tests read the real card data (MTGJSON AtomicCards.json, ` +
        `Scryfall card objects) and the Comprehensive Rules in place from ${SHARED_DIR} (the folder "shared" next to ` +
        `the repository, or the folder HEARTH_SHARED_DIR names); put them there to run them.`,
    )
    this.name = 'MissingSharedData'
  }
}

/** The absolute path of a file or folder under the shared folder; throws MissingSharedData when it isn't there. */
export function sharedPath(relative: string): string {
  const path = join(SHARED_DIR, relative)
  if (!existsSync(path)) throw new MissingSharedData(path)
  return path // join keeps a folder's final slash
}

/** A path under `data/` (e.g. 'mtgjson/AtomicCards.json', 'scryfall/cards/'). */
export function sharedDataPath(relative: string): string {
  return sharedPath(join('data', relative))
}

/** The same as a file: URL (a folder's ends with '/', so `new URL(name, folder)` finds its files). */
export function sharedDataUrl(relative: string): URL {
  return pathToFileURL(sharedDataPath(relative))
}

/** A path under `reference/` (e.g. 'MagicCompRules-2022-04-29.txt'). */
export function sharedReferencePath(relative: string): string {
  return sharedPath(join('reference', relative))
}
