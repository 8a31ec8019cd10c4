// "Search your library for a card, put that card into your graveyard, then shuffle." (Entomb, Buried Alive; CR
// 701.19): the cards found go to the graveyard. The scan reads every such search; one that splits the cards between
// the hand and the graveyard (Final Parting) stays by hand.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { cast, play, seat } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

describe('a search into the graveyard (CR 701.19)', () => {
  it('CR 701.19b: Buried Alive may find fewer than three creature cards ("up to"): one found, one put there', () => {
    const p = play(
      ['Buried Alive'],
      {
        ann: {
          hand: ['Buried Alive'],
          battlefield: ['Swamp', 'Swamp', 'Swamp'],
          library: ['Forest', 'Grizzly Bears', 'Island', 'Hill Giant'],
        },
      },
      [...cast('Buried Alive'), { player: 0, type: 'choose', cards: ['Hill Giant'] }],
    )
    expect(seat(p, 0).graveyard).toContain('Hill Giant')
    expect(seat(p, 0).graveyard).not.toContain('Grizzly Bears')
    expect(seat(p, 0).library).toBe(3)
  })

  it('CR 701.19: every "Search your library for …, put … into your graveyard" is run or kept by hand', () => {
    const lines = scanLines(/Search your library for [^.]*, put (that card|them|it|those cards) into your graveyard/)
    const c = classOf(lines, 'effect:search.toGraveyard')
    expect(c.missing).toEqual([])
    for (const name of ['Entomb', 'Buried Alive']) expect(c.run).toContain(name)
    const split = scanLines(/Put one into your hand and the other into your graveyard/)
    expect(split.filter((l) => l.automated).map((l) => l.name)).toEqual([])
  }, 60_000)
})
