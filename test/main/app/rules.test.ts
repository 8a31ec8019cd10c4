// The rules reference ships the product's rules texts in resources/rules.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createRulesLibrary, isRulesDocumentId, rulesCatalogue } from '../../../src-main/app/rules'
import { REPO_ROOT } from './electron-mock'

const RESOURCES = join(REPO_ROOT, 'resources', 'rules')
const SHARED = join(REPO_ROOT, '..', 'shared', 'rules')

describe('rules library', () => {
  const library = createRulesLibrary(RESOURCES)

  it('lists every document in reading order', async () => {
    const list = await library.list()
    // The shared texts, then each variant's own text in menu order (its manifest's document), then mana.
    expect(list.map((doc) => doc.id)).toEqual([
      'readme',
      'rulings',
      'manahearth',
      'magic-combat-rules',
      'heroic',
      'mental-magic',
      'mana',
    ])
    expect(list.every((doc) => doc.title && doc.summary)).toBe(true)
  })

  it('returns each text exactly as shipped', async () => {
    for (const entry of rulesCatalogue()) {
      const doc = await library.get(entry.id)
      expect(doc.text).toBe(readFileSync(join(RESOURCES, entry.file), 'utf8'))
    }
    expect((await library.get('rulings')).text).toContain('MH-10')
  })

  it('catalogues every file in resources/rules', () => {
    expect(readdirSync(RESOURCES).sort()).toEqual(
      rulesCatalogue()
        .map((entry) => entry.file)
        .sort(),
    )
  })

  it('knows its document ids (the bridge validates rules:get with them)', () => {
    expect(isRulesDocumentId('magic-combat-rules')).toBe(true)
    expect(isRulesDocumentId('combat')).toBe(false)
    expect(isRulesDocumentId(7)).toBe(false)
  })

  it('reports a missing text as not-found, naming it', async () => {
    await expect(createRulesLibrary('/nonexistent').get('manahearth')).rejects.toMatchObject({
      code: 'not-found',
      message: expect.stringContaining('Manahearth'),
    })
  })

  it.skipIf(!existsSync(SHARED))('is identical to the shared rules texts, so the shipped texts never drift', () => {
    const shared = readdirSync(SHARED).sort()
    expect(readdirSync(RESOURCES).sort()).toEqual(shared)
    for (const file of shared) {
      expect(readFileSync(join(RESOURCES, file), 'utf8'), file).toBe(readFileSync(join(SHARED, file), 'utf8'))
    }
  })
})
