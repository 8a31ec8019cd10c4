// Keywords compiled as the ability their rule defines (CR 702): battle cry, outlast, scavenge and echo on real
// cards, checked by their outcome (life, counters, zones).
import { describe, expect, it } from 'vitest'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'
import { keywordsOf, powerToughness } from '../../../../src-shared/engine/query'
import type { ScenarioResult } from '../../../../src-shared/scenario'

const attack = (cards: string[]) => ({
  player: 0,
  type: 'declareAttackers',
  attackers: cards.map((card) => ({ card, target: 'player:1' })),
})

describe('keywords as the ability their rule defines (CR 702)', () => {
  it('CR 702.91a: Goblin Wardriver (battle cry) gives each other attacking creature +1/+0', () => {
    const r = playCombat(
      ['Goblin Wardriver'],
      { battlefield: [ready('Goblin Wardriver'), ready('Grizzly Bears')] },
      {},
      [attack(['Goblin Wardriver', 'Grizzly Bears']), { type: 'passUntil', step: 'endCombat' }],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(15) // 2 + (2 + 1)
    expect(manualLines('Goblin Wardriver')).toEqual([])
  })

  it('CR 702.107a: Tuskguard Captain (outlast {G}) taps and pays {G} for a +1/+1 counter, only as a sorcery', () => {
    const board = { battlefield: [ready('Tuskguard Captain'), 'Forest'] }
    const activate = { player: 0, type: 'activate', card: 'Tuskguard Captain', ability: 0 }
    const r = playCombat(
      ['Tuskguard Captain'],
      board,
      {},
      [activate, { player: 0, type: 'pass' }, { player: 1, type: 'pass' }],
      'precombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    const captain = out(r).players[0].battlefield.find((c) => c.name === 'Tuskguard Captain')
    expect(captain?.counters).toEqual({ '+1/+1': 1 })
    expect(captain?.tapped).toBe(true)
    const combat = playCombat(['Tuskguard Captain'], board, {}, [activate], 'beginCombat')
    expect(out(combat).rejected?.length).toBe(1) // CR 702.107a: only as a sorcery
    // CR 613.1f: its static grant is read too, so the whole card runs.
    expect(manualLines('Tuskguard Captain')).toEqual([])
  })

  it('CR 702.97a: Dreg Mangler (scavenge {3}{B}{G}) is exiled from the graveyard to put three +1/+1 counters (its power) on a creature', () => {
    const r = playCombat(
      ['Dreg Mangler'],
      {
        graveyard: ['Dreg Mangler'],
        battlefield: [ready('Grizzly Bears'), 'Swamp', 'Forest', 'Forest', 'Forest', 'Forest'],
      },
      {},
      [
        {
          player: 0,
          type: 'activate',
          card: 'Dreg Mangler',
          from: 'graveyard',
          ability: 0,
          targets: ['Grizzly Bears'],
        },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
      'precombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')?.counters).toEqual({ '+1/+1': 3 })
    expect(manualLines('Dreg Mangler')).toEqual([])
  })

  it('CR 702.30a: Pouncing Jaguar (echo {G}) asks at the upkeep: pay {G} and it stays, or it is sacrificed', () => {
    const upkeep = (answer: string) =>
      playCombat(
        ['Pouncing Jaguar'],
        { battlefield: ['Forest', ready('Pouncing Jaguar')] },
        {},
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'choose', option: answer },
        ],
        'upkeep',
      )
    const paid = upkeep('pay')
    expect(out(paid).rejected ?? []).toEqual([])
    expect(out(paid).players[0].battlefield.find((c) => c.name === 'Forest')?.tapped).toBe(true)
    const jaguar = paid.state.battlefield.map((id) => paid.state.objects[id]).find((o) => o.echoed)
    expect(jaguar && paid.state.cards[jaguar.def].name).toBe('Pouncing Jaguar') // paid: no echo next upkeep
    const declined = upkeep('decline')
    expect(out(declined).players[0].graveyard).toEqual(['Pouncing Jaguar'])
    expect(manualLines('Pouncing Jaguar')).toEqual([])
  })

  it('CR 702.121a: Menagerie Liberator (melee) attacking Ben gets +1/+1 for the one opponent attacked', () => {
    const r = playCombat(['Menagerie Liberator'], { battlefield: [ready('Menagerie Liberator')] }, {}, [
      attack(['Menagerie Liberator']),
      { type: 'passUntil', step: 'endCombat' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(16)
    expect(manualLines('Menagerie Liberator')).toEqual([])
  })

  it('CR 702.105a: Enraged Revolutionary (dethrone) gets a +1/+1 counter attacking the player tied for most life, not one with less', () => {
    const run = (annLife: number) =>
      playCombat(['Enraged Revolutionary'], { life: annLife, battlefield: [ready('Enraged Revolutionary')] }, {}, [
        attack(['Enraged Revolutionary']),
        { type: 'passUntil', step: 'endCombat' },
      ])
    const tied = run(20)
    expect(out(tied).players[1].life).toBe(17)
    expect(out(tied).players[0].battlefield[0].counters).toEqual({ '+1/+1': 1 })
    const behind = run(25)
    expect(out(behind).players[1].life).toBe(18)
    expect(manualLines('Enraged Revolutionary')).toEqual([])
  })

  it('CR 702.149a: Gryff Rider (training) gets a +1/+1 counter attacking with Hill Giant (greater power), not with Grizzly Bears', () => {
    const run = (other: string) =>
      playCombat(['Gryff Rider'], { battlefield: [ready('Gryff Rider'), ready(other)] }, {}, [
        attack(['Gryff Rider', other]),
        { type: 'passUntil', step: 'endCombat' },
      ])
    const withGiant = run('Hill Giant')
    expect(out(withGiant).players[0].battlefield.find((c) => c.name === 'Gryff Rider')?.counters).toEqual({
      '+1/+1': 1,
    })
    expect(out(withGiant).players[1].life).toBe(14)
    const withBears = run('Grizzly Bears')
    expect(out(withBears).players[1].life).toBe(16)
    expect(manualLines('Gryff Rider')).toEqual([])
  })

  it('CR 702.101a: Basilica Screecher (extort): Ann casts Shock, pays {W/B}, Ben loses 1 more life and Ann gains 1', () => {
    const run = (answer: string) =>
      playCombat(
        ['Basilica Screecher'],
        { battlefield: [ready('Basilica Screecher'), 'Mountain', 'Swamp'], hand: ['Shock'] },
        {},
        [
          { player: 0, type: 'cast', card: 'Shock', targets: ['player:1'] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'choose', option: answer },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
        'precombatMain',
      )
    const paid = run('pay')
    expect(out(paid).rejected ?? []).toEqual([])
    expect(out(paid).players[1].life).toBe(17)
    expect(out(paid).players[0].life).toBe(21)
    expect(out(paid).players[0].battlefield.find((c) => c.name === 'Swamp')?.tapped).toBe(true)
    const declined = run('decline')
    expect(out(declined).players[1].life).toBe(18)
    expect(out(declined).players[0].life).toBe(20)
    expect(manualLines('Basilica Screecher')).toEqual([])
  })

  it('CR 701.31a-b: Nessian Asp (monstrosity 4) gets four +1/+1 counters once; a second activation adds none; monstrosity is no keyword it has', () => {
    const forests = Array.from({ length: 14 }, () => 'Forest')
    const activate = { player: 0, type: 'activate', card: 'Nessian Asp', ability: 0 }
    const r = playCombat(
      ['Nessian Asp'],
      { battlefield: [ready('Nessian Asp'), ...forests] },
      {},
      [
        activate,
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        activate,
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
      'precombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Nessian Asp')?.counters).toEqual({ '+1/+1': 4 })
    // CR 701.31: monstrosity is a keyword action, not a keyword ability the creature has: only reach is listed.
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Nessian Asp')?.keywords).toEqual(['Reach'])
    expect(out(r).players[0].battlefield.filter((c) => c.name === 'Forest' && c.tapped)).toHaveLength(14)
    expect(manualLines('Nessian Asp')).toEqual([])
  })

  it('CR 702.84a: Dregscape Zombie (unearth {B}) returns with haste, attacks, and is exiled at the end step', () => {
    const unearth = { player: 0, type: 'activate', card: 'Dregscape Zombie', from: 'graveyard', ability: 0 }
    const r = playCombat(
      ['Dregscape Zombie'],
      { graveyard: ['Dregscape Zombie'], battlefield: ['Swamp'] },
      {},
      [
        unearth,
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { type: 'passUntil', step: 'declareAttackers' },
        attack(['Dregscape Zombie']),
        { type: 'passUntil', step: 'end' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
      'precombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[0].battlefield.map((c) => c.name)).toEqual(['Swamp'])
    expect(out(r).players[0].graveyard).toEqual([])
    expect(r.state.players[0].zones.exile?.map((id) => r.state.cards[r.state.objects[id].def].name)).toEqual([
      'Dregscape Zombie',
    ])
    expect(manualLines('Dregscape Zombie')).toEqual([])
  })

  it('CR 702.84a: an unearthed Dregscape Zombie dealt lethal damage is exiled instead of put into the graveyard', () => {
    const r = playCombat(
      ['Dregscape Zombie'],
      { graveyard: ['Dregscape Zombie'], battlefield: ['Swamp', 'Mountain'], hand: ['Shock'] },
      {},
      [
        { player: 0, type: 'activate', card: 'Dregscape Zombie', from: 'graveyard', ability: 0 },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'cast', card: 'Shock', targets: ['Dregscape Zombie'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { type: 'passUntil', step: 'end' }, // the delayed exile finds nothing left to exile
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
      'precombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Shock'])
    expect(r.state.players[0].zones.exile?.length).toBe(1)
  })

  it('CR 702.63a: Waning Wurm (vanishing 2) enters with two time counters; one comes off each upkeep, and the last one sacrifices it', () => {
    const cast = playCombat(
      ['Waning Wurm'],
      { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Waning Wurm'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Waning Wurm' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
      'precombatMain',
    )
    expect(out(cast).players[0].battlefield.find((c) => c.name === 'Waning Wurm')?.counters).toEqual({ time: 2 })
    const upkeep = (time: number) =>
      playCombat(
        ['Waning Wurm'],
        { battlefield: [ready('Waning Wurm', { counters: { time } })] },
        {},
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
        'upkeep',
      )
    expect(out(upkeep(2)).players[0].battlefield[0].counters).toEqual({ time: 1 })
    expect(out(upkeep(1)).players[0].graveyard).toEqual(['Waning Wurm'])
    expect(manualLines('Waning Wurm')).toEqual([])
  })

  it("CR 702.32a: Skyshroud Ridgeback (fading 2) loses a fade counter each upkeep, and is sacrificed when it can't", () => {
    const upkeep = (fade: number) =>
      playCombat(
        ['Skyshroud Ridgeback'],
        { battlefield: [ready('Skyshroud Ridgeback', { counters: { fade } })] },
        {},
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
        'upkeep',
      )
    expect(out(upkeep(1)).players[0].battlefield[0].counters).toEqual({})
    expect(out(upkeep(1)).players[0].graveyard).toEqual([])
    expect(out(upkeep(0)).players[0].graveyard).toEqual(['Skyshroud Ridgeback'])
    expect(manualLines('Skyshroud Ridgeback')).toEqual([])
  })

  it('CR 702.87a, 711.2: Caravan Escort levels up as a sorcery; at level 1-4 it is 2/2, at level 5 a 5/5 with first strike', () => {
    const escort = (r: ScenarioResult) => {
      const id = r.state.battlefield.find((i) => r.state.cards[r.state.objects[i].def].name === 'Caravan Escort')!
      const o = r.state.objects[id]
      const pt = powerToughness(r.state, o)
      return {
        level: o.counters.level ?? 0,
        pt: `${pt.power}/${pt.toughness}`,
        first: keywordsOf(r.state, o).has('first strike'),
      }
    }
    const levelUp = (level: number) =>
      playCombat(
        ['Caravan Escort'],
        { battlefield: [ready('Caravan Escort', { counters: level ? { level } : {} }), 'Plains', 'Plains'] },
        {},
        [
          { player: 0, type: 'activate', card: 'Caravan Escort', ability: 0 },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
        'precombatMain',
      )
    expect(escort(levelUp(0))).toEqual({ level: 1, pt: '2/2', first: false })
    expect(escort(levelUp(3))).toEqual({ level: 4, pt: '2/2', first: false })
    expect(escort(levelUp(4))).toEqual({ level: 5, pt: '5/5', first: true })
    const unleveled = playCombat(
      ['Caravan Escort'],
      { battlefield: [ready('Caravan Escort')] },
      {},
      [],
      'precombatMain',
    )
    expect(escort(unleveled)).toEqual({ level: 0, pt: '1/1', first: false })
    expect(manualLines('Caravan Escort')).toEqual([])
  })

  it('CR 702.134a: Blade Instructor (mentor) attacking with Llanowar Elves puts a +1/+1 counter on the Elves (lesser power)', () => {
    const r = playCombat(
      ['Blade Instructor'],
      { battlefield: [ready('Blade Instructor'), ready('Llanowar Elves')] },
      {},
      [
        attack(['Blade Instructor', 'Llanowar Elves']),
        { player: 0, type: 'choose', targets: ['0:Llanowar Elves'] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Llanowar Elves')?.counters).toEqual({ '+1/+1': 1 })
    expect(out(r).players[1].life).toBe(15) // 3 + (1 + 1)
    const bigger = playCombat(
      ['Blade Instructor'],
      { battlefield: [ready('Blade Instructor'), ready('Hill Giant')] },
      {},
      [attack(['Blade Instructor', 'Hill Giant']), { player: 0, type: 'choose', targets: ['0:Hill Giant'] }],
    )
    expect(out(bigger).rejected?.length).toBe(1) // Hill Giant's power isn't lesser: not a legal target
    expect(manualLines('Blade Instructor')).toEqual([])
  })

  it('CR 702.89a: Hyena Umbra (totem armor) is destroyed instead of its creature, by lethal damage or a destroy effect', () => {
    const run = (spell: string, lands: string[]) =>
      playCombat(
        ['Hyena Umbra', spell],
        {
          battlefield: [ready('Grizzly Bears'), { name: 'Hyena Umbra', attachedTo: '0:Grizzly Bears' }, ...lands],
          hand: [spell],
        },
        {},
        [
          { player: 0, type: 'cast', card: spell, targets: ['0:Grizzly Bears'] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
        'precombatMain',
      )
    for (const r of [run('Lightning Bolt', ['Mountain']), run('Murder', ['Swamp', 'Swamp', 'Swamp'])]) {
      expect(out(r).rejected ?? []).toEqual([])
      const bears = out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')
      expect(bears?.damage).toBe(0)
      expect(out(r).players[0].graveyard).toContain('Hyena Umbra')
      expect(out(r).players[0].graveyard).not.toContain('Grizzly Bears')
    }
    expect(manualLines('Hyena Umbra')).toEqual([])
  })

  it('CR 702.92a: Flayer Husk (living weapon) enters, creates a 0/0 Phyrexian Germ and is attached to it: a 1/1', () => {
    const r = playCombat(
      ['Flayer Husk'],
      { battlefield: ['Plains'], hand: ['Flayer Husk'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Flayer Husk' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
      'precombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    const germId = r.state.battlefield.find((i) => r.state.cards[r.state.objects[i].def].name === 'Phyrexian Germ')!
    expect(germId).toBeDefined()
    const husk = r.state.battlefield.find((i) => r.state.cards[r.state.objects[i].def].name === 'Flayer Husk')!
    expect(r.state.objects[husk].attachedTo).toBe(germId)
    const pt = powerToughness(r.state, r.state.objects[germId])
    expect(`${pt.power}/${pt.toughness}`).toBe('1/1')
    expect(manualLines('Flayer Husk')).toEqual([])
  })

  it('CR 702.43a: Arcbound Worker (modular 1) enters with a +1/+1 counter; when it dies, its counter moves to target artifact creature', () => {
    const cast = playCombat(
      ['Arcbound Worker'],
      { battlefield: ['Plains'], hand: ['Arcbound Worker'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Arcbound Worker' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
      'precombatMain',
    )
    expect(out(cast).players[0].battlefield.find((c) => c.name === 'Arcbound Worker')?.counters).toEqual({ '+1/+1': 1 })
    // Shock kills the worker with two counters; its modular trigger targets `target`, then `after`.
    const shockWorker = (target: string, after: unknown[] = []) =>
      playCombat(
        ['Arcbound Worker', 'Ornithopter'],
        {
          battlefield: [
            ready('Arcbound Worker', { counters: { '+1/+1': 2 } }),
            ready('Ornithopter'),
            ready('Grizzly Bears'),
            'Mountain',
          ],
          hand: ['Shock'],
        },
        {},
        [
          { player: 0, type: 'cast', card: 'Shock', targets: ['0:Arcbound Worker'] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'choose', targets: [target] },
          ...after,
        ],
        'precombatMain',
      )
    const dies = shockWorker('0:Ornithopter', [
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'choose', option: 'yes' },
    ])
    expect(out(dies).rejected ?? []).toEqual([])
    expect(out(dies).players[0].graveyard).toContain('Arcbound Worker')
    expect(out(dies).players[0].battlefield.find((c) => c.name === 'Ornithopter')?.counters).toEqual({ '+1/+1': 2 })
    const notArtifact = shockWorker('0:Grizzly Bears')
    expect(out(notArtifact).rejected?.length).toBe(1) // Grizzly Bears is not an artifact creature
    expect(manualLines('Arcbound Worker')).toEqual([])
  })

  it('CR 702.42a: Barbed Lightning with entwine {2} paid (kicked) chooses both modes: 3 damage to a creature and 3 to Ben', () => {
    const run = (kicked: boolean, lands: number) =>
      playCombat(
        ['Barbed Lightning'],
        { battlefield: Array.from({ length: lands }, () => 'Mountain'), hand: ['Barbed Lightning'] },
        { battlefield: [ready('Hill Giant')] },
        [
          {
            player: 0,
            type: 'cast',
            card: 'Barbed Lightning',
            modes: [0, 1],
            targets: ['1:Hill Giant', 'player:1'],
            ...(kicked ? { kicked: true } : {}),
          },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
        'precombatMain',
      )
    const both = run(true, 5)
    expect(out(both).rejected ?? []).toEqual([])
    expect(out(both).players[1].graveyard).toEqual(['Hill Giant'])
    expect(out(both).players[1].life).toBe(17)
    expect(out(run(false, 5)).rejected?.length).toBe(1) // both modes without entwine: not allowed (CR 700.2)
    expect(out(run(true, 3)).rejected?.length).toBe(1) // entwine's {2} can't be paid
    expect(manualLines('Barbed Lightning')).toEqual([])
  })

  it('CR 702.120a: Borrowed Grace (escalate {1}{W}) with both modes costs {1}{W} more: creatures get +2/+2', () => {
    const run = (plains: number) =>
      playCombat(
        ['Borrowed Grace'],
        {
          battlefield: [...Array.from({ length: plains }, () => 'Plains'), ready('Grizzly Bears')],
          hand: ['Borrowed Grace'],
        },
        {},
        [
          { player: 0, type: 'cast', card: 'Borrowed Grace', modes: [0, 1] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
        'precombatMain',
      )
    const both = run(5)
    expect(out(both).rejected ?? []).toEqual([])
    const id = both.state.battlefield.find((i) => both.state.cards[both.state.objects[i].def].name === 'Grizzly Bears')!
    const pt = powerToughness(both.state, both.state.objects[id])
    expect(`${pt.power}/${pt.toughness}`).toBe('4/4')
    expect(out(both).players[0].battlefield.filter((c) => c.name === 'Plains' && c.tapped)).toHaveLength(5)
    expect(out(run(4)).rejected?.length).toBe(1) // {2}{W} + {1}{W}: four Plains are not enough
    expect(manualLines('Borrowed Grace')).toEqual([])
  })

  it('CR 701.31c: Arbor Colossus becoming monstrous triggers "When ~ becomes monstrous": it destroys a flying creature', () => {
    const r = playCombat(
      ['Arbor Colossus', 'Wind Drake'],
      { battlefield: [ready('Arbor Colossus'), ...Array.from({ length: 6 }, () => 'Forest')] },
      { battlefield: [ready('Wind Drake')] },
      [
        { player: 0, type: 'activate', card: 'Arbor Colossus', ability: 0 },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'choose', targets: ['1:Wind Drake'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
      'precombatMain',
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Arbor Colossus')?.counters).toEqual({ '+1/+1': 3 })
    expect(out(r).players[1].graveyard).toEqual(['Wind Drake'])
    expect(manualLines('Arbor Colossus')).toEqual([])
  })
})
