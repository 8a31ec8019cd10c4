import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDraftStore, DRAFT_FILE } from '../../../src-main/saves/drafts'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterPool } from '../../../src-shared/cards/starter'
import { createPod, dealCube, draftSave, lookupOf, readCube, runBots, seatPeople } from '../../../src-shared/draft'
import { Random } from '../../../src-shared/engine/rng'

/** A small pod (two seats, a cube of starter cards) with the person yet to pick. */
function saveText(): string {
  const pool: CardPool = starterPool()
  const names = pool
    .all()
    .filter((c) => !c.faces[0].types.includes('Land'))
    .slice(0, 90)
    .map((c) => `1 ${c.name}`)
  const cube = readCube(names.join('\n'), pool)
  const lookup = lookupOf(cube.cards)
  const state = runBots(
    createPod({
      format: 'draft',
      set: 'cube',
      cube: true,
      seed: 3,
      seats: seatPeople(2, 1).map((kind) => ({ kind })),
      packs: dealCube(cube, 2, 3, Random.fromSeed(3)),
    }),
    lookup,
  )
  return JSON.stringify(draftSave(state, lookup, { timerSeconds: 0, title: 'Cube', atScreen: 0 }))
}

describe('the draft in progress, saved by main', () => {
  it('saves atomically and loads back exactly; clear removes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-drafts-'))
    const store = createDraftStore({ dir })
    expect(await store.load()).toBeNull()
    const text = saveText()
    await store.save(text)
    await store.save(text) // the previous version is the backup until the new one is in place
    expect(await store.load()).toEqual(JSON.parse(text))
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
    await store.clear()
    expect(await store.load()).toBeNull()
  })

  it('refuses a save that does not read, leaving the saved one as it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-drafts-'))
    const store = createDraftStore({ dir })
    const text = saveText()
    await store.save(text)
    const broken = JSON.parse(text)
    broken.state.round = 7
    await expect(store.save(JSON.stringify(broken))).rejects.toThrow(/round/)
    await expect(store.save('{')).rejects.toThrow(/not JSON/)
    expect(readFileSync(join(dir, DRAFT_FILE), 'utf8')).toBe(text)
  })

  it('a damaged file is set aside, never overwritten, and named', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-drafts-'))
    const store = createDraftStore({ dir, now: () => new Date('2026-12-06T23:00:00Z') })
    writeFileSync(join(dir, DRAFT_FILE), '{"format": "hearthside-draft", "version": 1')
    await expect(store.load()).rejects.toThrow(/could not be read.*damaged-2026-12-06T23-00-00-000Z\.json/)
    expect(existsSync(join(dir, DRAFT_FILE))).toBe(false)
    expect(readFileSync(join(dir, 'damaged-2026-12-06T23-00-00-000Z.json'), 'utf8')).toContain('hearthside-draft')
    expect(await store.load()).toBeNull()
  })
})
