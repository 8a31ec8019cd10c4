// The bridge's `decks` namespace in main (src-main/decks/service.ts): the starter decks, importing a deck file chosen
// with the dialog in any supported format with its problems by line and "did you mean" suggestions, and deck checks.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { variantIds, variantManifests } from '@shared/variants'
import type { DeckList } from '@shared/bridge'
import { starterPool } from '@shared/cards/starter'
import { createDecksService } from '../../../src-main/decks/service'
import { createBridgeHandlers } from '../../../src-main/ipc/handlers'
import type { DesktopService } from '../../../src-main/ipc/services'

const pool = starterPool()
const decks = createDecksService({ pool: async () => pool })

let tmp: string
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'hearth-decks-'))
})
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true })
})

const desktop = (file: string | null): DesktopService => ({
  chooseSaveFile: vi.fn(async () => file),
  chooseOpenFile: vi.fn(async () => file),
  showInFolder: vi.fn(async () => undefined),
})

async function importText(name: string, text: string) {
  const file = join(tmp, name)
  await writeFile(file, text)
  return decks.importFile(file)
}

const deckOf = (list: DeckList) => ({ main: list.main, sideboard: list.sideboard, hero: list.hero, type: list.type })

describe('starter decks', () => {
  it('lists two starter decks for every variant, each with its size', async () => {
    const all = await decks.starters()
    for (const variant of variantIds()) expect(all.filter((d) => d.variant === variant)).toHaveLength(2)
    expect(await decks.starters('normal')).toEqual([
      expect.objectContaining({ id: 'normal-red-aggro', name: 'Red Aggro', variant: 'normal', cards: 60, hero: null }),
      expect.objectContaining({ id: 'normal-green-stompy', name: 'Green Stompy', variant: 'normal', cards: 60 }),
    ])
    expect(all.every((d) => d.description.length > 0)).toBe(true)
  })

  it('gives one deck as a list with its sideboard, and no problems', async () => {
    const deck = await decks.starter('normal-red-aggro')
    expect(deck).toMatchObject({ name: 'Red Aggro', format: 'starter', problems: [] })
    expect(deck.main).toContainEqual({ count: 4, name: 'Lightning Bolt' })
    expect(deck.sideboard).toContainEqual({ count: 2, name: 'Smash to Smithereens' })
  })

  it('answers not-found for a deck that does not exist', async () => {
    await expect(decks.starter('normal-nope')).rejects.toMatchObject({
      code: 'not-found',
      message: expect.stringContaining('normal-nope'),
    })
  })

  it('offers each variant the starter decks its manifest names, in that order', async () => {
    for (const manifest of variantManifests())
      expect((await decks.starters(manifest.id)).map((d) => d.id)).toEqual([...manifest.starterDecks])
  })

  it.each(variantIds().map((v) => [v]))(
    'every %s starter deck is legal under its variant’s deck rules',
    async (variant) => {
      for (const info of await decks.starters(variant)) {
        const result = await decks.check(info.variant, deckOf(await decks.starter(info.id)))
        expect({ id: info.id, problems: result.problems }).toEqual({ id: info.id, problems: [] })
        expect(result.legal).toBe(true)
      }
    },
  )
})

