// More trigger events (CR 603.2) on real cards: spells cast of a kind, "~ enters or leaves", "attacks and isn't
// blocked", cycling, "turned face up", creatures attacking, blocking, becoming blocked or dealing combat damage, cards
// put into a graveyard, lands played, sacrifices, the second card drawn, and the steps "precombat main" and "end of
// combat". Each goes on the stack at its event, not at another one.
import { describe, expect, it } from 'vitest'
import { boardPlayer, manualLines, out, passBoth, play, playCombat, ready } from '../../../support/realCards'

const lands = (n: number, land = 'Mountain') => Array.from({ length: n }, () => land)
const perm = (r: ReturnType<typeof play>, p: number, name: string) =>
  out(r).players[p].battlefield.find((c) => c.name === name)!

describe('cast triggers with a kind of spell (CR 603.2, 601.2i)', () => {
  it('CR 603.2: Kami of the Hunt gets +1/+1 for an Arcane spell (Lava Spike), not for Shock', () => {
    expect(manualLines('Kami of the Hunt')).toEqual([])
    const cast = (spell: string) =>
      play(['Kami of the Hunt', 'Lava Spike'], { hand: [spell], battlefield: ['Kami of the Hunt', ...lands(1)] }, {}, [
        { player: 0, type: 'cast', card: spell, targets: ['player:1'] },
      ])
    const arcane = cast('Lava Spike')
    expect(out(arcane).stack).toHaveLength(2) // the spell and the trigger above it
    const resolved = play(
      ['Kami of the Hunt', 'Lava Spike'],
      { hand: ['Lava Spike'], battlefield: ['Kami of the Hunt', ...lands(1)] },
      {},
      [{ player: 0, type: 'cast', card: 'Lava Spike', targets: ['player:1'] }, ...passBoth],
    )
    expect(perm(resolved, 0, 'Kami of the Hunt').power).toBe(3)
    expect(out(resolved).stack).toHaveLength(1) // Lava Spike still waits
    expect(out(cast('Shock')).stack).toHaveLength(1) // not Spirit or Arcane: no trigger
  })

  it('CR 105.2c: Gloryscale Viashino gets +3/+3 for a multicolored spell only', () => {
    expect(manualLines('Gloryscale Viashino')).toEqual([])
    const cast = (spell: string, mana: string[], targets: string[]) =>
      play(['Gloryscale Viashino', spell], { hand: [spell], battlefield: ['Gloryscale Viashino', ...mana] }, {}, [
        { player: 0, type: 'cast', card: spell, targets },
        ...passBoth,
      ])
    const gold = cast('Lightning Helix', ['Mountain', 'Plains'], ['player:1'])
    expect(perm(gold, 0, 'Gloryscale Viashino').power).toBe(6)
    const mono = cast('Shock', ['Mountain'], ['player:1'])
    expect(perm(mono, 0, 'Gloryscale Viashino').power).toBe(3)
    expect(out(mono).players[1].life).toBe(18) // Shock resolved: nothing else was on the stack
  })

  it("CR 603.2: Clarion Spirit triggers on its controller's second spell each turn, not the first or the third", () => {
    expect(manualLines('Clarion Spirit')).toEqual([])
    const shock = { player: 0, type: 'cast', card: 'Shock', targets: ['player:1'] }
    const spirits = (n: number) => {
      const actions = Array.from({ length: n }, () => [shock, ...passBoth, ...passBoth]).flat()
      const r = play(
        ['Clarion Spirit'],
        { hand: lands(3, 'Shock'), battlefield: ['Clarion Spirit', ...lands(3)] },
        {},
        [...actions],
      )
      return out(r).players[0].battlefield.filter((c) => c.name.includes('Spirit') && c.name !== 'Clarion Spirit')
    }
    expect(spirits(1)).toHaveLength(0)
    expect(spirits(2)).toHaveLength(1)
    expect(spirits(3)).toHaveLength(1)
  })
})

