import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import { createSettingsStore, parseSettings } from '../../../src-main/app/settings'

let file: string
beforeEach(() => {
  file = join(mkdtempSync(join(tmpdir(), 'hearthside-settings-')), 'settings.json')
})

describe('settings', () => {
  it('starts from the defaults', async () => {
    expect(await createSettingsStore(file).get()).toEqual(DEFAULT_SETTINGS)
  })

  it('saves a change and reads it back in a new session', async () => {
    const changed = await createSettingsStore(file).set({ autoTap: false, handOff: 'every-priority' })
    expect(changed).toEqual({ ...DEFAULT_SETTINGS, autoTap: false, handOff: 'every-priority' })
    expect(JSON.parse(readFileSync(file, 'utf8')).autoTap).toBe(false)
    expect(await createSettingsStore(file).get()).toEqual(changed)
  })

  it('keeps the last of several quick changes on disk', async () => {
    const store = createSettingsStore(file)
    await Promise.all([
      store.set({ animationSpeed: 'fast' }),
      store.set({ animationSpeed: 'slow' }),
      store.set({ cardImages: true }),
    ])
    expect(await createSettingsStore(file).get()).toMatchObject({ animationSpeed: 'slow', cardImages: true })
  })

  it('falls back to defaults for a damaged file, field by field for unknown values', async () => {
    writeFileSync(file, '{"autoTap": fal')
    expect(await createSettingsStore(file).get()).toEqual(DEFAULT_SETTINGS)
    expect(parseSettings({ autoTap: false, animationSpeed: 'ludicrous', extra: 1 })).toEqual({
      ...DEFAULT_SETTINGS,
      autoTap: false,
    })
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS)
  })

  it('keeps the steps the table stops at, Arena-like by default (no upkeep or draw stop)', async () => {
    expect(DEFAULT_SETTINGS.stops).toEqual([
      'precombatMain',
      'declareAttackers',
      'declareBlockers',
      'postcombatMain',
      'end',
    ])
    const changed = await createSettingsStore(file).set({ stops: ['upkeep', 'end'] })
    expect(changed.stops).toEqual(['upkeep', 'end'])
    expect((await createSettingsStore(file).get()).stops).toEqual(['upkeep', 'end'])
    expect(parseSettings({ stops: 'upkeep' }).stops).toEqual(DEFAULT_SETTINGS.stops)
    expect(parseSettings({ stops: ['upkeep', 7] }).stops).toEqual(DEFAULT_SETTINGS.stops)
  })
})
