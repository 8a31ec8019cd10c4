// Modal activated abilities (CR 700.2, 602.2b): the modes are chosen as the ability is activated, then the targets
// they need, after which its costs are paid; and modal triggered abilities of which no mode need be chosen
// ("choose up to one —": with none chosen, the ability is removed, CR 603.3c). Real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, passBoth, ready } from '../../../support/realCards'

describe('modal activated abilities and optional modes', () => {
  it('CR 700.2, 602.2b: Balm of Restoration: {1}, {T}, sacrifice it: the first mode, you gain 2 life', () => {
    expect(manualLines('Balm of Restoration')).toEqual([])
    const r = play(['Balm of Restoration'], { battlefield: ['Balm of Restoration', 'Plains'] }, {}, [
      { player: 0, type: 'activate', card: 'Balm of Restoration', ability: 0, modes: [0] },
      ...passBoth,
    ])
    const o = out(r)
    expect(o.rejected ?? []).toEqual([])
    expect(o.players[0].life).toBe(22)
    expect(o.players[0].graveyard).toEqual(['Balm of Restoration'])
  })

  it('CR 700.2: Disciple of the Ring: the third mode taps the target creature; a mode not printed is refused', () => {
    expect(manualLines('Disciple of the Ring')).toEqual([])
    const disciple = (modes: number[]) =>
      play(
        ['Disciple of the Ring', 'Lightning Bolt'],
        { battlefield: [ready('Disciple of the Ring'), 'Island'], graveyard: ['Lightning Bolt'] },
        { battlefield: ['Grizzly Bears'] },
        [
          {
            player: 0,
            type: 'activate',
            card: 'Disciple of the Ring',
            ability: 0,
            modes,
            targets: ['1:Grizzly Bears'],
          },
          ...passBoth,
        ],
      )
    let o = out(disciple([2]))
    expect(o.rejected ?? []).toEqual([])
    expect(o.players[1].battlefield.find((b) => b.name === 'Grizzly Bears')?.tapped).toBe(true)
    expect(o.players[0].graveyard).toEqual([])
    expect(o.players[0].exile).toEqual(['Lightning Bolt'])
    o = out(disciple([4]))
    expect(o.rejected?.[0]).toMatchObject({ index: 0 })
    expect(o.players[0].graveyard).toEqual(['Lightning Bolt'])
  })

  it('CR 603.3c: Dreamshackle Geist: "choose up to one" answered with no mode removes the ability; with the first, it taps', () => {
    expect(manualLines('Dreamshackle Geist')).toEqual([])
    const geist = (choice: Record<string, unknown>) =>
      play(['Dreamshackle Geist'], { battlefield: [ready('Dreamshackle Geist')] }, { battlefield: ['Grizzly Bears'] }, [
        { type: 'passUntil', step: 'beginCombat' },
        { player: 0, type: 'choose', ...choice },
        ...passBoth,
      ])
    let o = out(geist({ modes: [] }))
    expect(o.rejected ?? []).toEqual([])
    expect(o.stack).toEqual([])
    expect(o.players[1].battlefield.find((b) => b.name === 'Grizzly Bears')?.tapped).toBeFalsy()
    o = out(geist({ modes: [0], targets: ['1:Grizzly Bears'] }))
    expect(o.rejected ?? []).toEqual([])
    expect(o.players[1].battlefield.find((b) => b.name === 'Grizzly Bears')?.tapped).toBe(true)
  })

  it('CR 700.2, 601.2c: Read the Tides: "Return up to two target creatures" as the chosen mode takes one target, or none', () => {
    expect(manualLines('Read the Tides')).toEqual([])
    const tides = (targets: string[]) =>
      play(
        ['Read the Tides'],
        { hand: ['Read the Tides'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'] },
        { battlefield: ['Grizzly Bears', 'Hill Giant'] },
        [{ player: 0, type: 'cast', card: 'Read the Tides', modes: [1], targets }, ...passBoth],
      )
    let o = out(tides(['1:Hill Giant']))
    expect(o.rejected ?? []).toEqual([])
    expect(o.players[1].hand).toEqual(['Hill Giant'])
    expect(o.players[1].battlefield.map((b) => b.name)).toEqual(['Grizzly Bears'])
    o = out(tides([]))
    expect(o.rejected ?? []).toEqual([])
    expect(o.players[1].battlefield.map((b) => b.name).sort()).toEqual(['Grizzly Bears', 'Hill Giant'])
    expect(o.players[0].hand).toEqual([]) // the other mode (draw three) didn't happen
    // Three targets for "up to two" are refused.
    o = out(tides(['1:Hill Giant', '1:Grizzly Bears', '0:Island']))
    expect(o.rejected?.[0]).toMatchObject({ index: 0 })
  })
})
