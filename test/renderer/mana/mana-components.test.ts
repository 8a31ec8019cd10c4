// ManaCost and ManaPool draw costs and pools with the mana-font classes.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { manaUnits, parseManaCost } from '@shared/mana'
import ManaCost from '../../../src-renderer/src/components/mana/ManaCost.vue'
import ManaPool from '../../../src-renderer/src/components/mana/ManaPool.vue'
import { fontPair, glyphFor } from '../../../src-renderer/src/components/mana/manaFont'

const classesOf = (wrapper: ReturnType<typeof mount>): string[][] => wrapper.findAll('i').map((i) => i.classes())

describe('ManaCost', () => {
  it("draws each symbol with the font's cost classes and labels the whole cost", () => {
    const wrapper = mount(ManaCost, { props: { cost: '{1}{W/U}{W/U}' } })
    const icons = classesOf(wrapper)
    expect(icons).toHaveLength(3)
    expect(icons[0]).toEqual(expect.arrayContaining(['ms', 'ms-cost', 'ms-1']))
    expect(icons[1]).toEqual(expect.arrayContaining(['ms', 'ms-cost', 'ms-wu']))
    const root = wrapper.get('[data-testid="mana-cost"]')
    expect(root.attributes('role')).toBe('img')
    expect(root.attributes('aria-label')).toBe('{1}{W/U}{W/U}')
  })

  it("maps hybrid symbols to the font's colour-pair order, whatever order they were written in", () => {
    const pairOf = (text: string): string =>
      mount(ManaCost, { props: { cost: text } })
        .get('i')
        .classes()
        .find((c) => /^ms-..$/.test(c))!
    expect(pairOf('{U/W}')).toBe('ms-wu')
    expect(pairOf('{W/R}')).toBe('ms-rw')
    expect(pairOf('{U/G}')).toBe('ms-gu')
    expect(pairOf('{B/W}')).toBe('ms-wb')
    expect(fontPair('G', 'W')).toBe('gw')
    expect(fontPair('R', 'B')).toBe('br')
  })

  it('draws two-brid, Phyrexian, hybrid Phyrexian, snow, colourless, X, ½, ∞ and {HW}', () => {
    const classOf = (text: string): string => glyphFor(parseManaCost(text)!.symbols[0]).classes[2]
    expect(['{2/W}', '{B/P}', '{U/G/P}', '{S}', '{C}', '{X}', '{½}', '{∞}'].map(classOf)).toEqual([
      'ms-2w',
      'ms-bp',
      'ms-gup',
      'ms-s',
      'ms-c',
      'ms-x',
      'ms-1-2',
      'ms-infinity',
    ])
    const half = mount(ManaCost, { props: { cost: '{HW}' } })
    expect(half.find('.ms-half i').classes()).toEqual(expect.arrayContaining(['ms-w', 'ms-cost']))
  })

  it('shows numbers the font lacks as text', () => {
    const wrapper = mount(ManaCost, { props: { cost: '{25}' } })
    expect(wrapper.findAll('i')).toHaveLength(0)
    expect(wrapper.text()).toBe('25')
    expect(
      mount(ManaCost, { props: { cost: '{1000000}' } })
        .find('i')
        .classes(),
    ).toContain('ms-1000000')
  })

  it('CR 202.1b: "no cost" draws nothing but is labelled; a parsed cost works too', () => {
    const none = mount(ManaCost, { props: { cost: null } })
    expect(none.findAll('i')).toHaveLength(0)
    expect(none.get('[data-testid="mana-cost"]').attributes('aria-label')).toBe('no mana cost')
    const parsed = mount(ManaCost, { props: { cost: parseManaCost('{G}{G}'), shadow: true } })
    expect(classesOf(parsed)).toEqual([
      expect.arrayContaining(['ms-g', 'ms-shadow']),
      expect.arrayContaining(['ms-g', 'ms-shadow']),
    ])
  })

  it("shows unreadable cost text as written, with the parser's message", () => {
    const wrapper = mount(ManaCost, { props: { cost: '{1}{Q}' } })
    const root = wrapper.get('[data-testid="mana-cost"]')
    expect(root.classes()).toContain('mana-cost--invalid')
    expect(root.text()).toBe('{1}{Q}')
    expect(root.attributes('title')).toContain('"{Q}"')
  })
})

describe('ManaPool (CR 106.4, ruling MA-1)', () => {
  it('shows each type once with its count, in WUBRGC order', () => {
    const wrapper = mount(ManaPool, { props: { pool: manaUnits('CGRR') } })
    const buttons = wrapper.findAll('button')
    expect(buttons.map((b) => b.attributes('aria-label'))).toEqual(['2 red', '1 green', '1 colourless'])
    expect(buttons[0].find('i').classes()).toEqual(expect.arrayContaining(['ms', 'ms-cost', 'ms-r']))
    expect(buttons[0].text()).toContain('2')
  })
  it('MA-1: marks snow mana and restricted mana apart', () => {
    const pool = [...manaUnits('G'), ...manaUnits('G', { snow: true }), ...manaUnits('G', { restriction: 'creature' })]
    const labels = mount(ManaPool, { props: { pool } })
      .findAll('button')
      .map((b) => b.attributes('aria-label'))
    expect(labels).toEqual(
      expect.arrayContaining(['1 green', '1 green, from a snow source', '1 green, only for creature']),
    )
    expect(labels).toHaveLength(3)
  })
  it('says when the pool is empty, and reports the type a player picks', async () => {
    expect(mount(ManaPool, { props: { pool: [] } }).text()).toBe('No mana')
    const wrapper = mount(ManaPool, { props: { pool: manaUnits('U') } })
    await wrapper.get('button').trigger('click')
    expect(wrapper.emitted('select')).toEqual([['U']])
  })
})
