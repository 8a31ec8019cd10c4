// Costs of activated abilities the engine pays (CR 602.2b, 118.3): tapping untapped permanents you control, removing
// counters from the source, discarding typed cards or several, exiling cards from your graveyard, returning the source
// to its owner's hand, and the untap symbol {Q} (CR 107.6). Each ability can't be activated without its cost.
import { describe, expect, it } from 'vitest'
import { checkInvariants } from '../../../../src-shared/engine'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, ready, realPool } from '../../../support/realCards'

type R = ReturnType<typeof play>
const card = (r: R, name: string, p = 0) => out(r).players[p].battlefield.find((c) => c.name === name)!
const activate = (card: string, extra: Record<string, unknown> = {}) => ({
  player: 0,
  type: 'activate',
  card,
  ability: 0,
  ...extra,
})

describe('activation costs the engine pays', () => {
  it('CR 602.2b: Llanowar Behemoth taps an untapped creature you control (another first) for +1/+1', () => {
    const pool = realPool(['Llanowar Behemoth', 'Grizzly Bears'])
    expect(explainCard(pool.byName('Llanowar Behemoth')!).automated).toBe(true)
    const r = play(pool, { battlefield: [ready('Llanowar Behemoth'), ready('Grizzly Bears')] }, {}, [
      activate('Llanowar Behemoth'),
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(card(r, 'Grizzly Bears').tapped).toBe(true)
    expect(card(r, 'Llanowar Behemoth').tapped).toBe(false)
    expect(card(r, 'Llanowar Behemoth').power).toBe(5)
    // CR 302.6: not a {T} cost: a creature that came under control this turn may be tapped for it, the source too.
    const alone = play(pool, { battlefield: [{ name: 'Llanowar Behemoth', sick: true }] }, {}, [
      activate('Llanowar Behemoth'),
      ...passBoth,
    ])
    expect(alone.output.rejected).toEqual([])
    expect(card(alone, 'Llanowar Behemoth')).toMatchObject({ tapped: true, power: 5 })
    const none = play(pool, { battlefield: [{ name: 'Llanowar Behemoth', tapped: true }] }, {}, [
      activate('Llanowar Behemoth'),
    ])
    expect(none.output.rejected).toHaveLength(1)
  })

  it('CR 602.2b: Dwarven Bloodboiler taps an untapped Dwarf you control, not any creature', () => {
    const pool = realPool(['Dwarven Bloodboiler', 'Grizzly Bears'])
    const target = { targets: ['Grizzly Bears'] }
    const bears = play(pool, { battlefield: [{ name: 'Dwarven Bloodboiler', tapped: true }, 'Grizzly Bears'] }, {}, [
      activate('Dwarven Bloodboiler', target),
    ])
    expect(bears.output.rejected).toHaveLength(1) // the Bears are no Dwarf
    const r = play(pool, { battlefield: ['Dwarven Bloodboiler', 'Grizzly Bears'] }, {}, [
      activate('Dwarven Bloodboiler', target),
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(card(r, 'Dwarven Bloodboiler').tapped).toBe(true)
    expect(card(r, 'Grizzly Bears').power).toBe(4)
  })

  it('CR 122.1: Sawtooth Thresher removes two +1/+1 counters from itself for +4/+4, and not with one', () => {
    const pool = realPool(['Sawtooth Thresher'])
    const r = play(pool, { battlefield: [{ name: 'Sawtooth Thresher', counters: { '+1/+1': 2 } }] }, {}, [
      activate('Sawtooth Thresher'),
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(card(r, 'Sawtooth Thresher').counters).not.toHaveProperty('+1/+1') // CR 122.1: none left
    expect(card(r, 'Sawtooth Thresher').power).toBe(5)
    const one = play(pool, { battlefield: [{ name: 'Sawtooth Thresher', counters: { '+1/+1': 1 } }] }, {}, [
      activate('Sawtooth Thresher'),
    ])
    expect(one.output.rejected).toHaveLength(1)
    expect(card(one, 'Sawtooth Thresher').counters['+1/+1']).toBe(1)
  })

  it('CR 701.8: Vampire Hounds discards a creature card (not a land) for +2/+2', () => {
    const pool = realPool(['Vampire Hounds', 'Grizzly Bears'])
    expect(explainCard(pool.byName('Vampire Hounds')!).automated).toBe(true)
    const r = play(pool, { hand: ['Island', 'Grizzly Bears'], battlefield: ['Vampire Hounds'] }, {}, [
      activate('Vampire Hounds'),
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].hand).toEqual(['Island'])
    expect(card(r, 'Vampire Hounds').power).toBe(4)
    const lands = play(pool, { hand: ['Island'], battlefield: ['Vampire Hounds'] }, {}, [activate('Vampire Hounds')])
    expect(lands.output.rejected).toHaveLength(1)
    expect(out(lands).players[0].hand).toEqual(['Island'])
  })

  it('CR 701.8, 107.3: Latulla discards two cards and pays {X}{R} to deal X damage', () => {
    const pool = realPool(['Latulla, Keldon Overseer'])
    const board = { battlefield: [ready('Latulla, Keldon Overseer'), 'Mountain', 'Mountain', 'Mountain'] }
    const act = activate('Latulla, Keldon Overseer', { x: 2, targets: ['player:1'] })
    const r = play(pool, { ...board, hand: ['Island', 'Forest'] }, {}, [act, ...passBoth])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Forest', 'Island'])
    expect(out(r).players[1].life).toBe(18)
    const one = play(pool, { ...board, hand: ['Island'] }, {}, [act])
    expect(one.output.rejected).toHaveLength(1)
    expect(out(one).players[0].hand).toEqual(['Island'])
  })

  it('CR 602.2b: Scarred Vinebreeder exiles an Elf card from your graveyard for +3/+3, and no other card', () => {
    const pool = realPool(['Scarred Vinebreeder', 'Llanowar Elves', 'Grizzly Bears'])
    const lands = ['Swamp', 'Swamp', 'Swamp']
    const r = play(
      pool,
      { battlefield: ['Scarred Vinebreeder', ...lands], graveyard: ['Grizzly Bears', 'Llanowar Elves'] },
      {},
      [activate('Scarred Vinebreeder'), ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Llanowar Elves'])
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(card(r, 'Scarred Vinebreeder').power).toBe(4) // a 1/1
    const noElf = play(pool, { battlefield: ['Scarred Vinebreeder', ...lands], graveyard: ['Grizzly Bears'] }, {}, [
      activate('Scarred Vinebreeder'),
    ])
    expect(noElf.output.rejected).toHaveLength(1)
  })

  it('CR 602.2b: Broken Fall returns itself to its owner’s hand to regenerate target creature', () => {
    const pool = realPool(['Broken Fall', 'Grizzly Bears'])
    expect(explainCard(pool.byName('Broken Fall')!).automated).toBe(true)
    const r = play(pool, { battlefield: ['Broken Fall', 'Grizzly Bears'] }, {}, [
      activate('Broken Fall', { targets: ['Grizzly Bears'] }),
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].hand).toEqual(['Broken Fall'])
    const bears = r.state.battlefield.find((id) => r.state.cards[r.state.objects[id].def].name === 'Grizzly Bears')!
    expect(r.state.objects[bears].mods?.some((m) => m.regenerate === 1)).toBe(true) // CR 701.15a: a shield
  })

  it('CR 107.6: Safehold Sentry untaps itself ({Q}) and pays {2}{W} for +0/+2; untapped, it can’t', () => {
    const pool = realPool(['Safehold Sentry'])
    const lands = ['Plains', 'Plains', 'Plains']
    const r = play(pool, { battlefield: [{ name: 'Safehold Sentry', tapped: true, sick: false }, ...lands] }, {}, [
      activate('Safehold Sentry'),
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(card(r, 'Safehold Sentry')).toMatchObject({ tapped: false, toughness: 4 })
    const untapped = play(pool, { battlefield: [ready('Safehold Sentry'), ...lands] }, {}, [
      activate('Safehold Sentry'),
    ])
    expect(untapped.output.rejected).toHaveLength(1)
    expect(JSON.stringify(untapped.output.rejected)).toContain('{Q}')
  })
})

describe('costs from the library and the whole hand', () => {
  it('CR 602.2b: Royal Herbalist exiles the top card of your library to gain 1 life; with an empty library it can’t', () => {
    const pool = realPool(['Royal Herbalist'])
    expect(explainCard(pool.byName('Royal Herbalist')!).automated).toBe(true)
    const board = { battlefield: ['Royal Herbalist', 'Plains', 'Plains'] }
    const r = play(pool, board, {}, [activate('Royal Herbalist'), ...passBoth])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Island'])
    expect(out(r).players[0].library).toBe(4)
    expect(out(r).players[0].life).toBe(21)
    const empty = play(pool, { ...board, library: [] }, {}, [activate('Royal Herbalist')])
    expect(empty.output.rejected).toHaveLength(1)
  })

  it('CR 701.8: Slate of Ancestry discards your whole hand as its cost, then draws a card for each creature', () => {
    const pool = realPool(['Slate of Ancestry', 'Grizzly Bears'])
    const lands = ['Plains', 'Plains', 'Plains', 'Plains']
    const r = play(
      pool,
      { hand: ['Forest', 'Mountain'], battlefield: ['Slate of Ancestry', 'Grizzly Bears', 'Grizzly Bears', ...lands] },
      {},
      [activate('Slate of Ancestry'), ...passBoth],
    )
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Forest', 'Mountain'])
    expect(out(r).players[0].hand).toEqual(['Island', 'Island'])
  })
})

describe('paying a cost leaves a consistent permanent', () => {
  it('CR 122.1: Serum Tank’s last charge counter removed as a cost leaves no charge counters, not "0 charge"', () => {
    const pool = realPool(['Serum Tank'])
    const lands = ['Island', 'Island', 'Island']
    const r = play(pool, { battlefield: [{ name: 'Serum Tank', counters: { charge: 1 } }, ...lands] }, {}, [
      activate('Serum Tank'),
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(card(r, 'Serum Tank').counters).toEqual({})
    expect(checkInvariants(r.state)).toEqual([])
    expect(out(r).players[0].hand).toEqual(['Island'])
  })

  it('CR 601.2g-h: Abzan Banner can’t make the mana for its own {T} ability; the refusal is a reason, not a crash', () => {
    const pool = realPool(['Abzan Banner'])
    const others = ['Swamp', 'Forest', { name: 'Plains', tapped: true }]
    const alone = play(pool, { battlefield: ['Abzan Banner', ...others] }, {}, [activate('Abzan Banner')])
    expect(alone.output.rejected).toEqual([{ index: 0, reason: "You can't pay the ability's cost (CR 602.2b)" }])
    expect(card(alone, 'Abzan Banner').tapped).toBe(false)
    const r = play(pool, { battlefield: ['Abzan Banner', 'Swamp', 'Forest', 'Plains'] }, {}, [
      activate('Abzan Banner'),
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Abzan Banner'])
    expect(out(r).players[0].hand).toEqual(['Island'])
  })
})
