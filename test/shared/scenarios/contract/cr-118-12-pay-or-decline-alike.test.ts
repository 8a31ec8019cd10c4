// A "you may pay …" and a "… unless its controller pays" (CR 118.12) are answered with `choose` `option` "yes" or
// "pay" alike, and "no" or "decline" alike (the scenario contract, additions of 2026-12-06), whichever words the
// decision itself offers: extort (CR 702.101a), Mana Leak, ward (CR 702.21a), a shock land (CR 614.12).
import { describe, expect, it } from 'vitest'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const pool = realPool(['Syndic of Tithes', 'Mana Leak', 'Armguard Familiar', 'Godless Shrine', 'Lightning Bolt'])
const choose = (player: number, option: string) => ({ player, type: 'choose', option })

const extort = (option: string) =>
  play(pool, { hand: ['Grizzly Bears'], battlefield: ['Syndic of Tithes', 'Forest', 'Forest', 'Plains'] }, {}, [
    { player: 0, type: 'cast', card: 'Grizzly Bears' },
    ...passBoth,
    choose(0, option),
    ...passBoth,
  ])

const manaLeak = (option: string) =>
  play(
    pool,
    { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'] },
    { hand: ['Mana Leak'], battlefield: ['Island', 'Island'] },
    [
      { player: 0, type: 'cast', card: 'Grizzly Bears' },
      { player: 0, type: 'pass' },
      { player: 1, type: 'cast', card: 'Mana Leak', targets: ['Grizzly Bears'] },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
      choose(0, option),
      ...passBoth,
    ],
  )

const ward = (option: string) =>
  play(
    pool,
    { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
    { battlefield: ['Armguard Familiar'] },
    [
      { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['Armguard Familiar'] },
      ...passBoth,
      choose(0, option),
      ...passBoth,
    ],
  )

const shock = (option: string) =>
  play(pool, { hand: ['Godless Shrine'] }, {}, [
    { player: 0, type: 'playLand', card: 'Godless Shrine' },
    choose(0, option),
  ])

describe('CR 118.12: "yes" and "pay" alike, "no" and "decline" alike', () => {
  for (const option of ['yes', 'pay']) {
    it(`CR 702.101a: extort answered "${option}" drains 1`, () => {
      const r = extort(option)
      expect(out(r).rejected).toEqual([])
      expect(out(r).players.map((p) => p.life)).toEqual([21, 19])
    })
    it(`Mana Leak: its controller answers "${option}" and pays {3}, the spell resolves`, () => {
      const r = manaLeak(option)
      expect(out(r).rejected).toEqual([])
      expect(out(r).players[0].battlefield.some((b) => b.name === 'Grizzly Bears')).toBe(true)
    })
    it(`CR 702.21a: ward answered "${option}" pays {2}, the Bolt resolves`, () => {
      const r = ward(option)
      expect(out(r).rejected).toEqual([])
      expect(out(r).players[1].graveyard).toEqual(['Armguard Familiar'])
    })
    it(`CR 614.12: a shock land answered "${option}" pays 2 life and enters untapped`, () => {
      const r = shock(option)
      expect(out(r).rejected).toEqual([])
      expect(out(r).players[0].life).toBe(18)
      expect(out(r).players[0].battlefield[0].tapped).toBe(false)
    })
  }
  for (const option of ['no', 'decline']) {
    it(`CR 702.101a: extort answered "${option}" pays nothing`, () => {
      const r = extort(option)
      expect(out(r).rejected).toEqual([])
      expect(out(r).players.map((p) => p.life)).toEqual([20, 20])
    })
    it(`Mana Leak: answered "${option}", the spell is countered`, () => {
      const r = manaLeak(option)
      expect(out(r).rejected).toEqual([])
      expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    })
    it(`CR 702.21a: ward answered "${option}" counters the Bolt`, () => {
      const r = ward(option)
      expect(out(r).rejected).toEqual([])
      expect(out(r).players[1].battlefield.map((b) => b.name)).toEqual(['Armguard Familiar'])
    })
    it(`CR 614.12: a shock land answered "${option}" enters tapped`, () => {
      const r = shock(option)
      expect(out(r).rejected).toEqual([])
      expect(out(r).players[0].life).toBe(20)
      expect(out(r).players[0].battlefield[0].tapped).toBe(true)
    })
  }
  it('any other word is refused with the words the decision takes', () => {
    const r = extort('maybe')
    expect(out(r).rejected?.[0].reason).toMatch(/pay.*decline|yes.*no/)
  })
})
