// Adding a variant is one engine folder, one UI folder and two registration lines: the test variant
// (test/shared/variants/test-variant, test/renderer/variants/test-variant), registered here and nowhere else,
// appears in New Game (with its summary and rules link), in the save list under its name, and at the table.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { registerManifest } from '@shared/variants'
import { createGame } from '@shared/engine'
import type { SaveEntry } from '@shared/bridge'
import { registerVariantTable, variantTable } from '../../../src-renderer/src/components/table/variants'
import { variantStops } from '../../../src-renderer/src/components/table/variants/stops'
import { variantInfos, variantName } from '../../../src-renderer/src/components/newgame/variants'
import VariantChoice from '../../../src-renderer/src/components/newgame/VariantChoice.vue'
import SaveListItem from '../../../src-renderer/src/components/saves/SaveListItem.vue'
import { testManifest } from '../../shared/variants/test-variant/manifest'
import { testVariantTable } from './test-variant'

const ID = 'test-variant'

describe('a variant added by one engine folder, one UI folder and two registration lines', () => {
  it('is nowhere before it is registered', () => {
    expect(variantInfos().map((v) => v.id)).not.toContain(ID)
    expect(variantTable(ID)).toBeNull()
  })

  it('New Game offers it, with its summary and its rules text', async () => {
    registerManifest(testManifest) // the engine's registration line
    registerVariantTable(ID, testVariantTable) // the table's registration line
    const infos = variantInfos()
    expect(infos.map((v) => v.id)).toEqual(['normal', 'manahearth', 'combat', 'heroic', 'mental', ID])
    const wrapper = mount(VariantChoice, { props: { variants: infos, modelValue: 'normal' } })
    const choice = wrapper.findAll('.variant').find((v) => v.text().includes('Test Variant'))!
    expect(choice.text()).toContain('The normal game with 15 life and 40-card decks')
    await choice.find('input').setValue(true)
    expect(wrapper.emitted('update:modelValue')).toEqual([[ID]])
    await choice.find('.variant__rules').trigger('click')
    expect(wrapper.emitted('rules')).toEqual([[ID]])
    expect(variantName(ID)).toBe('Test Variant')
  })

  it('the save list shows its name', () => {
    const entry = {
      id: 'g1.json',
      kind: 'save',
      modifiedAt: '2026-11-24T00:00:00.000Z',
      meta: {
        gameId: 'g1',
        name: 'Ann vs Ben',
        variant: ID,
        players: ['Ann', 'Ben'],
        turn: 3,
        round: 2,
        activePlayer: 0,
        summary: 'Turn 3',
        savedAt: '2026-11-24T00:00:00.000Z',
        actionCount: 12,
      },
    } as unknown as SaveEntry
    expect(mount(SaveListItem, { props: { entry } }).text()).toContain('Test Variant')
  })

  it('the table mounts its entry: its header, and its default stops', () => {
    expect(variantStops(ID)).toEqual({ own: ['upkeep'], others: [] })
    const header = variantTable(ID)!.header!
    const state = createGame({
      variant: ID,
      players: [
        { name: 'Ann', deck: [] },
        { name: 'Ben', deck: [] },
      ],
      cards: [],
      seed: 1,
    })
    expect(mount(header, { props: { state } }).text()).toContain('Test Variant')
  })
})
