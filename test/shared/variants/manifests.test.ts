// The variants' manifests (src-shared/variants/<id>/manifest.ts): the one place each variant's name, summary,
// rules text, deck rules, starter decks and options live, consistent with the engine and the shipped resources.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findVariant,
  isVariantId,
  manifestOf,
  variantIds,
  variantLabel,
  variantManifests,
  variantRulesDocuments,
} from '@shared/variants'
import { registerManifest } from '@shared/engine/registry'
import { DECK_RULES } from '@shared/cards/deckRules'
import { starterDecks } from '@shared/cards/starter'

const ROOT = join(__dirname, '../../..')

describe('variant manifests', () => {
  it('register every variant the app plays, in menu order, each with its engine variant', () => {
    expect(variantIds()).toEqual(['normal', 'manahearth', 'combat', 'heroic', 'mental'])
    for (const m of variantManifests()) {
      expect(findVariant(m.id)).toBe(m.variant)
      expect(m.options).toBe(m.variant.options)
      expect(m.summary.length).toBeGreaterThan(40)
    }
  })

  it('give one display name per variant (ruling MCR-1: "Magic Combat Rules")', () => {
    expect(variantManifests().map((m) => variantLabel(m.id))).toEqual([
      'Normal Magic',
      'Manahearth',
      'Magic Combat Rules',
      'Heroic',
      'Mental Magic',
    ])
    expect(variantLabel('from-a-newer-build')).toBe('from-a-newer-build')
  })

  it('name deck rules: MH-1, HE-2..HE-5, MCR-1, and normal constructed (CR 100.2a) for Normal and Mental Magic', () => {
    expect(manifestOf('normal').deckRules).toBe(DECK_RULES.normal)
    expect(manifestOf('manahearth').deckRules.main.rule).toBe('MH-1')
    expect(manifestOf('heroic').deckRules.main.rule).toBe('HE-2')
    expect(manifestOf('combat').deckRules.main.rule).toBe('MCR-1')
    expect(manifestOf('mental').deckRules).toBe(DECK_RULES.normal)
  })

  it("name starter decks that exist, and every starter deck is named by its variant's manifest", () => {
    const decks = starterDecks()
    const named = variantManifests().flatMap((m) => m.starterDecks.map((id) => [id, m.id]))
    expect(named.sort()).toEqual(decks.map((d) => [d.id, d.variant]).sort())
  })

  it('name rules texts that ship in resources/rules', () => {
    for (const m of variantManifests()) {
      const ids = ['readme', ...variantRulesDocuments().map((d) => d.id)]
      expect(ids).toContain(m.rules)
    }
    for (const doc of variantRulesDocuments()) {
      const file = join(ROOT, 'resources/rules', doc.file)
      expect(existsSync(file), file).toBe(true)
      expect(readFileSync(file, 'utf8').length).toBeGreaterThan(100)
    }
  })

  it('refuse a manifest whose engine variant has another id or name', () => {
    const normal = manifestOf('normal')
    expect(() => registerManifest({ ...normal, id: 'other' })).toThrow(/must agree/)
    expect(() => registerManifest({ ...normal, name: 'Plain Magic' })).toThrow(/must agree/)
    expect(isVariantId('other')).toBe(false)
  })

  it('tell variant ids from anything else', () => {
    expect(isVariantId('combat')).toBe(true)
    expect(isVariantId('magic-combat-rules')).toBe(false)
    expect(isVariantId(undefined)).toBe(false)
    expect(() => manifestOf('nope')).toThrow('unknown variant "nope" (expected one of normal, manahearth, combat')
  })
})
