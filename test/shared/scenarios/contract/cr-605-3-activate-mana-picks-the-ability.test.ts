// CR 605.3: `activateMana` with `produce` uses, among the permanent's mana abilities, one that makes that mana (the
// scenario contract, additions of 2026-12-06): a filter land's "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}", a pain
// land's coloured ability, Aysen Abbey's "{1}, {T}: Add {W}"; it is refused only when none can.
import { describe, expect, it } from 'vitest'
import { out, play, realPool } from '../../../support/realCards'

const pool = realPool([
  'Mystic Gate',
  'Cascade Bluffs',
  'Aysen Abbey',
  'Sulfurous Springs',
  'Azorius Signet',
  'Skycloud Expanse',
])
const mana = (card: string, produce: string) => ({ player: 0, type: 'activateMana', card, produce })

describe('CR 605.3: activateMana picks a mana ability that makes the mana asked for', () => {
  it('a filter land makes {W}{U} after a Plains paid its {W/U}', () => {
    const r = play(pool, { battlefield: ['Plains', 'Mystic Gate'] }, {}, [
      mana('Plains', 'W'),
      mana('Mystic Gate', 'WU'),
    ])
    expect(out(r).rejected).toEqual([])
    expect(r.output.players).toMatchObject([{ manaPool: 'WU' }, {}])
  })

  it('a filter land named in another order ("RU") and its colourless ability ("C")', () => {
    const r = play(pool, { battlefield: ['Island', 'Cascade Bluffs', 'Mystic Gate'] }, {}, [
      mana('Island', 'U'),
      mana('Cascade Bluffs', 'RU'),
      mana('Mystic Gate', 'C'),
    ])
    expect(out(r).rejected).toEqual([])
    expect(r.state.players[0].manaPool.map((u) => u.type).sort()).toEqual(['C', 'R', 'U'])
  })

  it("Aysen Abbey's {1}, {T}: Add {W}, paid from a Wastes' {C}", () => {
    const r = play(realPool(['Aysen Abbey', 'Wastes']), { battlefield: ['Wastes', 'Aysen Abbey'] }, {}, [
      mana('Wastes', 'C'),
      mana('Aysen Abbey', 'W'),
    ])
    expect(out(r).rejected).toEqual([])
    expect(r.output.players).toMatchObject([{ manaPool: 'W' }, {}])
  })

  it("a pain land's coloured mana deals 1 damage to its controller (CR 605.3b)", () => {
    const r = play(pool, { battlefield: ['Sulfurous Springs'] }, {}, [mana('Sulfurous Springs', 'B')])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[0].life).toBe(19)
    expect(r.output.players).toMatchObject([{ manaPool: 'B' }, {}])
  })

  it('a Signet and a Skycloud Expanse make their two colours in either order', () => {
    const r = play(pool, { battlefield: ['Plains', 'Azorius Signet', 'Plains', 'Skycloud Expanse'] }, {}, [
      mana('Plains', 'W'),
      mana('Azorius Signet', 'UW'),
      mana('Plains#2', 'W'),
      mana('Skycloud Expanse', 'WU'),
    ])
    expect(out(r).rejected).toEqual([])
    expect(r.state.players[0].manaPool.map((u) => u.type).sort()).toEqual(['U', 'U', 'W', 'W'])
  })

  it('refused only when no ability can make it, naming what the permanent makes', () => {
    const r = play(pool, { battlefield: ['Mystic Gate', 'Sulfurous Springs'] }, {}, [
      mana('Mystic Gate', 'WU'), // nothing pays {W/U}
      mana('Sulfurous Springs', 'G'),
    ])
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0, 1])
    expect(out(r).rejected?.[0].reason).toMatch(/Mystic Gate/)
    expect(out(r).rejected?.[1].reason).toMatch(/can't produce G: it makes C or B or R/)
    expect(out(r).players[0].battlefield.every((b) => !b.tapped)).toBe(true)
  })
})
