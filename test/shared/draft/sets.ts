// The real MTGJSON set files of the shared data folder, read once per test file.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sharedDataPath } from '../../support/sharedData'
import { readSetFile, type DraftSet } from '../../../src-shared/draft'

export function setFiles(): string[] {
  const dir = sharedDataPath('mtgjson/sets/')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f))
}

const cache = new Map<string, unknown>()

export function setJson(file: string): unknown {
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')))
  return cache.get(file)
}

export function loadSet(file: string): DraftSet {
  return readSetFile(structuredClone(setJson(file)), file)
}
