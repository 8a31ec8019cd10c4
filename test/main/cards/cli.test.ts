import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryIo } from '../../../src-main/cli/io'
import { run as cards } from '../../../src-main/cli/commands/cards'
import { run as deck } from '../../../src-main/cli/commands/deck'
import { starterDecks } from '@shared/cards/starter'
import { sharedDataPath } from '../../support/sharedData'

const SCRYFALL_DIR = sharedDataPath('scryfall/cards/')

let tmp: string
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'hearth-cli-'))
})
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true })
})

async function hearth(command: typeof cards, args: string[]) {
  const io = memoryIo(tmp)
  const code = await command(args, io)
  return { code, out: io.stdout ? JSON.parse(io.stdout) : undefined, err: io.stderr }
}

describe('hearth cards (SCENARIOS.md)', () => {
  it('cards find without an imported database searches the starter pool; --cost matches exactly (MA-6)', async () => {
    const db = join(tmp, 'none')
    const bolt = await hearth(cards, ['find', '--db', db, '--name', 'lightning bolt'])
    expect(bolt.code).toBe(0)
    expect(bolt.out).toEqual([{ name: 'Lightning Bolt', manaCost: '{R}', manaValue: 1, typeLine: 'Instant' }])
    const red = await hearth(cards, ['find', '--db', db, '--cost', '{1}{R}'])
    expect(red.out.length).toBeGreaterThan(3)
    expect(
      red.out.every(
        (c: { manaCost: string }) => c.manaCost === '{1}{R}' || c.manaCost.split(' // ').includes('{1}{R}'),
      ),
    ).toBe(true)
    const typed = await hearth(cards, ['find', '--db', db, '--type', 'legendary planeswalker'])
    expect(typed.out.every((c: { typeLine: string }) => c.typeLine.startsWith('Legendary Planeswalker'))).toBe(true)
  })

  it('cards import prints {"imported","skipped","warnings"} and find then reads the database', async () => {
    const db = join(tmp, 'db')
    const file = join(tmp, 'bulk.json')
    const { readdirSync, readFileSync } = await import('node:fs')
    await writeFile(
      file,
      JSON.stringify(readdirSync(SCRYFALL_DIR).map((f) => JSON.parse(readFileSync(join(SCRYFALL_DIR, f), 'utf8')))),
    )
    const imported = await hearth(cards, ['import', 'bulk.json', '--db', 'db'])
    expect(imported.code).toBe(0)
    expect(imported.out).toMatchObject({ imported: 47, skipped: 25, warnings: [] })
    const found = await hearth(cards, ['find', '--db', db, '--name', 'fire', '--type', 'instant'])
    expect(found.out).toEqual([
      { name: 'Fire // Ice', manaCost: '{1}{R} // {1}{U}', manaValue: 4, typeLine: 'Instant // Instant' },
    ])
    expect((await hearth(cards, ['find', '--db', db, '--name', 'Goblin Guide'])).out).toEqual([]) // the database, not the starter pool
  })

  it('exit code 1 with a message naming the problem', async () => {
    expect(await hearth(cards, ['import', 'missing.json', '--db', 'x'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('missing.json: no such file'),
    })
    expect(await hearth(cards, ['find', '--cost', '{W'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('--cost'),
    })
    expect(await hearth(cards, ['find', '--mv', 'lots'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('--mv'),
    })
    expect(await hearth(cards, ['frobnicate'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('unknown subcommand'),
    })
  })
})

describe('hearth deck check (SCENARIOS.md)', () => {
  const write = async (name: string, text: string) => {
    await writeFile(join(tmp, name), text)
    return name
  }

  it("every starter deck passes its variant's check with the starter pool", async () => {
    for (const d of starterDecks()) {
      const file = await write(`${d.id}.txt`, d.text)
      const r = await hearth(deck, ['check', '--variant', d.variant, file, '--db', 'none'])
      expect(r.code, d.id).toBe(0)
      expect(r.out, d.id).toMatchObject({ legal: true, problems: [] })
    }
  })

  it('prints every problem with its ruling id', async () => {
    const file = await write('bad-mh.txt', '2 Lightning Bolt\n3 Shock\n')
    const r = await hearth(deck, ['check', '--variant', 'manahearth', file, '--db', 'none'])
    expect(r.code).toBe(0)
    expect(r.out).toEqual({
      legal: false,
      problems: [
        { rule: 'MH-1', message: 'the deck has 5 cards; it must have exactly 31' },
        { rule: 'MH-1', message: '3 copies of "Shock"; at most 2' },
        { rule: 'MH-1', message: 'a Manahearth deck needs at least one planeswalker card (its hero)' },
      ],
    })
  })

  it('reads Cockatrice .cod files', async () => {
    const cod =
      '<?xml version="1.0"?>\n<cockatrice_deck version="1"><zone name="main"><card number="4" name="Lightning Bolt"/><card number="56" name="Mountain"/></zone></cockatrice_deck>\n'
    const r = await hearth(deck, ['check', '--variant', 'normal', await write('deck.cod', cod), '--db', 'none'])
    expect(r.out).toEqual({ legal: true, problems: [] })
  })

  it('exit code 1 for malformed lines (named by line), a bad variant or a missing file', async () => {
    const bad = await hearth(deck, [
      'check',
      '--variant',
      'normal',
      await write('bad.txt', '4 Lightning Bolt\n0 Shock\n'),
      '--db',
      'none',
    ])
    expect(bad).toMatchObject({
      code: 1,
      err: expect.stringContaining('line 2: the count of "Shock" must be at least 1'),
    })
    expect(await hearth(deck, ['check', '--variant', 'vintage', 'bad.txt'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('--variant must be one of'),
    })
    expect(await hearth(deck, ['check', '--variant', 'normal', 'nope.txt'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('cannot read'),
    })
  })
})
