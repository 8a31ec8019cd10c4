// Imported puzzles kept by main: checked before they are kept, one file each in the folder, listed back after a
// restart (a new store on the same folder), a bad file refused with its problem named, delete to the trash.
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPuzzleStore, PUZZLE_SUFFIX } from '../../../src-main/puzzles/store'

const BURN = readFileSync(join(__dirname, '../../../resources/puzzles/normal-burn-out.json'), 'utf8')
const mine = (id: string, title: string) => JSON.stringify({ ...JSON.parse(BURN), id, title })

function store() {
  const dir = mkdtempSync(join(tmpdir(), 'hearthside-puzzles-'))
  return { dir, puzzles: createPuzzleStore({ dir }) }
}

describe('imported puzzles (docs/puzzles.md)', () => {
  it('a checked puzzle is kept as a file and listed again by a new store on the same folder', async () => {
    const { dir, puzzles } = store()
    expect(await puzzles.list()).toEqual({ puzzles: [], problems: [] })
    const p = await puzzles.import('mine.json', mine('My Burn', 'My burn'))
    expect(p).toMatchObject({ id: 'My Burn', title: 'My burn', player: 0, opponent: 'fixed' })
    expect(readdirSync(dir)).toEqual(['my-burn' + PUZZLE_SUFFIX])
    const again = await createPuzzleStore({ dir }).list()
    expect(again.problems).toEqual([])
    expect(again.puzzles.map((x) => x.title)).toEqual(['My burn'])
    // The same id again replaces it.
    await puzzles.import('mine.json', mine('My Burn', 'My burn, again'))
    expect((await puzzles.list()).puzzles.map((x) => x.title)).toEqual(['My burn, again'])
  })

  it('a bad file is refused with a message naming the file and its problem, and nothing is kept', async () => {
    const { dir, puzzles } = store()
    await expect(puzzles.import('x.json', '{ nope')).rejects.toThrow(/^x\.json: file: not JSON/)
    const noDifficulty = JSON.stringify({ ...JSON.parse(BURN), difficulty: 'brutal' })
    await expect(puzzles.import('y.json', noDifficulty)).rejects.toThrow(
      'y.json: difficulty: must be one of easy, medium, hard',
    )
    // The start position must build: an unknown card is named with its place in the scenario.
    const raw = JSON.parse(BURN)
    raw.scenario.state.players[0].hand = ['Lightning Blot']
    await expect(puzzles.import('z.json', JSON.stringify(raw))).rejects.toThrow(
      /z\.json: scenario\.state\.players\[0\]\.hand\[0\]: .*Lightning Blot/,
    )
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([])
  })

  it('a kept file that no longer reads is listed with its problem; the others still list', async () => {
    const { dir, puzzles } = store()
    await puzzles.import('a.json', mine('a', 'A'))
    writeFileSync(join(dir, 'broken' + PUZZLE_SUFFIX), '{"format":"hearthside-puzzle","version":2}')
    const listing = await puzzles.list()
    expect(listing.puzzles.map((x) => x.id)).toEqual(['a'])
    expect(listing.problems).toEqual([
      { file: 'broken' + PUZZLE_SUFFIX, message: 'version: unsupported version 2 (expected 1)' },
    ])
  })

  it('delete moves the file to the trash', async () => {
    const { dir, puzzles } = store()
    await puzzles.import('a.json', mine('a', 'A'))
    await puzzles.delete('a')
    expect((await puzzles.list()).puzzles).toEqual([])
    expect(readdirSync(join(dir, '.trash'))).toEqual(['a' + PUZZLE_SUFFIX])
    await expect(puzzles.delete('a')).rejects.toThrow('There is no imported puzzle "a".')
  })
})
