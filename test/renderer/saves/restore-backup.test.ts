// "Restore the previous version": a damaged save whose NAME.bak loads is offered the restore from the message that
// names its problem; the restore goes through saves:restoreBackup and the list is read again.
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { failure, success } from '@shared/bridge'
import type { SaveEntry } from '@shared/bridge'
import LoadScreen from '../../../src-renderer/src/screens/LoadScreen.vue'
import { fakeBridge, install } from '../fake-bridge'
import { entry } from './fixtures'

const DAMAGED: SaveEntry = {
  id: 'broken.json',
  path: '/u/saves/broken.json',
  kind: 'manual',
  size: 10,
  modifiedAt: '2026-11-19T10:00:00.000Z',
  formatVersion: null,
  meta: null,
  problem: { code: 'truncated', message: '"/u/saves/broken.json" is incomplete.', file: '/u/saves/broken.json' },
  backup: true,
}
const MESSAGE = '"/u/saves/broken.json" is incomplete. A copy of its previous version is in "/u/saves/broken.json.bak".'

let wrapper: VueWrapper | undefined
afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  delete window.hearth
  document.body.innerHTML = ''
})

function mountContinue(entries: SaveEntry[], restore = () => success(entry('broken.json'))) {
  let listed = entries
  const fake = install(
    fakeBridge({
      'saves:list': () => success(listed),
      'saves:latest': () => success(entries[0]),
      'saves:load': () => failure('corrupt', MESSAGE),
      'saves:restoreBackup': () => {
        const result = restore()
        if (result.ok) listed = [result.value]
        return result
      },
    }),
  )
  const pinia = createPinia()
  setActivePinia(pinia)
  wrapper = mount(LoadScreen, { props: { mode: 'continue' }, global: { plugins: [pinia] }, attachTo: document.body })
  return fake
}

const restoreButton = () => wrapper!.find('[data-test="restore-backup"]')

describe('Restore the previous version', () => {
  it('is offered for a damaged save with a previous version, and restores it through saves:restoreBackup', async () => {
    const fake = mountContinue([DAMAGED])
    await flushPromises()
    expect(wrapper!.get('.saves__problem').text()).toContain('previous version is in')
    expect(restoreButton().text()).toBe('Restore the previous version')
    await restoreButton().trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.channel === 'saves:restoreBackup').map((c) => c.request)).toEqual([
      { id: 'broken.json' },
    ])
    expect(wrapper!.text()).toContain('was restored; the damaged file is in the trash')
    expect(restoreButton().exists()).toBe(false)
    expect(wrapper!.find('li[data-id="broken.json"]').exists()).toBe(true)
  })

  it('is not offered without a previous version', async () => {
    mountContinue([{ ...DAMAGED, backup: undefined }])
    await flushPromises()
    expect(wrapper!.get('.saves__problem').text()).toContain('is incomplete')
    expect(restoreButton().exists()).toBe(false)
  })

  it('a refused restore says why, and the damaged save stays listed', async () => {
    mountContinue([DAMAGED], () => failure('corrupt', 'The previous version is damaged too.'))
    await flushPromises()
    await restoreButton().trigger('click')
    await flushPromises()
    expect(wrapper!.text()).toContain('The previous version is damaged too.')
  })
})
