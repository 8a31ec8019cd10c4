// The settings screen: every change goes through the bridge (main keeps settings.json: a JSON text here, validated
// field by field like main's) and is there after a restart; the card database panel's status, import and download.
// Main's side of settings is tested in test/main/app/settings.test.ts, the whole path end to end in test/e2e.
import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS, failure, success } from '@shared/bridge'
import type { BridgeChannel, BridgeResult, CardDownloadProgress, Settings } from '@shared/bridge'
import SettingsScreen from '../../../src-renderer/src/screens/SettingsScreen.vue'
import { fakeBridge, install, mountWithPinia, unmountAll } from '../fake-bridge'

afterEach(unmountAll)

type Answers = Partial<
  Record<BridgeChannel, (request: unknown) => BridgeResult<unknown> | Promise<BridgeResult<unknown>>>
>

interface Disk {
  text: string | null
}

const CHECKS: { [K in keyof Settings]: (value: unknown) => boolean } = {
  handOff: (v) => v === 'every-priority' || v === 'hidden-info' || v === 'ask',
  skipUnanswerable: (v) => typeof v === 'boolean',
  animationSpeed: (v) => ['off', 'fast', 'normal', 'slow'].includes(v as string),
  autoTap: (v) => typeof v === 'boolean',
  cardImages: (v) => typeof v === 'boolean',
  stops: (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'),
  computerPace: (v) => v === 'instant' || v === 'fast' || v === 'readable',
  textScale: (v) => [100, 125, 150, 200].includes(v as number),
}

/** settings:get/set as main answers them, over a settings file kept as text. */
function realSettings(disk: Disk): Answers {
  const read = (): Settings => ({ ...DEFAULT_SETTINGS, ...(disk.text ? (JSON.parse(disk.text) as Settings) : {}) })
  return {
    'settings:get': () => success(read()),
    'settings:set': (patch) => {
      for (const [key, value] of Object.entries(patch as object)) {
        if (!(key in CHECKS) || !CHECKS[key as keyof Settings]!(value))
          return failure('invalid-input', `Invalid request for settings:set: ${key}`)
      }
      const next = { ...read(), ...(patch as Partial<Settings>) }
      disk.text = JSON.stringify(next)
      return success(next)
    },
  }
}

const STARTER_STATUS = { source: 'starter', cards: 297, origin: null, importedAt: null }

async function mountSettings(answers: Answers) {
  const fake = install(fakeBridge({ 'cards:status': () => success(STARTER_STATUS), ...answers }))
  const wrapper = await mountWithPinia(SettingsScreen)
  return { wrapper, fake }
}

const onDisk = (disk: Disk) => JSON.parse(disk.text ?? 'null')

describe('settings', () => {
  it('shows the defaults: hand-off when someone chooses to respond, each mode explained, the default stops', async () => {
    const { wrapper } = await mountSettings(realSettings({ text: null }))
    expect(wrapper.get('h1').text()).toBe('Settings')
    const handOff = wrapper.findAll('input[name="hand-off"]')
    expect(handOff.map((r) => [r.attributes('value'), (r.element as HTMLInputElement).checked])).toEqual([
      ['ask', true],
      ['hidden-info', false],
      ['every-priority', false],
    ])
    expect(wrapper.text()).toContain('each time a different player gets priority')
    expect(wrapper.text()).toContain('“respond?” on the same screen, showing no hand')
    expect(wrapper.text()).toContain('A defending player declares blockers on the same screen too')
    expect((wrapper.get('input[data-setting="skipUnanswerable"]').element as HTMLInputElement).checked).toBe(true)
    const stops = wrapper
      .findAll('input[data-stop]')
      .filter((s) => (s.element as HTMLInputElement).checked)
      .map((s) => s.attributes('data-stop'))
    expect(stops).toEqual([...DEFAULT_SETTINGS.stops])
    expect(stops).not.toContain('upkeep')
  })

  it('saves every change through the bridge to disk, and reads it back after a restart', async () => {
    const file: Disk = { text: null }
    const first = await mountSettings(realSettings(file))
    await first.wrapper.get('input[value="every-priority"]').setValue(true)
    await first.wrapper.get('select[data-setting="animationSpeed"]').setValue('fast')
    await first.wrapper.get('input[data-setting="autoTap"]').setValue(false)
    await first.wrapper.get('input[data-setting="cardImages"]').setValue(true)
    await first.wrapper.get('input[data-stop="upkeep"]').setValue(true)
    await first.wrapper.get('input[data-stop="end"]').setValue(false)
    await first.wrapper.get('input[name="computer-pace"][value="instant"]').setValue(true)
    await first.wrapper.get('select[data-setting="textScale"]').setValue('200')
    await vi.waitFor(() =>
      expect(onDisk(file)).toEqual({
        handOff: 'every-priority',
        skipUnanswerable: true,
        animationSpeed: 'fast',
        textScale: 200,
        autoTap: false,
        cardImages: true,
        stops: ['upkeep', 'precombatMain', 'declareAttackers', 'declareBlockers', 'postcombatMain'],
        computerPace: 'instant',
      }),
    )
    expect(first.fake.calls.filter((c) => c.channel === 'settings:set').map((c) => c.request)).toContainEqual({
      autoTap: false,
    })
    first.wrapper.unmount()

    // A new page over the same file: what was saved is what shows.
    const second = await mountSettings(realSettings(file))
    await vi.waitFor(() =>
      expect((second.wrapper.get('input[value="every-priority"]').element as HTMLInputElement).checked).toBe(true),
    )
    expect((second.wrapper.get('input[value="every-priority"]').element as HTMLInputElement).checked).toBe(true)
    expect((second.wrapper.get('select[data-setting="animationSpeed"]').element as HTMLSelectElement).value).toBe(
      'fast',
    )
    expect((second.wrapper.get('input[data-setting="autoTap"]').element as HTMLInputElement).checked).toBe(false)
    expect((second.wrapper.get('input[data-stop="upkeep"]').element as HTMLInputElement).checked).toBe(true)
    expect((second.wrapper.get('input[data-stop="end"]').element as HTMLInputElement).checked).toBe(false)
    expect(
      (second.wrapper.get('input[name="computer-pace"][value="instant"]').element as HTMLInputElement).checked,
    ).toBe(true)
  })

  it('CR 117.3b: the stop "when an opponent’s spell or ability resolves" turns on and off, and is saved', async () => {
    const file: Disk = { text: null }
    const { wrapper } = await mountSettings(realSettings(file))
    await wrapper.get('input[data-stop="opponentResolves"]').setValue(true)
    await vi.waitFor(() => expect((onDisk(file) as { stops: string[] }).stops).toContain('opponentResolves'))
    await wrapper.get('input[data-stop="upkeep"]').setValue(true)
    await vi.waitFor(() =>
      expect((onDisk(file) as { stops: string[] }).stops).toEqual(
        expect.arrayContaining(['upkeep', 'opponentResolves']),
      ),
    )
    await wrapper.get('input[data-stop="opponentResolves"]').setValue(false)
    await vi.waitFor(() => expect((onDisk(file) as { stops: string[] }).stops).not.toContain('opponentResolves'))
    wrapper.unmount()
  })

  it('explains the computer’s pace: instant, fast or readable (the default)', async () => {
    const { wrapper } = await mountSettings(realSettings({ text: null }))
    const paces = wrapper.findAll('input[name="computer-pace"]')
    expect(paces.map((r) => [r.attributes('value'), (r.element as HTMLInputElement).checked])).toEqual([
      ['instant', false],
      ['fast', false],
      ['readable', true],
    ])
    expect(wrapper.text()).toContain('a quarter of a second between actions')
    expect(wrapper.text()).toContain('Undo work while it decides')
  })

  it('says so when main refuses a change', async () => {
    const { wrapper } = await mountSettings({
      'settings:get': () => success({ ...DEFAULT_SETTINGS }),
      'settings:set': () => ({ ok: false, error: { code: 'io', message: 'The disk is full.' } }),
    })
    await wrapper.get('input[data-setting="autoTap"]').setValue(false)
    await flushPromises()
    expect(wrapper.get('[role="alert"]').text()).toBe('The disk is full.')
  })
})

describe('the card database panel', () => {
  it('shows the starter pool, imports a file and shows the new status', async () => {
    let imported = false
    const { wrapper, fake } = await mountSettings({
      'settings:get': () => success({ ...DEFAULT_SETTINGS }),
      'cards:status': () =>
        success(
          imported
            ? {
                source: 'imported',
                cards: 23496,
                origin: 'MTGJSON AtomicCards (AtomicCards.json)',
                importedAt: '2026-11-23T08:00:00.000Z',
              }
            : STARTER_STATUS,
        ),
      'cards:import': () => {
        imported = true
        return success({ imported: 23496, skipped: 215, warnings: [] })
      },
    })
    expect(wrapper.get('[data-testid="card-db-status"]').text()).toBe('The bundled starter pool: 297 cards.')
    await wrapper.get('[data-action="import-cards"]').trigger('click')
    await flushPromises()
    expect(fake.calls.some((c) => c.channel === 'cards:import')).toBe(true)
    expect(wrapper.text()).toContain('Imported 23,496 cards (215 entries skipped).')
    expect(wrapper.get('[data-testid="card-db-status"]').text()).toContain(
      'MTGJSON AtomicCards (AtomicCards.json): 23,496 cards',
    )
  })

  it('downloads with progress from main’s events, and cancels', async () => {
    let finish: (value: BridgeResult<unknown>) => void = () => undefined
    const { wrapper, fake } = await mountSettings({
      'settings:get': () => success({ ...DEFAULT_SETTINGS }),
      'cards:download': () => new Promise((resolve) => (finish = resolve)),
      'cards:cancelDownload': () => {
        fake.emit('cards:download-progress', {
          source: 'scryfall-oracle',
          phase: 'cancelled',
          receivedBytes: 5 * 1024 * 1024,
          totalBytes: 140 * 1024 * 1024,
        })
        finish(success(null))
        return success(null)
      },
    })
    await wrapper.get('[data-download="scryfall-oracle"]').trigger('click')
    await flushPromises()
    expect(fake.calls.find((c) => c.channel === 'cards:download')?.request).toEqual({ source: 'scryfall-oracle' })
    const progress: CardDownloadProgress = {
      source: 'scryfall-oracle',
      phase: 'downloading',
      receivedBytes: 3 * 1024 * 1024,
      totalBytes: 140 * 1024 * 1024,
    }
    fake.emit('cards:download-progress', progress)
    await flushPromises()
    expect(wrapper.get('[data-testid="download-progress"]').text()).toBe('Downloading: 3.0 MB of 140.0 MB')
    expect((wrapper.get('progress').element as HTMLProgressElement).value).toBe(3 * 1024 * 1024)
    expect(wrapper.get('[data-download="mtgjson-atomic"]').attributes('disabled')).toBeDefined()
    await wrapper.get('[data-action="cancel-download"]').trigger('click')
    await flushPromises()
    expect(fake.calls.some((c) => c.channel === 'cards:cancelDownload')).toBe(true)
    expect(wrapper.find('[data-testid="download-progress"]').exists()).toBe(false)
    expect(wrapper.text()).toContain('Download cancelled')
    expect(wrapper.get('[data-download="mtgjson-atomic"]').attributes('disabled')).toBeUndefined()
  })
})