describe('importing a deck file', () => {
  it('reads plain text; an unknown name is reported with its line and a suggestion', async () => {
    const deck = await importText('burn.txt', '20 Mountain\n4 Shock\n4 Lightnig Bolt\n\nSideboard\n2 Flame Slash\n')
    expect(deck).toMatchObject({ name: 'burn', format: 'text', hero: null, type: null })
    expect(deck.main).toEqual([
      { count: 20, name: 'Mountain' },
      { count: 4, name: 'Shock' },
      { count: 4, name: 'Lightnig Bolt' },
    ])
    expect(deck.sideboard).toEqual([{ count: 2, name: 'Flame Slash' }])
    expect(deck.problems).toEqual([
      {
        line: 3,
        message: expect.stringContaining('unknown card "Lightnig Bolt" (line 3)'),
        suggestions: ['Lightning Bolt'],
      },
    ])
  })

  it('reports a malformed line by its number and still reads the rest', async () => {
    const deck = await importText('messy.txt', '4 Shock\n0 Lightning Bolt\n20 Mountain\n')
    expect(deck.main).toEqual([
      { count: 4, name: 'Shock' },
      { count: 20, name: 'Mountain' },
    ])
    expect(deck.problems).toEqual([{ line: 2, message: expect.stringContaining('line 2'), suggestions: [] }])
  })

  it('reads an MTGO .dec with SB: lines', async () => {
    const deck = await importText('mtgo.dec', '4 Shock\n20 Mountain\nSB: 2 Flame Slash\n')
    expect(deck.format).toBe('mtgo')
    expect(deck.sideboard).toEqual([{ count: 2, name: 'Flame Slash' }])
  })

  it('reads an Arena export', async () => {
    const deck = await importText(
      'arena.txt',
      'Deck\n4 Shock (M19) 156\n20 Mountain (M19) 273\n\nSideboard\n2 Flame Slash (ROE) 143\n',
    )
    expect(deck.format).toBe('arena')
    expect(deck.main).toEqual([
      { count: 4, name: 'Shock' },
      { count: 20, name: 'Mountain' },
    ])
  })

  it('reads a Cockatrice .cod, taking its deck name', async () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1"><deckname>Sparks</deckname><zone name="main"><card number="4" name="Shock"/><card number="20" name="Mountain"/></zone><zone name="side"><card number="2" name="Flame Slash"/></zone></cockatrice_deck>\n'
    const deck = await importText('sparks.cod', xml)
    expect(deck).toMatchObject({
      name: 'Sparks',
      format: 'cockatrice',
      main: [
        { count: 4, name: 'Shock' },
        { count: 20, name: 'Mountain' },
      ],
      sideboard: [{ count: 2, name: 'Flame Slash' }],
    })
  })

  it('reads a Forge .dck', async () => {
    const deck = await importText(
      'forge.dck',
      '[metadata]\nName=Forge Burn\n[Main]\n4 Shock|M19\n20 Mountain\n[Sideboard]\n2 Flame Slash\n',
    )
    expect(deck).toMatchObject({
      name: 'Forge Burn',
      format: 'forge',
      main: [
        { count: 4, name: 'Shock' },
        { count: 20, name: 'Mountain' },
      ],
    })
  })

  it('keeps a Heroic deck’s Hero: and Type: lines', async () => {
    const deck = await importText('elves.txt', 'Hero: Llanowar Elves\nType: Elf\n4 Elvish Mystic\n')
    expect(deck).toMatchObject({ hero: 'Llanowar Elves', type: 'Elf' })
  })

  it('refuses a file with no cards, a binary file and a missing file, with a clear message', async () => {
    await expect(importText('empty.txt', '\n\n')).rejects.toMatchObject({
      code: 'corrupt',
      message: expect.stringContaining('no cards'),
    })
    await expect(importText('image.png', '\u0089PNG\r\n\u001a\n\0\0\0')).rejects.toMatchObject({
      code: 'corrupt',
      message: expect.stringContaining('not a deck list'),
    })
    await expect(decks.importFile(join(tmp, 'missing.txt'))).rejects.toMatchObject({ code: 'not-found' })
  })

  it('goes through the desktop dialog on decks:importFile; null when the player cancels', async () => {
    const file = join(tmp, 'dialog.txt')
    await writeFile(file, '4 Shock\n')
    const dialog = desktop(file)
    const handlers = createBridgeHandlers({ app: { info: vi.fn() }, decks, desktop: dialog })
    expect(await handlers['decks:importFile'](undefined)).toMatchObject({
      ok: true,
      value: { name: 'dialog', main: [{ count: 4, name: 'Shock' }] },
    })
    expect(dialog.chooseOpenFile).toHaveBeenCalledWith(expect.objectContaining({ title: 'Import deck' }))
    const cancelled = createBridgeHandlers({ app: { info: vi.fn() }, decks, desktop: desktop(null) })
    expect(await cancelled['decks:importFile'](undefined)).toEqual({ ok: true, value: null })
  })
})

describe('checking a deck against a variant’s deck rules', () => {
  it('a 59-card deck is not a legal normal deck (CR 100.2a), naming the rule', async () => {
    const red = await decks.starter('normal-red-aggro')
    const short = {
      ...deckOf(red),
      main: red.main.map((e) => (e.name === 'Mountain' ? { ...e, count: e.count - 1 } : e)),
    }
    const result = await decks.check('normal', short)
    expect(result.legal).toBe(false)
    expect(result.problems).toContainEqual({ rule: 'CR 100.2a', message: expect.stringContaining('59') })
  })

  it('a normal starter is not a Manahearth deck (ruling MH-1)', async () => {
    const result = await decks.check('manahearth', deckOf(await decks.starter('normal-red-aggro')))
    expect(result.legal).toBe(false)
    expect(result.problems.some((p) => p.rule.startsWith('MH-1'))).toBe(true)
  })

  it('an unknown card makes the deck illegal, with a suggestion', async () => {
    const result = await decks.check('normal', {
      main: [
        { count: 56, name: 'Mountain' },
        { count: 4, name: 'Lightnig Bolt' },
      ],
      sideboard: [],
      hero: null,
      type: null,
    })
    expect(result.problems).toContainEqual({
      rule: 'unknown-card',
      message: expect.stringContaining('did you mean "Lightning Bolt"'),
    })
  })

  it('travels over decks:check, validated', async () => {
    const handlers = createBridgeHandlers({ app: { info: vi.fn() }, decks })
    const legal = await handlers['decks:check']({
      variant: 'normal',
      deck: deckOf(await decks.starter('normal-green-stompy')),
    })
    expect(legal).toEqual({ ok: true, value: { legal: true, problems: [] } })
    const bad = await handlers['decks:check']({
      variant: 'commander',
      deck: { main: [], sideboard: [], hero: null, type: null },
    })
    expect(bad).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', message: expect.stringContaining('variant') },
    })
  })
})
