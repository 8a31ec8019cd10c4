// Keyword abilities and keyword actions run by the engine (CR 701, 702), on real cards, checked by their outcome:
// afterlife, transmute, reinforce, bolster and adapt.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const pauseOf = (r: ReturnType<typeof play>) =>
  (r.state.pending[0] as { pause?: { choice: string; options: string[] } } | undefined)?.pause

const onBattlefield = (r: ReturnType<typeof play>, p: number, name: string) =>
  out(r).players[p].battlefield.filter((c) => c.name === name)

describe('keywords with counters and hand abilities (CR 701, 702)', () => {
  it('CR 702.135a: Ministrant of Obligation (afterlife 2) dies and leaves two 1/1 flying Spirits', () => {
    const r = play(
      ['Ministrant of Obligation', 'Lightning Bolt'],
      { hand: ['Lightning Bolt'], battlefield: ['Ministrant of Obligation', 'Mountain'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['Ministrant of Obligation'] },
        ...passBoth,
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toContain('Ministrant of Obligation')
    const spirits = out(r).players[0].battlefield.filter((c) => /Spirit/.test(c.name))
    expect(spirits.map((c) => [c.power, c.toughness])).toEqual([
      [1, 1],
      [1, 1],
    ])
    expect(manualLines('Ministrant of Obligation')).toEqual([])
  })

  it('CR 702.53a: Dimir House Guard (transmute {1}{B}{B}) is discarded for a card with the same mana value (4: Hill Giant, not Grizzly Bears), only as a sorcery', () => {
    const board = {
      hand: ['Dimir House Guard'],
      battlefield: ['Swamp', 'Swamp', 'Swamp'],
      library: ['Island', 'Grizzly Bears', 'Hill Giant', 'Island'],
    }
    // Its activated abilities: 0 regenerates it on the battlefield, 1 is transmute from the hand.
    const activate = { player: 0, type: 'activate', card: 'Dimir House Guard', from: 'hand', ability: 1 }
    const r = play(['Dimir House Guard', 'Hill Giant'], board, {}, [activate, ...passBoth])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Dimir House Guard'])
    const offered = pauseOf(r)?.options ?? []
    expect(offered.map((id) => r.state.cards[r.state.objects[id].def].name)).toEqual(['Hill Giant'])
    const chosen = play(['Dimir House Guard', 'Hill Giant'], board, {}, [
      activate,
      ...passBoth,
      { player: 0, type: 'choose', cards: ['Hill Giant'] },
    ])
    expect(out(chosen).rejected ?? []).toEqual([])
    expect(out(chosen).players[0].hand).toEqual(['Hill Giant'])
    // CR 702.53a: "Transmute only as a sorcery."
    const onTheirTurn = play(['Dimir House Guard'], board, {}, [activate], 'beginCombat')
    expect(out(onTheirTurn).rejected?.length).toBe(1)
    expect(manualLines('Dimir House Guard')).toEqual([])
  })

  it('CR 702.77a: Hunting Triad (reinforce 3—{3}{G}) is discarded at instant speed for three +1/+1 counters on target creature', () => {
    const r = play(
      ['Hunting Triad'],
      { hand: ['Hunting Triad'], battlefield: ['Grizzly Bears', 'Forest', 'Forest', 'Forest', 'Forest'] },
      {},
      [
        {
          player: 0,
          type: 'activate',
          card: 'Hunting Triad',
          from: 'hand',
          ability: 0,
          targets: ['Grizzly Bears'],
        },
        ...passBoth,
      ],
      'beginCombat',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Hunting Triad'])
    expect(onBattlefield(r, 0, 'Grizzly Bears')[0].counters).toEqual({ '+1/+1': 3 })
    expect(manualLines('Hunting Triad')).toEqual([])
  })

  it("CR 701.39a: Dromoka's Gift (bolster 4) puts four counters on the creature with the least toughness; a tie is Ann's choice", () => {
    const single = play(
      ["Dromoka's Gift"],
      {
        hand: ["Dromoka's Gift"],
        battlefield: ['Hill Giant', 'Grizzly Bears', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
      },
      {},
      [{ player: 0, type: 'cast', card: "Dromoka's Gift" }, ...passBoth],
    )
    expect(out(single).rejected ?? []).toEqual([])
    expect(onBattlefield(single, 0, 'Grizzly Bears')[0].counters).toEqual({ '+1/+1': 4 })
    expect(onBattlefield(single, 0, 'Hill Giant')[0].counters).toEqual({})
    const tieBoard = {
      hand: ["Dromoka's Gift"],
      battlefield: ['Grizzly Bears', 'Runeclaw Bear', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
    }
    const tie = play(["Dromoka's Gift", 'Runeclaw Bear'], tieBoard, {}, [
      { player: 0, type: 'cast', card: "Dromoka's Gift" },
      ...passBoth,
    ])
    const pause = pauseOf(tie)
    expect(pause?.choice).toBe('bolster')
    expect(pause?.options.length).toBe(2)
    const chosen = play(["Dromoka's Gift", 'Runeclaw Bear'], tieBoard, {}, [
      { player: 0, type: 'cast', card: "Dromoka's Gift" },
      ...passBoth,
      { player: 0, type: 'choose', cards: ['Runeclaw Bear'] },
    ])
    expect(out(chosen).rejected ?? []).toEqual([])
    expect(onBattlefield(chosen, 0, 'Runeclaw Bear')[0].counters).toEqual({ '+1/+1': 4 })
    expect(onBattlefield(chosen, 0, 'Grizzly Bears')[0].counters).toEqual({})
    expect(manualLines("Dromoka's Gift")).toEqual([])
  })

  it('CR 701.46a: Zegana, Utopian Speaker adapts 4 only while it has no +1/+1 counter', () => {
    const lands = ['Forest', 'Forest', 'Forest', 'Forest', 'Island', 'Island']
    const activate = { player: 0, type: 'activate', card: 'Zegana, Utopian Speaker', ability: 0 }
    const r = play(['Zegana, Utopian Speaker'], { battlefield: ['Zegana, Utopian Speaker', ...lands] }, {}, [
      activate,
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(onBattlefield(r, 0, 'Zegana, Utopian Speaker')[0].counters).toEqual({ '+1/+1': 4 })
    const again = play(
      ['Zegana, Utopian Speaker'],
      { battlefield: [{ name: 'Zegana, Utopian Speaker', counters: { '+1/+1': 1 } }, ...lands] },
      {},
      [activate, ...passBoth],
    )
    expect(out(again).rejected ?? []).toEqual([])
    expect(onBattlefield(again, 0, 'Zegana, Utopian Speaker')[0].counters).toEqual({ '+1/+1': 1 })
    expect(manualLines('Zegana, Utopian Speaker')).toEqual([])
  })
})

describe('sunburst (CR 702.44)', () => {
  const cast = (lands: string[]) =>
    play(['Skyreach Manta'], { hand: ['Skyreach Manta'], battlefield: lands }, {}, [
      { player: 0, type: 'cast', card: 'Skyreach Manta' },
      ...passBoth,
    ])

  it('CR 702.44a: Skyreach Manta enters with a +1/+1 counter for each colour of mana spent: five, or one', () => {
    const five = cast(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'])
    expect(out(five).rejected ?? []).toEqual([])
    expect(onBattlefield(five, 0, 'Skyreach Manta')[0].counters).toEqual({ '+1/+1': 5 })
    const blue = cast(['Island', 'Island', 'Island', 'Island', 'Island'])
    expect(onBattlefield(blue, 0, 'Skyreach Manta')[0].counters).toEqual({ '+1/+1': 1 })
    expect(manualLines('Skyreach Manta')).toEqual([])
  })

  it('CR 702.44a: Pentad Prism, a noncreature, gets charge counters instead', () => {
    const r = play(['Pentad Prism'], { hand: ['Pentad Prism'], battlefield: ['Mountain', 'Forest'] }, {}, [
      { player: 0, type: 'cast', card: 'Pentad Prism' },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(onBattlefield(r, 0, 'Pentad Prism')[0].counters).toEqual({ charge: 2 })
  })
})
