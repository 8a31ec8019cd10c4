// Lands that enter tapped unless (CR 614.1c, 614.12): shock lands ask for 2 life as they are played (answered by
// `choose` "yes"/"no", or "pay"/"decline"), check lands look for a land type, fast and slow lands count lands.
import { describe, expect, it } from 'vitest'
import { play } from '../../../support/realCards'

interface Out {
  players: { life: number; battlefield: { name: string; tapped?: boolean }[] }[]
  rejected?: unknown[]
}
const out = (r: { output: unknown }) => r.output as Out
const tapped = (r: { output: unknown }, name: string) =>
  out(r).players[0].battlefield.find((b) => b.name === name)?.tapped ?? false

describe('enters tapped unless (CR 614.1c, 614.12)', () => {
  it('CR 614.12: Blood Crypt played, 2 life paid: it enters untapped', () => {
    const r = play(['Blood Crypt'], { hand: ['Blood Crypt'] }, {}, [
      { player: 0, type: 'playLand', card: 'Blood Crypt' },
      { player: 0, type: 'choose', option: 'yes' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].life).toBe(18)
    expect(tapped(r, 'Blood Crypt')).toBe(false)
  })

  it('CR 614.12: Blood Crypt played, payment declined: it enters tapped and no life is paid', () => {
    const r = play(['Blood Crypt'], { hand: ['Blood Crypt'] }, {}, [
      { player: 0, type: 'playLand', card: 'Blood Crypt' },
      { player: 0, type: 'choose', option: 'decline' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].life).toBe(20)
    expect(tapped(r, 'Blood Crypt')).toBe(true)
  })

  it('CR 614.1c: Dragonskull Summit enters untapped with a Swamp, tapped without', () => {
    const withSwamp = play(['Dragonskull Summit'], { hand: ['Dragonskull Summit'], battlefield: ['Swamp'] }, {}, [
      { player: 0, type: 'playLand', card: 'Dragonskull Summit' },
    ])
    expect(tapped(withSwamp, 'Dragonskull Summit')).toBe(false)
    const without = play(['Dragonskull Summit'], { hand: ['Dragonskull Summit'], battlefield: ['Forest'] }, {}, [
      { player: 0, type: 'playLand', card: 'Dragonskull Summit' },
    ])
    expect(tapped(without, 'Dragonskull Summit')).toBe(true)
  })

  it('CR 614.1c: Blackcleave Cliffs enters untapped with two other lands, tapped with three', () => {
    const early = play(['Blackcleave Cliffs'], { hand: ['Blackcleave Cliffs'], battlefield: ['Swamp', 'Swamp'] }, {}, [
      { player: 0, type: 'playLand', card: 'Blackcleave Cliffs' },
    ])
    expect(tapped(early, 'Blackcleave Cliffs')).toBe(false)
    const late = play(
      ['Blackcleave Cliffs'],
      { hand: ['Blackcleave Cliffs'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      {},
      [{ player: 0, type: 'playLand', card: 'Blackcleave Cliffs' }],
    )
    expect(tapped(late, 'Blackcleave Cliffs')).toBe(true)
  })
})

describe('enters tapped unless: basic lands and opponents (CR 614.1c)', () => {
  it('CR 614.1c: Cinder Glade counts basic lands only', () => {
    const basics = play(['Cinder Glade'], { hand: ['Cinder Glade'], battlefield: ['Mountain', 'Forest'] }, {}, [
      { player: 0, type: 'playLand', card: 'Cinder Glade' },
    ])
    expect(tapped(basics, 'Cinder Glade')).toBe(false)
    const one = play(
      ['Cinder Glade', 'Blood Crypt'],
      { hand: ['Cinder Glade'], battlefield: ['Mountain', 'Blood Crypt'] },
      {},
      [{ player: 0, type: 'playLand', card: 'Cinder Glade' }],
    )
    expect(tapped(one, 'Cinder Glade')).toBe(true)
  })

  it('CR 614.1c: Morphic Pool enters tapped with one opponent', () => {
    const r = play(['Morphic Pool'], { hand: ['Morphic Pool'] }, {}, [
      { player: 0, type: 'playLand', card: 'Morphic Pool' },
    ])
    expect(tapped(r, 'Morphic Pool')).toBe(true)
  })
})