describe('combat trigger events (CR 508, 509, 510)', () => {
  it("CR 509.5g: Abyssal Nightstalker attacks and isn't blocked: defending player discards; blocked, nothing", () => {
    expect(manualLines('Abyssal Nightstalker')).toEqual([])
    const unblocked = playCombat(
      ['Abyssal Nightstalker'],
      { battlefield: [ready('Abyssal Nightstalker')] },
      { hand: ['Island'] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Abyssal Nightstalker', target: 'player:1' }] },
        { type: 'passUntil', step: 'combatDamage' },
      ],
    )
    expect(out(unblocked).players[1].hand).toEqual([])
    expect(out(unblocked).players[1].graveyard).toEqual(['Island'])
    const blocked = playCombat(
      ['Abyssal Nightstalker'],
      { battlefield: [ready('Abyssal Nightstalker')] },
      { hand: ['Island'], battlefield: [ready('Grizzly Bears')] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Abyssal Nightstalker', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: 'Abyssal Nightstalker' }] },
        { type: 'passUntil', step: 'combatDamage' },
      ],
    )
    expect(out(blocked).players[1].hand).toEqual(['Island'])
  })

  it('CR 509.5g: not at the declare attackers step: the trigger waits for blockers', () => {
    const r = playCombat(
      ['Abyssal Nightstalker'],
      { battlefield: [ready('Abyssal Nightstalker')] },
      { hand: ['Island'], battlefield: [ready('Grizzly Bears')] },
      [{ player: 0, type: 'declareAttackers', attackers: [{ card: 'Abyssal Nightstalker', target: 'player:1' }] }],
    )
    expect(out(r).stack).toEqual([])
  })

  it('CR 510.2: Cabal Slaver: a Goblin dealing combat damage to a player makes that player discard', () => {
    expect(manualLines('Cabal Slaver')).toEqual([])
    const r = playCombat(
      ['Cabal Slaver', 'Goblin Piker'],
      { battlefield: ['Cabal Slaver', ready('Goblin Piker'), ready('Grizzly Bears')] },
      { hand: ['Island'] },
      [
        {
          player: 0,
          type: 'declareAttackers',
          attackers: [
            { card: 'Goblin Piker', target: 'player:1' },
            { card: 'Grizzly Bears', target: 'player:1' },
          ],
        },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).players[1].life).toBe(16)
    expect(out(r).players[1].graveyard).toEqual(['Island'])
    // The Goblin's damage only: the Bears' doesn't trigger it.
    expect(out(r).log.filter((l) => l === "Cabal Slaver's ability triggers")).toHaveLength(1)
  })

  it('CR 508.1: Orim\'s Prayer: "one or more creatures attack you" triggers once, counting the attackers', () => {
    expect(manualLines("Orim's Prayer")).toEqual([])
    const r = playCombat(
      ["Orim's Prayer", 'Goblin Piker'],
      { battlefield: [ready('Grizzly Bears'), ready('Goblin Piker')] },
      { battlefield: ["Orim's Prayer"] },
      [
        {
          player: 0,
          type: 'declareAttackers',
          attackers: [
            { card: 'Grizzly Bears', target: 'player:1' },
            { card: 'Goblin Piker', target: 'player:1' },
          ],
        },
        ...passBoth,
      ],
    )
    expect(out(r).players[1].life).toBe(22)
    expect(out(r).stack).toEqual([])
  })

  it('CR 509.3a: Noble Stand: a creature its controller controls blocks, they gain 2 life; attacking, nothing', () => {
    expect(manualLines('Noble Stand')).toEqual([])
    const r = playCombat(
      ['Noble Stand'],
      { battlefield: [ready('Grizzly Bears'), 'Noble Stand'] },
      { battlefield: [ready('Hill Giant')] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
      ],
    )
    expect(out(r).players[0].life).toBe(20)
    const blocks = playCombat(
      ['Noble Stand'],
      { battlefield: [ready('Hill Giant')] },
      { battlefield: [ready('Grizzly Bears'), 'Noble Stand'] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Hill Giant', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: 'Hill Giant' }] },
        ...passBoth,
      ],
    )
    expect(out(blocks).players[1].life).toBe(22)
  })

  it('CR 510.1: Mirri the Cursed gets a counter for combat damage to a creature, none for damage to a player', () => {
    expect(manualLines('Mirri the Cursed')).toEqual([])
    const blocked = playCombat(
      ['Mirri the Cursed'],
      { battlefield: [ready('Mirri the Cursed')] },
      { battlefield: [ready('Wind Drake')] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Mirri the Cursed', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Wind Drake', blocks: 'Mirri the Cursed' }] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(perm(blocked, 0, 'Mirri the Cursed').counters).toEqual({ '+1/+1': 1 })
    const unblocked = playCombat(['Mirri the Cursed'], { battlefield: [ready('Mirri the Cursed')] }, {}, [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Mirri the Cursed', target: 'player:1' }] },
      { type: 'passUntil', step: 'endCombat' },
    ])
    expect(out(unblocked).players[1].life).toBe(17)
    expect(perm(unblocked, 0, 'Mirri the Cursed').counters).toEqual({})
  })

  it('CR 511.2: "at end of combat" goes on the stack as the end of combat step begins (Clockwork Avian, by hand)', () => {
    const r = playCombat(['Clockwork Avian'], { battlefield: [ready('Clockwork Avian')] }, {}, [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Clockwork Avian', target: 'player:1' }] },
      { type: 'passUntil', step: 'combatDamage' },
    ])
    expect(out(r).stack).toEqual([])
    const end = playCombat(['Clockwork Avian'], { battlefield: [ready('Clockwork Avian')] }, {}, [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Clockwork Avian', target: 'player:1' }] },
      { type: 'passUntil', step: 'endCombat' },
    ])
    expect(end.state.stack).toMatchObject([{ kind: 'trigger', ability: 'manual', controller: 0 }])
  })
})

