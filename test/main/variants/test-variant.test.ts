// Adding a variant is one engine folder and one registration line: the test variant (test/shared/variants/
// test-variant), registered here and nowhere else, is offered by every list the app derives from the manifests:
// deck checks and starter decks, the bridge's schemas, the save list's labels and schema, the rules reference, the
// deck command's usage, and the engine and scenario runner.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isVariantId, registerManifest, variantIds, variantLabel } from '@shared/variants'
import { checkDeck } from '@shared/cards/deckRules'
import { parseDeckList } from '@shared/cards/decklist'
import { starterPool } from '@shared/cards/starter'
import { createGame } from '@shared/engine'
import { runScenario } from '@shared/scenario'
import { defaultSaveName, querySaves } from '@shared/variants/saveList'
import type { SaveEntry } from '@shared/saves/format'
import { testManifest } from '../../shared/variants/test-variant/manifest'
import { createDecksService } from '../../../src-main/decks/service'
import { REQUEST_SCHEMAS } from '../../../src-main/ipc/schemas'
import { metaSchema } from '../../../src-main/saves/schema'
import { createRulesLibrary, isRulesDocumentId, rulesCatalogue } from '../../../src-main/app/rules'
import { memoryIo } from '../../../src-main/cli/io'
import { run as deckCommand } from '../../../src-main/cli/commands/deck'

const ID = 'test-variant'

describe('a variant added by one folder and one registration line', () => {
  it('is unknown until registered', () => {
    expect(isVariantId(ID)).toBe(false)
    expect(REQUEST_SCHEMAS['decks:starters'].safeParse({ variant: ID }).success).toBe(false)
  })

  it('registers', () => {
    registerManifest(testManifest) // the registration line
    expect(variantIds()).toEqual(['normal', 'manahearth', 'combat', 'heroic', 'mental', ID])
  })

  describe('once registered', () => {
    let tmp: string
    beforeAll(async () => {
      registerManifest(testManifest)
      tmp = await mkdtemp(join(tmpdir(), 'hearth-test-variant-'))
    })
    afterAll(async () => {
      await rm(tmp, { recursive: true, force: true })
    })

    it('deck checks apply its own deck rules (TV-1: at least 40 cards)', () => {
      const pool = starterPool()
      expect(checkDeck(ID, parseDeckList('17 Forest\n4 Llanowar Elves\n4 Giant Growth\n'), pool).problems).toEqual([
        { rule: 'TV-1', message: 'the deck has 25 cards; it needs at least 40' },
      ])
      expect(checkDeck(ID, parseDeckList('32 Forest\n4 Llanowar Elves\n4 Giant Growth\n'), pool).legal).toBe(true)
      // Normal constructed would refuse 40 cards (CR 100.2a): the variant's rules are its own.
      expect(checkDeck('normal', parseDeckList('32 Forest\n4 Llanowar Elves\n4 Giant Growth\n'), pool).legal).toBe(
        false,
      )
    })

    it('the bridge offers its starter decks and checks decks for it', async () => {
      const decks = createDecksService({ pool: async () => starterPool() })
      expect(REQUEST_SCHEMAS['decks:starters'].safeParse({ variant: ID }).success).toBe(true)
      const starters = await decks.starters(ID)
      expect(starters.map((d) => [d.id, d.variant])).toEqual([['normal-green-stompy', ID]])
      const deck = await decks.starter('normal-green-stompy')
      const request = { variant: ID, deck: { main: deck.main, sideboard: deck.sideboard, hero: null, type: null } }
      expect(REQUEST_SCHEMAS['decks:check'].safeParse(request).success).toBe(true)
      expect((await decks.check(ID, request.deck)).legal).toBe(true)
    })

    it('the save list labels it with its name, finds it by that name, and its saves validate', () => {
      expect(variantLabel(ID)).toBe('Test Variant')
      expect(defaultSaveName(['Ann', 'Ben'], ID)).toBe('Ann vs Ben · Test Variant')
      const meta = {
        gameId: 'g1',
        name: 'Ann vs Ben · Test Variant',
        variant: ID,
        players: ['Ann', 'Ben'],
        turn: 1,
        round: 1,
        activePlayer: 0,
        summary: 'Turn 1',
        savedAt: '2026-11-24T00:00:00.000Z',
        actionCount: 0,
      }
      expect(metaSchema.safeParse(meta).error).toBeUndefined()
      expect(metaSchema.safeParse({ ...meta, variant: 'nope' }).success).toBe(false)
      const entry = { id: 'g1.json', kind: 'save', modifiedAt: meta.savedAt, meta } as unknown as SaveEntry
      expect(querySaves([entry], { search: 'test variant' }).map((e) => e.id)).toEqual(['g1.json'])
    })

    it('the rules reference lists its text after the other variants', async () => {
      expect(rulesCatalogue().map((d) => d.id)).toEqual([
        'readme',
        'rulings',
        'manahearth',
        'magic-combat-rules',
        'heroic',
        'mental-magic',
        ID,
        'mana',
      ])
      expect(isRulesDocumentId(ID)).toBe(true)
      expect(REQUEST_SCHEMAS['rules:get'].safeParse({ id: ID }).success).toBe(true)
      await writeFile(join(tmp, 'test-variant.md'), '# Test Variant\n\n15 life.\n')
      const doc = await createRulesLibrary(tmp).get(ID)
      expect(doc).toMatchObject({ title: 'Test Variant', format: 'markdown', text: '# Test Variant\n\n15 life.\n' })
    })

    it("the deck command's usage and refusals name it", async () => {
      const io = memoryIo()
      expect(await deckCommand(['check', '--variant', 'nope', 'deck.txt'], io)).toBe(1)
      expect(io.stderr).toContain(`--variant must be one of normal, manahearth, combat, heroic, mental, ${ID}`)
      const usage = memoryIo()
      await deckCommand(['nope'], usage)
      expect(usage.stderr).toContain(`--variant normal|manahearth|combat|heroic|mental|${ID} FILE`)
    })

    it('the engine plays it (CR 103.3: its starting life) and scenarios name it', () => {
      const game = createGame({
        variant: ID,
        players: [
          { name: 'Ann', deck: [] },
          { name: 'Ben', deck: [] },
        ],
        cards: [],
        seed: 1,
      })
      expect(game.players.map((p) => p.life)).toEqual([15, 15])
      const result = runScenario(
        { variant: ID, seed: 1, players: [{ name: 'Ann' }, { name: 'Ben' }], state: { step: 'upkeep' }, actions: [] },
        starterPool(),
      )
      expect(result.output).toMatchObject({ step: 'upkeep', players: [{ life: 15 }, { life: 15 }] })
    })
  })
})
