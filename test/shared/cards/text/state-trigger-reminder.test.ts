// A state trigger the engine doesn't run ("When ~ has flying, flip it", CR 603.8) is reminded by hand as its state
// comes to hold, once until it stops holding.
import { describe, expect, it } from 'vitest'
import { out, passBoth, play, ready } from '../../../support/realCards'

const STUDENT = 'Student of Elements // Tobita, Master of Winds'
const REMINDER = 'Reminder (by hand): Student of Elements: When Student of Elements has flying, flip it.'

describe('state triggers by hand (CR 603.8)', () => {
  it('CR 603.8: Student of Elements given flying by Jump reminds its flip once', () => {
    const r = play([STUDENT, 'Jump'], { hand: ['Jump'], battlefield: [ready(STUDENT), 'Island'] }, {}, [
      { player: 0, type: 'cast', card: 'Jump', targets: [`0:${STUDENT}`] },
      ...passBoth,
      ...passBoth,
    ])
    expect(out(r).rejected?.map((x) => x.reason) ?? []).toEqual([])
    const log = out(r).log
    const resolved = log.findIndex((l) => l.startsWith('Jump resolves') || /gains flying/.test(l))
    expect(resolved).toBeGreaterThan(-1)
    expect(log.filter((l) => l === REMINDER).length).toBe(1)
    expect(log.lastIndexOf(REMINDER)).toBeGreaterThan(log.findIndex((l) => /casts Jump/.test(l)))
  })

  it('CR 603.8: without flying, no flip reminder comes after it entered', () => {
    const r = play([STUDENT, 'Shock'], { hand: ['Shock'], battlefield: [ready(STUDENT), 'Mountain'] }, {}, [
      { player: 0, type: 'cast', card: 'Shock', targets: ['player:1'] },
      ...passBoth,
    ])
    expect(out(r).log.filter((l) => l === REMINDER).length).toBe(0)
  })
})
