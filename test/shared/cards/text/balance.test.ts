// Balance and its siblings: "each player chooses a number of lands they control equal to the number of lands
// controlled by the player who controls the fewest, then sacrifices the rest …" (CR 101.4, 701.17a, 701.8).
import { beforeAll, describe, expect, it } from 'vitest'
import { activate, onField, play, ready, seat } from '../../../support/verify/harness'
import { faceAbilities } from '../../../../src-shared/engine/abilities'
import { realCard } from '../../../support/realCards'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'

beforeAll(() => loadScanData(), 300_000)

describe('Balance, every card of the shape', () => {
  it('CR 101.4, 602.2b: Magus of the Balance, sacrificed as its cost, leaves Ann one creature: Ben keeps one of three; Ann has no card in hand, so Ben discards his whole hand', () => {
    const lands = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains']
    const p = play(
      ['Magus of the Balance', 'Serra Angel', 'Llanowar Elves', 'Memnite', 'Counterspell'],
      {
        ann: { battlefield: [...lands, ready('Magus of the Balance'), 'Grizzly Bears'] },
        ben: {
          hand: ['Counterspell', 'Lightning Bolt'],
          battlefield: [...lands, 'Serra Angel', 'Llanowar Elves', 'Memnite'],
        },
      },
      [...activate('Magus of the Balance'), { player: 1, type: 'choose', cards: ['Serra Angel'] }],
    )
    expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
    expect(onField(p, 1, 'Serra Angel')).toBe(1)
    expect(onField(p, 1, 'Llanowar Elves') + onField(p, 1, 'Memnite')).toBe(0)
    expect(seat(p, 1).hand).toEqual([]) // the fewest cards in hand was Ann's 0
    expect(onField(p, 1, 'Plains')).toBe(5) // equal lands: none sacrificed
    expect(seat(p, 0).graveyard).toEqual(['Magus of the Balance'])
  })

  it('CR 608.2c: Restore Balance sacrifices creatures before discarding cards; Balance and the Magus discard first', () => {
    const effect = (name: string) => {
      const face = realCard(name).faces[0]
      const tree = faceAbilities(face)
      return [...(tree.spell?.effects ?? []), ...tree.activated.flatMap((a) => a.effects)].find(
        (e) => e.kind === 'balance',
      )
    }
    expect(effect('Restore Balance')).toEqual({ kind: 'balance', creaturesFirst: true })
    expect(effect('Balance')).toEqual({ kind: 'balance' })
    expect(effect('Magus of the Balance')).toEqual({ kind: 'balance' })
  })

  it('CR 101.4: every line "… equal to the number of … controlled by the player who controls the fewest" is run as effect:balance or left by hand with a reason', () => {
    const lines = scanLines(/the player who controls the fewest/i)
    const c = classOf(lines, 'effect:balance')
    expect(c.missing).toEqual([])
    expect(c.run).toEqual(expect.arrayContaining(['Balance', 'Magus of the Balance', 'Restore Balance']))
    // Only the three-step Balance shape is run; any other "fewest" line stays by hand.
    for (const l of lines.filter((x) => x.automated)) expect(l.text, l.name).toMatch(/discard cards .*the same way\.$/i)
    expect(byHandWithoutReason(lines)).toEqual([])
  }, 120_000)
})
