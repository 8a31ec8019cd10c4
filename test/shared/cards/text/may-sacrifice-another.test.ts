// "You may sacrifice another creature. If you do, …" (CR 608.2c, 701.17a): "another" is never the source, so with no
// other creature X can't be done and isn't offered, and Y doesn't happen; "sacrifice a creature other than ~" likewise
// never offers the source. Real cards, expected results from their text and the CR; a scan of the shape.
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, playCombat, ready } from '../../../support/realCards'
import { byHandWithoutReason, loadScanData, scanLines } from '../../../support/shapeScan'

const attackWith = (card: string) => ({
  player: 0,
  type: 'declareAttackers',
  attackers: [{ card, target: 'player:1' }],
})
const ogre = (others: string[], actions: unknown[]) =>
  playCombat(['Brawl-Bash Ogre'], { battlefield: [ready('Brawl-Bash Ogre'), ...others.map((o) => ready(o))] }, {}, [
    attackWith('Brawl-Bash Ogre'),
    ...actions,
    { type: 'passUntil', step: 'endCombat' },
  ])

/** Both pass with the Ogre's attack trigger on the stack, and Ann answers its "you may". */
const answer = (option: 'yes' | 'no') => [...passBoth, { player: 0, type: 'choose', option }]

describe('"you may sacrifice another creature. If you do, …" (CR 608.2c, 701.17a)', () => {
  it('CR 608.2c: Brawl-Bash Ogre sacrifices the Bears and gets +2/+2: 5 damage', () => {
    const r = ogre(['Grizzly Bears'], answer('yes'))
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[1].life).toBe(15)
    expect(manualLines('Brawl-Bash Ogre')).toEqual([])
  })

  it('CR 608.2c: declined, nothing is sacrificed and the Ogre deals 3', () => {
    const r = ogre(['Grizzly Bears'], answer('no'))
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[1].life).toBe(17)
  })

  it('CR 701.17a: alone, the Ogre is not "another creature": nothing is offered or sacrificed, and it deals 3', () => {
    const r = ogre([], [])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[1].life).toBe(17)
  })

  it('CR 701.17a: Lord of the Pit never offers itself as "a creature other than Lord of the Pit"', () => {
    const r = play(
      ['Lord of the Pit'],
      {},
      { battlefield: [ready('Lord of the Pit'), ready('Grizzly Bears'), ready('Hill Giant')] },
      [
        { type: 'passUntil', step: 'upkeep', turn: 4 },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'choose', cards: ['Lord of the Pit'] }, // refused: not an option
        { player: 1, type: 'choose', cards: ['Hill Giant'] },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([3])
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant'])
    expect(
      out(r)
        .players[1].battlefield.map((b) => b.name)
        .sort(),
    ).toEqual(['Grizzly Bears', 'Lord of the Pit'])
  })
})

describe('scan: "you may sacrifice another …"', () => {
  beforeAll(() => loadScanData(), 120_000)

  it('every such line runs with a sacrifice under "you may", or stays by hand with a reason', () => {
    const lines = scanLines(/\byou may sacrifice another\b/i)
    expect(lines.length).toBeGreaterThan(10)
    const wrong = lines.filter(
      (l) => l.automated && !(l.templates.has('effect:may') && l.templates.has('effect:sacrifice')),
    )
    expect(wrong.map((l) => `${l.name}: ${l.text}`)).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
  }, 240_000)
})
