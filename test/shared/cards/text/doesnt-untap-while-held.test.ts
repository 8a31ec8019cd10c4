// "Tap target creature. It doesn't untap during its controller's untap step for as long as ~ remains tapped / you
// control ~" (Sand Squid, Dungeon Geists; CR 502.3, 611.2b): the hold lasts while its source stays tapped or under
// its controller, and ends for good once it doesn't; with a scan of every legal face that says it.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Effect } from '../../../../src-shared/engine/ast'
import { compiledFaces, legalSomewhere, walk } from '../../../support/compiledFaces'
import { out, passBoth, play, tappedNames, expectAutomated } from '../../../support/realCards'

const ISLANDS = ['Island', 'Island', 'Island', 'Island']

describe("doesn't untap for as long as its source holds it", () => {
  beforeAll(() => void compiledFaces(), 240_000) // every face compiled once

  it('the cards are automated', () => {
    expectAutomated(['Sand Squid', 'Dungeon Geists', 'Mana Leech', 'Rust Tick', 'Sudden Storm'])
  })

  it('CR 611.2b: Dungeon Geists holds the Hill Giant while Ann controls it; killed, the Giant untaps', () => {
    const geists = (bolt: boolean) =>
      play(
        ['Dungeon Geists', 'Lightning Bolt'],
        { hand: ['Dungeon Geists'], battlefield: ISLANDS },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain', { name: 'Hill Giant', sick: false }] },
        [
          { player: 0, type: 'cast', card: 'Dungeon Geists' },
          ...passBoth,
          { player: 0, type: 'choose', targets: ['1:Hill Giant'] },
          ...passBoth,
          ...(bolt
            ? [
                { player: 0, type: 'pass' },
                { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Dungeon Geists'] },
                { player: 1, type: 'pass' },
                { player: 0, type: 'pass' },
              ]
            : []),
          { type: 'passUntil', step: 'upkeep', turn: 4 },
        ],
      )
    let r = geists(false)
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].battlefield.find((b) => b.name === 'Hill Giant')?.tapped).toBe(true)
    r = geists(true)
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Dungeon Geists'])
    expect(out(r).players[1].battlefield.find((b) => b.name === 'Hill Giant')?.tapped).toBe(false)
  })

  it("CR 502.3: Sudden Storm's two creatures don't untap during their controllers' next untap steps, then do", () => {
    const r = play(
      ['Sudden Storm'],
      { hand: ['Sudden Storm'], battlefield: ISLANDS },
      {
        battlefield: [
          { name: 'Hill Giant', sick: false },
          { name: 'Grizzly Bears', sick: false },
        ],
      },
      [
        { player: 0, type: 'cast', card: 'Sudden Storm', targets: ['1:Hill Giant', '1:Grizzly Bears'] },
        ...passBoth,
        { player: 0, type: 'choose', top: ['Island'], bottom: [] },
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(tappedNames(r, 1)).toEqual(['Hill Giant', 'Grizzly Bears'])
  })

  it("CR 611.2b: every legal face's hold is read with its own duration", () => {
    const HELD = {
      tapped: /remains tapped/,
      controlled: /as long as you control/,
      present: /remains on the battlefield/,
    }
    const wrong: string[] = []
    let found = 0
    for (const { def, face, tree } of compiledFaces()) {
      if (!legalSomewhere(def)) continue
      walk(tree, (node) => {
        const e = node as unknown as Effect
        if (e.kind !== 'tap' || !e.held) return
        found++
        if (!HELD[e.held].test(face.oracleText)) wrong.push(`${def.name}: ${e.held}`)
      })
    }
    expect(wrong).toEqual([])
    expect(found).toBeGreaterThanOrEqual(10)
  })
})
