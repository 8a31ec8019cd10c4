// "Each … with mana value X" and an ability's "with mana value X": the X announced for the spell's mana cost, the
// ability's {X} or a loyalty cost's −X, read as the spell or ability resolves (CR 107.3, 601.2b, 602.2b, 606.4).
import { describe, expect, it } from 'vitest'
import type { ActivateAction, GameState } from '../../../../src-shared/engine/types'
import { LANDS, activate, cast, onField, play, ready, seat } from '../../../support/verify/harness'
import { legalActions } from '../../../../src-shared/engine'

const nameOf = (s: GameState, id: string) => s.cards[s.objects[id].def].name

describe('"with mana value X" where X is announced', () => {
  it('CR 107.3: Forced March with X = 2 destroys each creature of mana value 2 or less, not one of 5', () => {
    const board = {
      ann: { hand: ['Forced March'], battlefield: LANDS },
      ben: { battlefield: ['Grizzly Bears', 'Llanowar Elves', 'Memnite', 'Serra Angel'] },
    }
    let p = play(['Forced March', 'Llanowar Elves', 'Memnite', 'Serra Angel'], board, cast('Forced March', { x: 2 }))
    expect(seat(p, 1).graveyard.sort()).toEqual(['Grizzly Bears', 'Llanowar Elves', 'Memnite'])
    expect(onField(p, 1, 'Serra Angel')).toBe(1)
    // X = 0: only the Memnite.
    p = play(['Forced March', 'Llanowar Elves', 'Memnite', 'Serra Angel'], board, cast('Forced March', { x: 0 }))
    expect(seat(p, 1).graveyard).toEqual(['Memnite'])
  })

  it("CR 602.2b, 107.3: Hammer Mage's {X}{R} with X = 1 destroys the artifacts of mana value 1 or less, not Mind Stone", () => {
    const board = {
      ann: { hand: ['Island'], battlefield: [ready('Hammer Mage'), ...LANDS] },
      ben: { battlefield: ['Memnite', 'Sol Ring', 'Mind Stone'] },
    }
    const p = play(
      ['Hammer Mage', 'Memnite', 'Sol Ring', 'Mind Stone'],
      board,
      activate('Hammer Mage', 0, { x: 1, discard: ['Island'] }),
    )
    expect(seat(p, 1).graveyard.sort()).toEqual(['Memnite', 'Sol Ring'])
    expect(onField(p, 1, 'Mind Stone')).toBe(1)
    expect(seat(p, 0).graveyard).toEqual(['Island']) // the discard paid
  })

  it('CR 602.2b: the legal actions offer Citanul Flute with typical values of X, each one Ann can pay', () => {
    const p = play(['Citanul Flute'], { ann: { battlefield: ['Citanul Flute', 'Forest', 'Forest', 'Forest'] } })
    const xs = legalActions(p.state, 0)
      .filter((a) => a.type === 'activate' && nameOf(p.state, (a as ActivateAction).card) === 'Citanul Flute')
      .map((a) => (a as ActivateAction).x ?? 0)
      .sort()
    // Three Forests pay X = 0 to 3 (the Flute's {T} taps itself); X = 5 can't be paid.
    expect(xs).toEqual([0, 1, 2, 3])
  })
})
