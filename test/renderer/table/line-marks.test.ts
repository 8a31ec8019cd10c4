// The card preview's mark on each line of rules text: the engine runs it (⚙), runs part of it (◐: a trigger it puts
// on the stack, CR 603.3; an ability whose cost it pays, CR 602.2), or leaves it to the players (✋).
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import CardPreview from '../../../src-renderer/src/components/table/CardPreview.vue'
import { lineMark } from '../../../src-renderer/src/components/table/lineMark'
import CardDetailView from '../../../src-renderer/src/components/cards/CardDetailView.vue'
import { cardDetail, detailFromDefinition } from '../../../src-renderer/src/components/cards/cardDetail'
import { playWithBasics, poolWith, realCard } from '../../support/realCards'

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

function preview(battlefield: string[], name: string) {
  const pinia = createPinia()
  setActivePinia(pinia)
  const r = playWithBasics(poolWith(...battlefield), { battlefield }, {}, [])
  const id = r.state.battlefield.find((x) => r.state.cards[r.state.objects[x].def].name === name)!
  wrapper = mount(CardPreview, { props: { state: r.state, id }, global: { plugins: [pinia] } })
  return wrapper.findAll('.preview__lines li')
}

describe('card preview line marks', () => {
  it("CR 603.3: a trigger resolved by hand shows the partly mark and says it goes on the stack (Abu Ja'far)", () => {
    const [line] = preview(["Abu Ja'far"], "Abu Ja'far")
    expect(line.get('.preview__mark').text()).toBe('◐')
    expect(line.get('.preview__mark').attributes('aria-label')).toBe('partly automated')
    expect(line.attributes('title')).toBe(
      'The game puts this on the stack when it triggers; you resolve its effect by hand',
    )
    expect(line.classes()).toContain('preview__line--partly')
  })

  it('CR 602.2: an activated ability by hand says its cost is paid (Assembly Hall)', () => {
    const [line] = preview(['Assembly Hall'], 'Assembly Hall')
    expect(line.get('.preview__mark').text()).toBe('◐')
    expect(line.attributes('title')).toBe(
      'The game lets you activate this and pays its cost; you resolve its effect by hand',
    )
  })

  it('automated and plain by-hand lines keep their marks (Spiteflame Witch, Karn Liberated, Teferi, Time Raveler)', () => {
    // A line the engine runs whose templates are verified (engine/verifiedTemplates.ts).
    expect(preview(['Spiteflame Witch'], 'Spiteflame Witch').map((l) => l.get('.preview__mark').text())).toEqual(['⚙'])
    wrapper!.unmount()
    const marks = preview(['Karn Liberated'], 'Karn Liberated').map((l) => l.get('.preview__mark').text())
    expect(marks[2]).toBe('◐')
    wrapper!.unmount()
    const teferi = preview(['Teferi, Time Raveler'], 'Teferi, Time Raveler')
    expect(teferi[0].get('.preview__mark').text()).toBe('✋')
    expect(teferi[0].attributes('title')).toBe('Resolve this text by hand')
    expect(lineMark({ text: 'Flying', automated: true }).icon).toBe('⚙')
    // Run by the engine with a template no behavioural check covers yet: partly, and said so.
    const unchecked = lineMark({
      text: 'Draw a card.',
      automated: false,
      partly: true,
      reason: { code: 'unverified', text: '' },
    })
    expect(unchecked.icon).toBe('◐')
    expect(unchecked.title).toMatch(/runs this text, but no behavioural check/)
  })

  it('CR 602.2 / 606.4: the large card view marks the same lines: automatic, partly, by hand (Karn Liberated, Spiteflame Witch, Teferi)', async () => {
    setActivePinia(createPinia())
    cardDetail.value = detailFromDefinition(realCard('Karn Liberated'))
    wrapper = mount(CardDetailView, { attachTo: document.body })
    await wrapper.vm.$nextTick()
    const marks = [...document.body.querySelectorAll('.detail__mark')]
    expect(marks[2].textContent?.trim()).toBe('partly')
    expect(marks[2].getAttribute('title')).toBe(
      'The game lets you activate this and pays its cost; you resolve its effect by hand',
    )
    expect(marks[2].classList.contains('detail__mark--partly')).toBe(true)
    cardDetail.value = detailFromDefinition(realCard('Spiteflame Witch')) // verified templates only
    await wrapper.vm.$nextTick()
    expect(document.body.querySelector('.detail__mark')?.textContent?.trim()).toBe('automatic')
    cardDetail.value = detailFromDefinition(realCard('Teferi, Time Raveler'))
    await wrapper.vm.$nextTick()
    expect(document.body.querySelector('.detail__mark')?.textContent?.trim()).toBe('by hand')
    cardDetail.value = null
  })
})
