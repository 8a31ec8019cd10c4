import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { memoryIo } from '../../../src-main/cli/io'
import { run as draft } from '../../../src-main/cli/commands/draft'
import { run as match } from '../../../src-main/cli/commands/match'
import { sharedDataPath } from '../../support/sharedData'

async function hearth(cmd: typeof draft, ...args: string[]) {
  const io = memoryIo()
  const code = await cmd(args, io)
  return { code, stdout: io.stdout, stderr: io.stderr }
}

describe('hearth draft (SCENARIOS.md, additions of 2026-12-06)', () => {
  const db = mkdtempSync(join(tmpdir(), 'hearth-draft-'))
  const neo = sharedDataPath('mtgjson/sets/NEO.json')

  it('a booster draft of 8 bots prints packs, picks, pools and decks; the decks play in match --deckK', async () => {
    const r = await hearth(draft, '--set', neo, '--seed', '4', '--db', db)
    expect(r.code, r.stderr).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(Object.keys(out)).toEqual(['format', 'set', 'seats', 'seed', 'packs', 'picks', 'pools', 'decks'])
    expect(out).toMatchObject({ format: 'draft', set: 'NEO', seats: 8, seed: 4 })
    expect(out.packs).toHaveLength(8)
    for (const seat of out.packs) {
      expect(seat).toHaveLength(3)
      for (const pack of seat) for (const c of pack) expect(Object.keys(c)).toEqual(['name', 'rarity', 'sheet'])
    }
    expect(out.picks[0][0]).toEqual({ pack: 1, pick: 1, card: expect.any(String) })
    expect(out.pools.map((p: string[]) => p.length)).toEqual(Array(8).fill(45))
    for (const deck of out.decks)
      expect(deck.split('\n').reduce((n: number, l: string) => n + Number(l.split(' ')[0]), 0)).toBe(40)
    // The same seed, the same draft.
    expect((await hearth(draft, '--set', neo, '--seed', '4', '--db', db)).stdout).toBe(r.stdout)
    // The decks resolve in a match (the set's cards were stored beside the database) and play a game.
    const d0 = join(db, 'd0.txt')
    const d1 = join(db, 'd1.txt')
    writeFileSync(d0, out.decks[0])
    writeFileSync(d1, out.decks[1])
    const m = await hearth(match, '--variant', 'normal', '--games', '1', '--deck0', d0, '--deck1', d1, '--db', db)
    expect(m.code, m.stderr).toBe(0)
    expect(JSON.parse(m.stdout).games).toBe(1)
  }, 120_000)

  it("sealed: no picks, each pool is the seat's 6 packs", async () => {
    const r = await hearth(draft, '--set', neo, '--format', 'sealed', '--seats', '2', '--seed', '1', '--db', db)
    expect(r.code, r.stderr).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(out.format).toBe('sealed')
    expect(out.picks).toEqual([[], []])
    out.packs.forEach((seat: { name: string }[][], i: number) => {
      expect(seat).toHaveLength(6)
      expect(out.pools[i]).toEqual(seat.flat().map((c) => c.name))
    })
  })

  it('a cube list is dealt in packs of 15 without replacement; a cube too small exits 1', async () => {
    const names = ['Lightning Bolt', 'Grizzly Bears', 'Llanowar Elves', 'Giant Growth', 'Shock', 'Counterspell']
    const file = join(db, 'cube.txt')
    writeFileSync(file, Array.from({ length: 90 }, (_, i) => names[i % names.length]).join('\n'))
    const small = await hearth(draft, '--cube', file, '--seats', '3', '--db', db)
    expect(small.code).toBe(1)
    expect(small.stderr).toMatch(/the cube has 90 cards; 3 seats need 135/)
    const r = await hearth(draft, '--cube', file, '--seats', '2', '--seed', '2', '--db', db)
    expect(r.code, r.stderr).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(out.format).toBe('draft') // the contract's format, for a cube as for a set
    expect(out.set).toBe('cube')
    expect(out.packs.flat().every((p: unknown[]) => p.length === 15)).toBe(true)
    expect(out.packs.flat(2)).toHaveLength(90)
    const unknown = join(db, 'unknown.txt')
    writeFileSync(unknown, '1 No Such Card Anywhere\n')
    const u = await hearth(draft, '--cube', unknown, '--db', db)
    expect(u.code).toBe(1)
    expect(u.stderr).toMatch(/No Such Card Anywhere/)
  }, 60_000)

  it('a set file without cards, or not a set file, exits 1 naming the problem; without booster data it says so', async () => {
    const empty = join(db, 'empty.json')
    writeFileSync(empty, JSON.stringify({ meta: {}, data: { code: 'EMP', name: 'Empty', cards: [] } }))
    const r = await hearth(draft, '--set', empty, '--db', db)
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/has no cards/)
    const bad = join(db, 'bad.json')
    writeFileSync(bad, '{"data": ')
    expect((await hearth(draft, '--set', bad, '--db', db)).stderr).toMatch(/not valid JSON/)
    expect((await hearth(draft, '--set', neo, '--seats', '9', '--db', db)).code).toBe(1)
    expect((await hearth(draft, '--db', db)).code).toBe(1)
    const nob = join(db, 'nobooster.json')
    const card = (name: string, rarity: string, color: string) => ({
      name,
      uuid: name,
      rarity,
      colors: [color],
      manaCost: `{1}{${color}}`,
      type: 'Creature — Bear',
      types: ['Creature'],
      power: '2',
      toughness: '2',
      layout: 'normal',
    })
    const cards = [
      ...Array.from({ length: 30 }, (_, i) => card(`Common Bear ${i}`, 'common', 'WUBRG'[i % 5])),
      ...Array.from({ length: 10 }, (_, i) => card(`Uncommon Bear ${i}`, 'uncommon', 'WUBRG'[i % 5])),
      ...Array.from({ length: 5 }, (_, i) => card(`Rare Bear ${i}`, 'rare', 'WUBRG'[i % 5])),
    ]
    writeFileSync(nob, JSON.stringify({ meta: {}, data: { code: 'NOB', name: 'No boosters', cards } }))
    const c = await hearth(draft, '--set', nob, '--seats', '2', '--db', db)
    expect(c.code, c.stderr).toBe(0)
    expect(c.stderr).toMatch(/no booster configuration: the classic 15-card pack/)
    const out = JSON.parse(c.stdout)
    expect(out.packs[0][0]).toHaveLength(15)
  }, 60_000)
})
