// A permanent's own bonus or restriction while a condition holds (CR 611.3a): threshold's "gets +2/+2 and can't block"
// (CR 509.1b), "can't be blocked as long as defending player controls an artifact" (CR 506.2), "as long as you control
// another multicolored permanent" (CR 105.4), "another black creature".
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, playCombat, ready } from '../../../support/realCards'

const pt = (r: ReturnType<typeof play>, player: number, name: string) => {
  const c = out(r).players[player].battlefield.find((x) => x.name === name)!
  return [c.power, c.toughness]
}
const attackWith = (card: string) => [
  { player: 0, type: 'declareAttackers', attackers: [{ card, target: 'player:1' }] },
  { type: 'passUntil', step: 'declareBlockers' },
]

describe('conditional statics of the permanent itself', () => {
  it("CR 611.3a, 509.1b: with threshold Dirty Wererat gets +2/+2 and can't block", () => {
    expect(manualLines('Dirty Wererat')).toEqual([])
    const board = (graveyard: string[]) =>
      playCombat(
        ['Dirty Wererat'],
        { battlefield: [ready('Grizzly Bears')] },
        { battlefield: [ready('Dirty Wererat')], graveyard },
        [
          ...attackWith('Grizzly Bears'),
          { player: 1, type: 'declareBlockers', blockers: [{ card: 'Dirty Wererat', blocks: 'Grizzly Bears' }] },
        ],
      )
    const without = board(['Island'])
    expect(out(without).rejected ?? []).toEqual([])
    expect(pt(without, 1, 'Dirty Wererat')).toEqual([2, 3])
    const threshold = board(Array(7).fill('Island'))
    expect(out(threshold).rejected?.[0].reason).toMatch(/can't block/)
    expect(pt(threshold, 1, 'Dirty Wererat')).toEqual([4, 5])
  })

  it('CR 506.2, 509.1b: Bouncing Beebles can’t be blocked as long as defending player controls an artifact', () => {
    expect(manualLines('Bouncing Beebles')).toEqual([])
    const board = (benHas: string[]) =>
      playCombat(
        ['Bouncing Beebles', 'Ornithopter'],
        { battlefield: [ready('Bouncing Beebles'), 'Ornithopter'] },
        { battlefield: [ready('Grizzly Bears'), ...benHas] },
        [
          ...attackWith('Bouncing Beebles'),
          { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: 'Bouncing Beebles' }] },
        ],
      )
    expect(out(board([])).rejected ?? []).toEqual([]) // Ann's own artifact doesn't count
    expect(out(board(['Ornithopter'])).rejected?.[0].reason).toMatch(/can't be blocked.*CR 509\.1b/)
  })

  it('CR 611.3a, 105.4: Bant Sureblade gets +1/+1 as long as you control another multicolored permanent', () => {
    expect(manualLines('Bant Sureblade')).toEqual([])
    const alone = play(['Bant Sureblade'], { battlefield: ['Bant Sureblade', 'Grizzly Bears'] }, {}, [])
    expect(pt(alone, 0, 'Bant Sureblade')).toEqual([2, 1])
    const two = play(['Bant Sureblade'], { battlefield: ['Bant Sureblade', 'Bant Sureblade'] }, {}, [])
    expect(pt(two, 0, 'Bant Sureblade')).toEqual([3, 2])
  })

  it('CR 611.3a: Ashenmoor Cohort gets +1/+1 as long as you control another black creature', () => {
    expect(manualLines('Ashenmoor Cohort')).toEqual([])
    const alone = play(['Ashenmoor Cohort'], { battlefield: ['Ashenmoor Cohort', 'Grizzly Bears'] }, {}, [])
    expect(pt(alone, 0, 'Ashenmoor Cohort')).toEqual([4, 3])
    const friend = play(
      ['Ashenmoor Cohort', 'Vampire Bats'],
      { battlefield: ['Ashenmoor Cohort', 'Vampire Bats'] },
      {},
      [],
    )
    expect(pt(friend, 0, 'Ashenmoor Cohort')).toEqual([5, 4])
  })
})

describe('either of two colours (CR 105.2)', () => {
  it('CR 611.3a, 105.2: Battle Brawler gets +1/+0 as long as you control a red or white permanent', () => {
    expect(manualLines('Battle Brawler')).toEqual([])
    const red = play(['Battle Brawler', 'Goblin Piker'], { battlefield: ['Battle Brawler', 'Goblin Piker'] }, {}, [])
    expect(pt(red, 0, 'Battle Brawler')).toEqual([3, 2])
    const green = play(['Battle Brawler'], { battlefield: ['Battle Brawler', 'Grizzly Bears'] }, {}, [])
    expect(pt(green, 0, 'Battle Brawler')).toEqual([2, 2])
  })
})