describe('other trigger events (CR 603.2)', () => {
  it('CR 603.2: Aven Riftwatcher "enters or leaves the battlefield": 2 life as it enters', () => {
    expect(manualLines('Aven Riftwatcher')).toEqual([])
    const r = play(['Aven Riftwatcher'], { hand: ['Aven Riftwatcher'], battlefield: lands(3, 'Plains') }, {}, [
      { player: 0, type: 'cast', card: 'Aven Riftwatcher' },
      ...passBoth,
      ...passBoth,
    ])
    expect(out(r).players[0].life).toBe(22)
  })

  it('CR 702.29: Stoic Champion gets +2/+2 when a player cycles a card, not when one is cast', () => {
    expect(manualLines('Stoic Champion')).toEqual([])
    const r = play(
      ['Stoic Champion', 'Drifting Meadow'],
      { battlefield: ['Stoic Champion'] },
      { hand: ['Drifting Meadow'], battlefield: lands(2, 'Plains') },
      [
        { player: 0, type: 'pass' },
        { player: 1, type: 'activate', card: 'Drifting Meadow', from: 'hand', ability: 0 },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(perm(r, 0, 'Stoic Champion').power).toBe(4)
    expect(out(r).stack).toHaveLength(1) // the cycling ability waits under the resolved trigger
  })

  it('CR 700.4, 111.7: Field of Souls makes a Spirit when a nontoken creature of its controller dies, not a token', () => {
    expect(manualLines('Field of Souls')).toEqual([])
    const kill = (card: Record<string, unknown>) =>
      play(['Field of Souls'], { battlefield: ['Field of Souls', card] }, { hand: ['Shock'], battlefield: lands(1) }, [
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Shock', targets: ['0:Grizzly Bears'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        ...passBoth,
      ])
    const r = kill({ name: 'Grizzly Bears' })
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].battlefield.map((c) => c.name)).toContain('Spirit')
    const token = kill({ name: 'Grizzly Bears', token: true })
    expect(out(token).players[0].battlefield.map((c) => c.name)).toEqual(['Field of Souls'])
  })

  it('CR 305.1: Dirtcowl Wurm grows when an opponent plays a land, not when its controller does', () => {
    expect(manualLines('Dirtcowl Wurm')).toEqual([])
    const mine = play(['Dirtcowl Wurm'], { hand: ['Forest'], battlefield: ['Dirtcowl Wurm'] }, {}, [
      { player: 0, type: 'playLand', card: 'Forest' },
    ])
    expect(out(mine).stack).toEqual([])
    const theirs = play(['Dirtcowl Wurm'], { battlefield: ['Dirtcowl Wurm'] }, { hand: ['Forest'] }, [
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { type: 'passUntil', step: 'end' },
    ])
    expect(perm(theirs, 0, 'Dirtcowl Wurm').counters).toEqual({})
  })

  it('CR 701.17: Bloodbriar gets a counter when its controller sacrifices another permanent (Mogg Fanatic)', () => {
    expect(manualLines('Bloodbriar')).toEqual([])
    const r = play(['Bloodbriar', 'Mogg Fanatic'], { battlefield: ['Bloodbriar', 'Mogg Fanatic'] }, {}, [
      { player: 0, type: 'activate', card: 'Mogg Fanatic', ability: 0, targets: ['player:1'] },
      ...passBoth,
    ])
    expect(perm(r, 0, 'Bloodbriar').counters).toEqual({ '+1/+1': 1 })
  })

  it('CR 121.2: Bloodhaze Wolverine triggers on the second card drawn in a turn, once (Divination, twice)', () => {
    expect(manualLines('Bloodhaze Wolverine')).toEqual([])
    const divine = { player: 0, type: 'cast', card: 'Divination' }
    const r = play(
      ['Bloodhaze Wolverine', 'Divination'],
      { hand: ['Divination', 'Divination'], battlefield: ['Bloodhaze Wolverine', ...lands(6, 'Island')] },
      {},
      [divine, ...passBoth, ...passBoth, divine, ...passBoth],
    )
    expect(perm(r, 0, 'Bloodhaze Wolverine').power).toBe(3)
    expect(out(r).stack).toEqual([])
  })

  it("CR 505.1: Bounty of the Luxa's trigger goes on the stack at its controller's precombat main phase, not before", () => {
    const upkeep = play(['Bounty of the Luxa'], { battlefield: ['Bounty of the Luxa'] }, {}, [], 'upkeep')
    expect(upkeep.state.stack).toEqual([])
    const main = play(
      ['Bounty of the Luxa'],
      { battlefield: ['Bounty of the Luxa'] },
      {},
      [{ type: 'passUntil', step: 'precombatMain' }],
      'upkeep',
    )
    expect(main.state.step).toBe('precombatMain')
    expect(main.state.stack).toMatchObject([{ kind: 'trigger', ability: 'manual', controller: 0 }])
  })

  it('CR 708.8: Aven Farseer gets a counter when a permanent is turned face up', () => {
    expect(manualLines('Aven Farseer')).toEqual([])
    const r = play(
      ['Aven Farseer', 'Battering Craghorn'],
      { hand: ['Battering Craghorn'], battlefield: ['Aven Farseer', ...lands(6)] },
      {},
      [
        { player: 0, type: 'cast', card: 'Battering Craghorn', faceDown: true },
        ...passBoth,
        { player: 0, type: 'turnFaceUp', card: 'Battering Craghorn' },
        ...passBoth,
      ],
    )
    expect(perm(r, 0, 'Aven Farseer').counters).toEqual({ '+1/+1': 1 })
  })

  it('CR 601.2i, 603.2: Desolation Twin\'s "when you cast this spell" resolves before the spell itself', () => {
    expect(manualLines('Desolation Twin')).toEqual([])
    const cast = [{ player: 0, type: 'cast', card: 'Desolation Twin' }]
    const board = { hand: ['Desolation Twin'], battlefield: lands(10, 'Wastes') }
    const r = play(['Desolation Twin', 'Wastes'], board, {}, cast)
    expect(out(r).stack).toHaveLength(2) // the trigger above the spell
    const token = play(['Desolation Twin', 'Wastes'], board, {}, [...cast, ...passBoth])
    expect(out(token).stack).toHaveLength(1) // the spell still waits
    expect(out(token).players[0].battlefield.filter((c) => c.name.includes('Eldrazi'))).toHaveLength(1)
  })

  it('CR 603.2f: City of Brass deals 1 damage to its controller when it becomes tapped for mana', () => {
    expect(manualLines('City of Brass')).toEqual([])
    const r = play(['City of Brass'], { hand: ['Shock'], battlefield: ['City of Brass'] }, {}, [
      { player: 0, type: 'cast', card: 'Shock', targets: ['player:1'] },
      ...passBoth,
      ...passBoth,
    ])
    expect(out(r).players[0].life).toBe(19)
    expect(out(r).players[1].life).toBe(18)
    const idle = play(['City of Brass'], { battlefield: ['City of Brass'] }, {}, [...passBoth])
    expect(out(idle).players[0].life).toBe(20)
  })

  it('CR 603.8: Bog Serpent is sacrificed when its controller controls no Swamps, and only then', () => {
    expect(manualLines('Bog Serpent')).toEqual([])
    const none = play(['Bog Serpent'], { battlefield: ['Bog Serpent'] }, {}, [])
    expect(out(none).stack).toHaveLength(1) // once, while it waits (CR 603.8)
    const gone = play(['Bog Serpent'], { battlefield: ['Bog Serpent'] }, {}, [...passBoth])
    expect(out(gone).players[0].graveyard).toEqual(['Bog Serpent'])
    const swamp = play(['Bog Serpent'], { battlefield: ['Bog Serpent', 'Swamp'] }, {}, [...passBoth])
    expect(out(swamp).stack).toEqual([])
    expect(out(swamp).players[0].graveyard).toEqual([])
  })

  it("CR 603.6a: Authority of the Consuls gains 1 life when a creature enters under an opponent's control only", () => {
    const theirs = boardPlayer({ active: 1 })(
      ['Authority of the Consuls'],
      { battlefield: ['Authority of the Consuls'] },
      { hand: ['Grizzly Bears'], battlefield: lands(2, 'Forest') },
      [
        { player: 1, type: 'cast', card: 'Grizzly Bears' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(out(theirs).players[0].life).toBe(21)
    const mine = play(
      ['Authority of the Consuls'],
      { hand: ['Grizzly Bears'], battlefield: ['Authority of the Consuls', ...lands(2, 'Forest')] },
      {},
      [{ player: 0, type: 'cast', card: 'Grizzly Bears' }, ...passBoth],
    )
    expect(out(mine).players[0].life).toBe(20)
    expect(out(mine).stack).toEqual([])
  })

  it("CR 702.110b: Sidisi's Faithful exploits Grizzly Bears, then returns target creature to its owner's hand", () => {
    expect(manualLines("Sidisi's Faithful")).toEqual([])
    const exploit = (answer: unknown[]) =>
      play(
        ["Sidisi's Faithful"],
        { hand: ["Sidisi's Faithful"], battlefield: [...lands(3, 'Island'), 'Grizzly Bears'] },
        { battlefield: ['Hill Giant'] },
        [{ player: 0, type: 'cast', card: "Sidisi's Faithful" }, ...passBoth, ...passBoth, ...answer],
      )
    const r = exploit([
      { player: 0, type: 'choose', option: 'yes' },
      { player: 0, type: 'choose', cards: ['Grizzly Bears'] },
      { player: 0, type: 'choose', targets: ['1:Hill Giant'] },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[1].hand).toEqual(['Hill Giant'])
    // Declined: no creature was sacrificed, so it didn't exploit one.
    const no = exploit([{ player: 0, type: 'choose', option: 'no' }])
    expect(out(no).stack).toEqual([])
    expect(out(no).players[1].battlefield.map((c) => c.name)).toEqual(['Hill Giant'])
  })

  it("CR 303.4e, 603.10a: when the creature Angelic Destiny enchants dies, the Aura returns to its owner's hand", () => {
    expect(manualLines('Angelic Destiny')).toHaveLength(1) // its static is resolved by hand, not its trigger
    const r = play(
      ['Angelic Destiny'],
      { battlefield: ['Grizzly Bears', { name: 'Angelic Destiny', attachedTo: 'Grizzly Bears' }] },
      {},
      [{ player: 0, type: 'manual', op: 'damage', card: 'Grizzly Bears', amount: 10 }, ...passBoth],
    )
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].hand).toEqual(['Angelic Destiny'])
  })

  it('CR 301.5, 510.2: Bloodforged Battle-Axe copies itself when the equipped creature deals combat damage to a player', () => {
    expect(manualLines('Bloodforged Battle-Axe')).toEqual([])
    const axes = (blocked: boolean) => {
      const r = playCombat(
        ['Bloodforged Battle-Axe'],
        { battlefield: [ready('Grizzly Bears'), { name: 'Bloodforged Battle-Axe', attachedTo: 'Grizzly Bears' }] },
        { battlefield: blocked ? [ready('Hill Giant')] : [] },
        [
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
          { type: 'passUntil', step: 'declareBlockers' },
          ...(blocked
            ? [{ player: 1, type: 'declareBlockers', blockers: [{ card: 'Hill Giant', blocks: 'Grizzly Bears' }] }]
            : []),
          { type: 'passUntil', step: 'endCombat' },
        ],
      )
      return out(r).players[0].battlefield.filter((c) => c.name === 'Bloodforged Battle-Axe')
    }
    expect(axes(false)).toHaveLength(2)
    expect(axes(true)).toHaveLength(1) // its damage went to the blocker
  })

  it('CR 702.29: Bant Sojourners makes a Soldier when it is cycled (from the graveyard it went to) or dies', () => {
    expect(manualLines('Bant Sojourners')).toEqual([])
    const soldiers = (r: ReturnType<typeof play>) =>
      out(r).players[0].battlefield.filter((c) => c.name.includes('Soldier'))
    const cycled = play(['Bant Sojourners'], { hand: ['Bant Sojourners'], battlefield: lands(3, 'Plains') }, {}, [
      { player: 0, type: 'activate', card: 'Bant Sojourners', from: 'hand', ability: 0 },
      ...passBoth,
      { player: 0, type: 'choose', option: 'yes' },
    ])
    expect(out(cycled).rejected ?? []).toEqual([])
    expect(out(cycled).players[0].graveyard).toEqual(['Bant Sojourners'])
    expect(soldiers(cycled)).toHaveLength(1)
    const dies = play(['Bant Sojourners'], { battlefield: ['Bant Sojourners'] }, {}, [
      { player: 0, type: 'manual', op: 'damage', card: 'Bant Sojourners', amount: 5 },
      ...passBoth,
      { player: 0, type: 'choose', option: 'yes' },
    ])
    expect(soldiers(dies)).toHaveLength(1)
  })

  it('CR 207.2c: Boros Elite gets +2/+2 attacking with two other creatures (battalion), not with one', () => {
    expect(manualLines('Boros Elite')).toEqual([])
    const attack = (names: string[]) =>
      playCombat(['Boros Elite', 'Goblin Piker'], { battlefield: names.map((n) => ready(n)) }, {}, [
        { player: 0, type: 'declareAttackers', attackers: names.map((card) => ({ card, target: 'player:1' })) },
        ...passBoth,
      ])
    const three = attack(['Boros Elite', 'Grizzly Bears', 'Goblin Piker'])
    expect(perm(three, 0, 'Boros Elite').power).toBe(3)
    const two = attack(['Boros Elite', 'Grizzly Bears'])
    expect(perm(two, 0, 'Boros Elite').power).toBe(1)
  })

  it("CR 105.2c: Kozilek's Sentinel gets +1/+0 for a colorless spell, not a coloured one", () => {
    expect(manualLines("Kozilek's Sentinel")).toEqual([])
    const cast = (spell: string, land: string) =>
      play(
        ["Kozilek's Sentinel", spell],
        { hand: [spell], battlefield: ["Kozilek's Sentinel", ...lands(2, land)] },
        {},
        [{ player: 0, type: 'cast', card: spell }, ...passBoth],
      )
    expect(perm(cast('Ornithopter', 'Plains'), 0, "Kozilek's Sentinel").power).toBe(2)
    expect(perm(cast('Grizzly Bears', 'Forest'), 0, "Kozilek's Sentinel").power).toBe(1)
  })

  it('CR 510.1: Dreadhorde Butcher gets a counter for combat damage to a planeswalker', () => {
    expect(manualLines('Dreadhorde Butcher')).toEqual([])
    const r = playCombat(
      ['Dreadhorde Butcher', 'Jace Beleren'],
      { battlefield: [ready('Dreadhorde Butcher')] },
      { battlefield: ['Jace Beleren'] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Dreadhorde Butcher', target: '1:Jace Beleren' }] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(perm(r, 0, 'Dreadhorde Butcher').counters).toEqual({ '+1/+1': 1 })
  })

  it("CR 303.4e: Apathy's upkeep trigger waits for the upkeep of the enchanted creature's controller", () => {
    const board = (active: number) =>
      boardPlayer({ active, step: 'untap' })(
        ['Apathy'],
        { battlefield: [{ name: 'Apathy', attachedTo: 'Hill Giant' }] },
        { battlefield: ['Hill Giant'] },
        [],
      )
    expect(board(0).state.step).toBe('upkeep')
    expect(board(0).state.stack).toEqual([])
    expect(board(1).state.stack).toMatchObject([{ kind: 'trigger', ability: 'manual', controller: 0 }])
  })

  it('CR 701.17: Daemogoth Woe-Eater sacrificed to its own upkeep trigger: "when you sacrifice ~" resolves', () => {
    const r = boardPlayer({ step: 'untap' })(
      ['Daemogoth Woe-Eater'],
      { battlefield: ['Daemogoth Woe-Eater'] },
      { hand: ['Island'] },
      [...passBoth, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Daemogoth Woe-Eater'])
    expect(out(r).players[0].life).toBe(22)
    expect(out(r).players[1].graveyard).toEqual(['Island'])
  })

  it('CR 603.2f: Oreskos Sun Guide gains 2 life when it becomes untapped in its untap step', () => {
    expect(manualLines('Oreskos Sun Guide')).toEqual([])
    const r = boardPlayer({ step: 'untap' })(
      ['Oreskos Sun Guide'],
      { battlefield: [{ name: 'Oreskos Sun Guide', tapped: true }] },
      {},
      [...passBoth],
    )
    expect(out(r).players[0].life).toBe(22)
    const untapped = boardPlayer({ step: 'untap' })(['Oreskos Sun Guide'], { battlefield: ['Oreskos Sun Guide'] }, {}, [
      ...passBoth,
    ])
    expect(out(untapped).players[0].life).toBe(20)
  })

  it('CR 510.2: Pious Warrior gains as much life as the combat damage dealt to it', () => {
    expect(manualLines('Pious Warrior')).toEqual([])
    const r = playCombat(
      ['Pious Warrior'],
      { battlefield: [ready('Hill Giant')] },
      { battlefield: [ready('Pious Warrior')] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Hill Giant', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Pious Warrior', blocks: 'Hill Giant' }] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).players[1].life).toBe(23)
  })

  it('CR 120.3, 603.2: Teysa destroys the creature that dealt combat damage to its controller, and makes a Spirit', () => {
    expect(manualLines('Teysa, Envoy of Ghosts')).toEqual([])
    const r = playCombat(
      ['Teysa, Envoy of Ghosts'],
      { battlefield: [ready('Grizzly Bears')] },
      { battlefield: ['Teysa, Envoy of Ghosts'] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [] },
        { type: 'passUntil', step: 'endCombat' },
      ],
    )
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[1].battlefield.filter((c) => c.name.includes('Spirit'))).toHaveLength(1)
  })

  it('CR 603.2: Howling Moon makes a Wolf when an opponent casts their second spell in a turn', () => {
    const r = boardPlayer({ active: 1 })(
      ['Howling Moon'],
      { battlefield: ['Howling Moon'] },
      { hand: ['Shock', 'Shock'], battlefield: lands(2) },
      [
        { player: 1, type: 'cast', card: 'Shock', targets: ['player:0'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Shock', targets: ['player:0'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.filter((c) => c.name.includes('Wolf'))).toHaveLength(1)
  })

  it('CR 603.2: Mossdog gets a counter when an opponent targets it, not when its controller does', () => {
    expect(manualLines('Mossdog')).toEqual([])
    const theirs = play(['Mossdog'], { battlefield: ['Mossdog'] }, { hand: ['Shock'], battlefield: lands(1) }, [
      { player: 0, type: 'pass' },
      { player: 1, type: 'cast', card: 'Shock', targets: ['0:Mossdog'] },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
    ])
    expect(perm(theirs, 0, 'Mossdog').counters).toEqual({ '+1/+1': 1 })
    const mine = play(['Mossdog'], { hand: ['Giant Growth'], battlefield: ['Mossdog', ...lands(1, 'Forest')] }, {}, [
      { player: 0, type: 'cast', card: 'Giant Growth', targets: ['0:Mossdog'] },
    ])
    expect(out(mine).stack).toHaveLength(1)
  })

  it("CR 603.2: Thunderbreak Regent's trigger goes on the stack when an opponent targets a Dragon its controller controls", () => {
    const r = play(
      ['Thunderbreak Regent'],
      { battlefield: ['Thunderbreak Regent'] },
      { hand: ['Shock'], battlefield: lands(1) },
      [
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Shock', targets: ['0:Thunderbreak Regent'] },
      ],
    )
    expect(r.state.stack).toMatchObject([
      { kind: 'spell', controller: 1 },
      { kind: 'trigger', ability: 'manual', controller: 0 },
    ])
  })

  it('CR 702.29: Drannith Healer gains 1 life when its controller cycles another card', () => {
    expect(manualLines('Drannith Healer')).toEqual([])
    const r = play(
      ['Drannith Healer', 'Drifting Meadow'],
      { hand: ['Drifting Meadow'], battlefield: ['Drannith Healer', ...lands(2, 'Plains')] },
      {},
      [{ player: 0, type: 'activate', card: 'Drifting Meadow', from: 'hand', ability: 0 }, ...passBoth],
    )
    expect(out(r).players[0].life).toBe(21)
  })

  it('CR 603.6c: Ninth Bridge Patrol gets a counter when another creature its controller controls leaves the battlefield', () => {
    expect(manualLines('Ninth Bridge Patrol')).toEqual([])
    const r = play(
      ['Ninth Bridge Patrol'],
      { battlefield: ['Ninth Bridge Patrol', 'Grizzly Bears'] },
      { battlefield: ['Hill Giant'] },
      [
        { player: 0, type: 'manual', op: 'move', card: 'Grizzly Bears', to: 'hand' },
        { player: 0, type: 'manual', op: 'move', card: '1:Hill Giant', to: 'hand' },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(perm(r, 0, 'Ninth Bridge Patrol').counters).toEqual({ '+1/+1': 1 })
  })

  it("CR 303.4e: Insubordination's end step trigger waits for the end step of the enchanted creature's controller", () => {
    const board = (active: number) =>
      boardPlayer({ active, step: 'postcombatMain' })(
        ['Insubordination'],
        { battlefield: [{ name: 'Insubordination', attachedTo: 'Hill Giant' }] },
        { battlefield: ['Hill Giant'] },
        [{ type: 'passUntil', step: 'end' }],
      )
    expect(board(0).state.stack).toEqual([])
    expect(board(1).state.stack).toMatchObject([{ kind: 'trigger', ability: 'manual', controller: 0 }])
  })

  it('CR 603.6d: Serra Avatar put into a graveyard from the hand triggers from there (resolved by hand)', () => {
    const r = play(['Serra Avatar'], { hand: ['Serra Avatar'] }, {}, [
      { player: 0, type: 'manual', op: 'move', card: 'Serra Avatar', to: 'graveyard' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(r.state.stack).toMatchObject([{ kind: 'trigger', ability: 'manual', controller: 0 }])
    const none = play(['Serra Avatar'], { hand: ['Serra Avatar'] }, {}, [
      { player: 0, type: 'manual', op: 'move', card: 'Serra Avatar', to: 'exile' },
    ])
    expect(none.state.stack).toEqual([])
  })

  it("CR 603.2: Skola Grovedancer gains 1 life for a land card put into its controller's graveyard, not another card", () => {
    expect(manualLines('Skola Grovedancer')).toEqual([])
    const move = (card: string) =>
      play(['Skola Grovedancer'], { hand: [card], battlefield: ['Skola Grovedancer'] }, {}, [
        { player: 0, type: 'manual', op: 'move', card, to: 'graveyard' },
        ...passBoth,
      ])
    expect(out(move('Forest')).players[0].life).toBe(21)
    expect(out(move('Shock')).players[0].life).toBe(20)
  })

  it('CR 122.6: Herd Baloth makes a Beast when +1/+1 counters are put on it', () => {
    expect(manualLines('Herd Baloth')).toEqual([])
    const r = play(
      ['Herd Baloth', 'Battlegrowth'],
      { hand: ['Battlegrowth'], battlefield: ['Herd Baloth', 'Forest'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Battlegrowth', targets: ['0:Herd Baloth'] },
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', option: 'yes' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.filter((c) => c.name.includes('Beast'))).toHaveLength(1)
  })

  it('CR 701.8: Bone Miser makes a Zombie when its controller discards a creature card (Mind Rot)', () => {
    const r = boardPlayer({ active: 1 })(
      ['Bone Miser', 'Mind Rot'],
      { hand: ['Grizzly Bears', 'Shock'], battlefield: ['Bone Miser'] },
      { hand: ['Mind Rot'], battlefield: lands(3, 'Swamp') },
      [
        { player: 1, type: 'cast', card: 'Mind Rot', targets: ['player:0'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Grizzly Bears', 'Shock'])
    expect(out(r).players[0].battlefield.filter((c) => c.name.includes('Zombie'))).toHaveLength(1)
  })

  it('CR 508.1, 303.4e: Curse of Opulence triggers once when enchanted player is attacked, by two creatures', () => {
    const r = play(
      ['Curse of Opulence'],
      { hand: ['Curse of Opulence'], battlefield: ['Mountain', ready('Grizzly Bears'), ready('Hill Giant')] },
      {},
      [
        { player: 0, type: 'cast', card: 'Curse of Opulence', targets: ['player:1'] },
        ...passBoth,
        { type: 'passUntil', step: 'declareAttackers' },
        {
          player: 0,
          type: 'declareAttackers',
          attackers: [
            { card: 'Grizzly Bears', target: 'player:1' },
            { card: 'Hill Giant', target: 'player:1' },
          ],
        },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).log.filter((l) => l.startsWith('Curse of Opulence') && l.includes('triggers'))).toHaveLength(1)
  })

  it("CR 614.12: Black Vise triggers at the beginning of the chosen opponent's upkeep", () => {
    const r = play(['Black Vise'], { hand: ['Black Vise'], battlefield: ['Island'] }, { hand: lands(6, 'Island') }, [
      { player: 0, type: 'cast', card: 'Black Vise' },
      ...passBoth,
      { type: 'passUntil', step: 'upkeep' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(r.state.active).toBe(1)
    expect(r.state.stack).toHaveLength(1)
    expect(r.state.stack[0]).toMatchObject({ kind: 'trigger', controller: 0 })
  })

  it('CR 603.8: Rune-Tail, Kitsune Ascendant triggers when its controller has 30 or more life, not 29', () => {
    const at = (life: number) =>
      play(
        ["Rune-Tail, Kitsune Ascendant // Rune-Tail's Essence"],
        { life, battlefield: ["Rune-Tail, Kitsune Ascendant // Rune-Tail's Essence"] },
        {},
        [],
      )
    expect(at(30).state.stack).toHaveLength(1)
    expect(at(29).state.stack).toEqual([])
  })

  it('CR 120.3: Death Pits of Rath triggers when a creature is dealt damage (resolved by hand)', () => {
    const r = play(
      ['Death Pits of Rath'],
      { hand: ['Shock'], battlefield: ['Death Pits of Rath', 'Mountain'] },
      { battlefield: ['Hill Giant'] },
      [{ player: 0, type: 'cast', card: 'Shock', targets: ['1:Hill Giant'] }, ...passBoth],
    )
    expect(r.state.stack).toMatchObject([{ kind: 'trigger', ability: 'manual', controller: 0 }])
    const face = play(
      ['Death Pits of Rath'],
      { hand: ['Shock'], battlefield: ['Death Pits of Rath', 'Mountain'] },
      {},
      [{ player: 0, type: 'cast', card: 'Shock', targets: ['player:1'] }, ...passBoth],
    )
    expect(face.state.stack).toEqual([])
  })

  it("CR 701.20: Cosi's Trickster may get a counter when an opponent shuffles their library", () => {
    const r = play(["Cosi's Trickster"], { battlefield: ["Cosi's Trickster"] }, {}, [
      { player: 0, type: 'pass' },
      { player: 1, type: 'manual', op: 'shuffle' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(r.state.stack).toMatchObject([{ kind: 'trigger', controller: 0 }])
  })
})
