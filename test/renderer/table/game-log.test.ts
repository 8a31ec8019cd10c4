// The game log follows the newest line unless the player has scrolled up to read; then it stays put and offers a
// jump to the new lines. Its heading sits in its own row above the lines.
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import GameLog from '../../../src-renderer/src/components/table/GameLog.vue'

let wrapper: VueWrapper | undefined
afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

/** happy-dom lays nothing out: the list gets a fixed box of 100 px and 20 px per line. */
function fakeBox(el: HTMLElement) {
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => 100 })
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => el.querySelectorAll('li').length * 20 })
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`)

async function mountLog(n: number) {
  wrapper = mount(GameLog, { props: { lines: lines(n) }, attachTo: document.body })
  const list = wrapper.get('[data-test="log-lines"]').element as HTMLElement
  fakeBox(list)
  list.scrollTop = list.scrollHeight - list.clientHeight
  await list.dispatchEvent(new Event('scroll'))
  return list
}

describe('the game log', () => {
  it('is one Tab stop, so a keyboard scrolls it with no control in its lines (axe: scrollable-region-focusable)', async () => {
    const list = await mountLog(30)
    expect(list.querySelector('button, summary, a, [tabindex]')).toBeNull()
    expect(list.tabIndex).toBe(0)
    expect(list.getAttribute('aria-label')).toBe('Log lines, newest last')
  })

  it('scrolls to each new line while the player is at the end', async () => {
    const list = await mountLog(10)
    await wrapper!.setProps({ lines: lines(12) })
    await flushPromises()
    expect(list.scrollTop).toBe(list.scrollHeight)
    expect(wrapper!.find('.log__new').exists()).toBe(false)
  })

  it('stays where the player scrolled up to, and offers to jump to the new lines', async () => {
    const list = await mountLog(10)
    list.scrollTop = 20
    list.dispatchEvent(new Event('scroll'))
    await wrapper!.setProps({ lines: lines(13) })
    await flushPromises()
    expect(list.scrollTop).toBe(20)
    const jump = wrapper!.get('.log__new')
    expect(jump.text()).toBe('3 new lines ↓')
    await jump.trigger('click')
    expect(list.scrollTop).toBe(list.scrollHeight)
    expect(wrapper!.find('.log__new').exists()).toBe(false)
    // Following again: the next line scrolls into view.
    await wrapper!.setProps({ lines: lines(14) })
    await flushPromises()
    expect(list.scrollTop).toBe(list.scrollHeight)
  })

  it('puts the heading in its own row, before the lines', () => {
    wrapper = mount(GameLog, { props: { lines: lines(3) } })
    const children = [...wrapper.get('section').element.children].map((c) => c.tagName)
    expect(children.slice(0, 2)).toEqual(['H2', 'OL'])
  })
})
