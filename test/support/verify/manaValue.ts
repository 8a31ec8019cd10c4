// Behavioural checks: "its mana value" after a target, the mana value of that card or permanent (CR 202.3, 608.2c).
import { expect } from 'vitest'
import { LANDS, cast, onField, play, seat, type Checks } from './harness'

export const MANA_VALUE_CHECKS: Checks = {
  'amount:count.manaValue': {
    card: 'Reanimate',
    rule: 'CR 202.3, 608.2c',
    run() {
      // Serra Angel ({3}{W}{W}, mana value 5) from Ben's graveyard: Ann loses 5 life.
      let p = play(
        ['Reanimate', 'Serra Angel'],
        { ann: { hand: ['Reanimate'], battlefield: LANDS }, ben: { graveyard: ['Serra Angel'] } },
        cast('Reanimate', { targets: ['1:Serra Angel'] }),
      )
      expect(onField(p, 0, 'Serra Angel')).toBe(1)
      expect(seat(p, 0).life).toBe(15)
      // Grizzly Bears (mana value 2) from her own graveyard: 2 life.
      p = play(
        ['Reanimate', 'Grizzly Bears'],
        { ann: { hand: ['Reanimate'], battlefield: LANDS, graveyard: ['Grizzly Bears'] } },
        cast('Reanimate', { targets: ['0:Grizzly Bears'] }),
      )
      expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
      expect(seat(p, 0).life).toBe(18)
    },
  },
}
