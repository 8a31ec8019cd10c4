// The deck library: one versioned file per deck, atomic writes, list/search/rename/duplicate/delete to the trash,
// and a round trip through every deck format we read (text, MTGO .dec, Arena, Cockatrice .cod, Forge .dck).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DECK_FORMATS, parseDeckList } from '../../../src-shared/cards/decklist'
import { decodeLibraryDeck, LIBRARY_DECK_VERSION } from '../../../src-shared/cards/decklist/library'
import { createDeckLibrary, type LibraryDeckInput } from '../../../src-main/decks/library'

function library() {
  const dir = mkdtempSync(join(tmpdir(), 'hearthside-decks-'))
  let t = Date.parse('2026-01-01T00:00:00Z')
  return { dir, lib: createDeckLibrary({ dir, now: () => new Date((t += 1000)) }) }
}

const HEROIC: LibraryDeckInput = {
  name: 'Elf ball',
  variant: 'heroic',
  main: [
    { count: 4, name: 'Llanowar Elves' },
    { count: 20, name: 'Forest' },
    { count: 1, name: 'Fire // Ice' },
  ],
  sideboard: [
    { count: 1, name: 'Ezuri, Renegade Leader' },
    { count: 2, name: 'Elvish Mystic' },
  ],
  maybe: [{ count: 1, name: 'Giant Growth' }],
  hero: 'Ezuri, Renegade Leader',
  type: 'Elf',
}

describe('deck library', () => {
  it('writes one versioned JSON file per deck and reads it back', async () => {
    const { dir, lib } = library()
    const deck = await lib.save(HEROIC)
    expect(deck.id).toBe('elf-ball')
    expect(readdirSync(dir)).toEqual(['elf-ball.deck.json'])
    const onDisk = JSON.parse(readFileSync(join(dir, 'elf-ball.deck.json'), 'utf8'))
    expect(onDisk).toMatchObject({ format: 'hearthside-deck', version: LIBRARY_DECK_VERSION, name: 'Elf ball' })
    expect(await lib.get('elf-ball')).toEqual(deck)
    const updated = await lib.save({ ...HEROIC, id: deck.id, main: [{ count: 3, name: 'Forest' }] })
    expect(updated.id).toBe('elf-ball')
    expect((await lib.get('elf-ball')).main).toEqual([{ count: 3, name: 'Forest' }])
    expect(updated.created).toBe(deck.created)
    expect(updated.modified > deck.modified).toBe(true)
  })

  it('lists, searches by deck or card name, renames and duplicates', async () => {
    const { lib } = library()
    await lib.save(HEROIC)
    await lib.save({ ...HEROIC, name: 'Burn', main: [{ count: 4, name: 'Lightning Bolt' }], sideboard: [] })
    expect((await lib.list()).map((d) => d.name)).toEqual(['Burn', 'Elf ball'])
    expect((await lib.list())[1]).toMatchObject({ cards: 25, sideboard: 3, hero: 'Ezuri, Renegade Leader' })
    expect((await lib.search('bolt')).map((d) => d.name)).toEqual(['Burn'])
    expect((await lib.search('ELF ezuri')).map((d) => d.name)).toEqual(['Elf ball'])
    const renamed = await lib.rename('burn', 'Red deck wins')
    expect(renamed.id).toBe('burn')
    expect((await lib.get('burn')).name).toBe('Red deck wins')
    const copy = await lib.duplicate('elf-ball')
    expect(copy).toMatchObject({ id: 'elf-ball-copy', name: 'Elf ball (copy)', hero: 'Ezuri, Renegade Leader' })
    expect((await lib.list()).length).toBe(3)
  })

  it('deletes to the trash, never erasing the file', async () => {
    const { dir, lib } = library()
    await lib.save(HEROIC)
    await lib.delete('elf-ball')
    expect(await lib.list()).toEqual([])
    expect(readdirSync(join(dir, '.trash'))).toEqual(['elf-ball.deck.json'])
    await expect(lib.delete('elf-ball')).rejects.toThrow(/no deck/)
  })

  it('refuses a path as an id and skips a damaged or future-version file in the list', async () => {
    const { dir, lib } = library()
    await expect(lib.get('../../etc/passwd')).rejects.toThrow(/not a deck id/)
    writeFileSync(join(dir, 'broken.deck.json'), '{ not json')
    writeFileSync(
      join(dir, 'future.deck.json'),
      JSON.stringify({ format: 'hearthside-deck', version: 99, id: 'future', name: 'x' }),
    )
    expect(await lib.list()).toEqual([])
    await expect(lib.get('broken')).rejects.toThrow(/can't be read/)
    expect(() => decodeLibraryDeck(readFileSync(join(dir, 'future.deck.json'), 'utf8'))).toThrow(/newer/)
  })

  it('copies a starter deck into the library', async () => {
    const { lib } = library()
    const deck = await lib.copyStarter('manahearth-chandra-fire')
    expect(deck.variant).toBe('manahearth')
    expect(deck.main.reduce((n, e) => n + e.count, 0)).toBe(31) // ruling MH-1
  })

  for (const format of DECK_FORMATS) {
    it(`round-trips a library deck through ${format} export and import (Heroic hero and type kept, HE-2, HE-4)`, async () => {
      const { lib } = library()
      const deck = await lib.save(HEROIC)
      const text = await lib.exportText(deck.id, format)
      expect(parseDeckList(text).format).toBe(format === 'text' ? 'text' : format) // detected from the text
      const back = await lib.importBytes(new TextEncoder().encode(text), `elves.${format}`)
      expect(back.id).not.toBe(deck.id)
      expect(back.main).toEqual(deck.main)
      expect(back.sideboard).toEqual(deck.sideboard)
      expect(back.hero).toBe(deck.hero)
      expect(back.type).toBe(deck.type)
      expect(back.maybe).toEqual([]) // the maybe board is not part of an exported deck
    })
  }
})
