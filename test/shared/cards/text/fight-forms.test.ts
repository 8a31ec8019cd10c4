// Fight (CR 701.12) as the staples write it: "Then that creature fights …" after a target (Hunt the Weak, CR
// 608.2c), "it fights up to one target creature" (Apex Altisaur: none chosen, no fight, CR 601.2c), "you may have it
// fight …" on entering (Foe-Razer Regent: "it" is the creature itself).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, realPool } from '../../../support/realCards'

const LANDS = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']
const pool = realPool(['Hunt the Weak', 'Apex Altisaur', 'Pheres-Band Brawler', 'Serra Angel', 'Hill Giant'])
const damageOn = (r: ReturnType<typeof play>, p: number, name: string) =>
  out(r).players[p].battlefield.find((b) => b.name === name)?.damage

describe('fight, as the staples write it', () => {
  it('these cards are automated', () => {
    for (const n of ['Hunt the Weak', 'Apex Altisaur', 'Pheres-Band Brawler'])
      expect(explainCard(pool.byName(n)!).automated, n).toBe(true)
  })

  it('CR 608.2c, 701.12a: Hunt the Weak puts a counter on Hill Giant, then it fights Serra Angel (4 each)', () => {
    const r = play(
      pool,
      { hand: ['Hunt the Weak'], battlefield: [...LANDS, 'Hill Giant'] },
      { battlefield: ['Serra Angel'] },
      [{ player: 0, type: 'cast', card: 'Hunt the Weak', targets: ['0:Hill Giant', '1:Serra Angel'] }, ...passBoth],
    )
    expect(out(r).rejected).toEqual([])
    // Hill Giant, 4/4 with the counter, deals 4 to the Angel (dies); the Angel deals 4 to it (4/4: dies too).
    expect(out(r).players[1].graveyard).toEqual(['Serra Angel'])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Hill Giant', 'Hunt the Weak'])
  })

  it('CR 701.12a: Apex Altisaur entering fights the creature chosen; with none chosen it fights nothing', () => {
    const cast = [{ player: 0, type: 'cast', card: 'Apex Altisaur' }, ...passBoth]
    const fought = play(pool, { hand: ['Apex Altisaur'], battlefield: LANDS }, { battlefield: ['Hill Giant'] }, [
      ...cast,
      { player: 0, type: 'choose', targets: ['1:Hill Giant'] },
      ...passBoth,
    ])
    expect(out(fought).rejected).toEqual([])
    expect(out(fought).players[1].graveyard).toEqual(['Hill Giant'])
    // The Giant dealt 3 to the 10/10; its enrage trigger asks again (none chosen: no fight).
    expect(damageOn(fought, 0, 'Apex Altisaur')).toBe(3)
    const none = play(pool, { hand: ['Apex Altisaur'], battlefield: LANDS }, { battlefield: ['Hill Giant'] }, [
      ...cast,
      { player: 0, type: 'choose', targets: [] },
      ...passBoth,
    ])
    expect(out(none).rejected).toEqual([])
    expect(damageOn(none, 1, 'Hill Giant')).toBe(0)
    expect(damageOn(none, 0, 'Apex Altisaur')).toBe(0)
  })
})
