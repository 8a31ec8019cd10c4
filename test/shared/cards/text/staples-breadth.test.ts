// More staples players bring, each by its rule: Command Tower and the other commander-identity mana (CR 903.4e); Path
// to Exile and its siblings, whose search is the exiled or destroyed permanent's controller's choice (CR 608.2h, 701.19);
// Fireball and strive, a cost per target beyond the first (CR 601.2f), and damage divided evenly, rounded down; prowl
// (CR 702.76a); Fact or Fiction's piles, separated by an opponent (CR 700.3).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, playCombat, playScenario, ready } from '../../../support/realCards'

const pool = (r: ReturnType<typeof play>, p = 0) => r.state.players[p].manaPool.map((u) => u.type)

describe('staples, breadth', () => {
  it("CR 903.4e: with no commander, Command Tower's and Arcane Signet's mana of the commander's colours is none", () => {
    for (const name of ['Command Tower', 'Arcane Signet', "Commander's Sphere"]) expect(manualLines(name)).toEqual([])
    const r = play(['Command Tower'], { battlefield: ['Command Tower'] }, {}, [
      { player: 0, type: 'activateMana', card: 'Command Tower' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((p) => p.name === 'Command Tower')?.tapped).toBe(true)
    expect(pool(r)).toEqual([])
    // It can't pay for anything: a Lightning Bolt with only the Tower is refused.
    const bolt = play(
      ['Command Tower', 'Lightning Bolt'],
      { battlefield: ['Command Tower'], hand: ['Lightning Bolt'] },
      {},
      [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] }],
    )
    expect(out(bolt).rejected?.length).toBe(1)
    expect(out(bolt).players[1].life).toBe(20)
  })

  it("CR 608.2h, 701.19: Path to Exile's search is the exiled creature's controller's 'may', in their library", () => {
    for (const name of ['Path to Exile', "Assassin's Trophy", 'Ghost Quarter', 'Cleansing Wildfire'])
      expect(manualLines(name)).toEqual([])
    const path = (answers: unknown[]) =>
      play(
        ['Path to Exile', 'Grizzly Bears'],
        { hand: ['Path to Exile'], battlefield: ['Plains'] },
        { battlefield: ['Grizzly Bears'], library: ['Island', 'Forest', 'Lightning Bolt'] },
        [
          { player: 0, type: 'cast', card: 'Path to Exile', targets: ['Grizzly Bears'] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          ...answers,
        ],
      )
    const yes = path([
      { player: 1, type: 'choose', option: 'yes' },
      { player: 1, type: 'choose', cards: ['Forest'] },
    ])
    expect(out(yes).rejected ?? []).toEqual([])
    expect(out(yes).players[1].exile).toEqual(['Grizzly Bears'])
    expect(out(yes).players[1].battlefield).toEqual([expect.objectContaining({ name: 'Forest', tapped: true })])
    expect(out(yes).players[1].library).toBe(2)
    expect(out(yes).players[0].battlefield.map((p) => p.name)).toEqual(['Plains'])
    expect(out(yes).log).toContain('Ben shuffles their library')
    // Only the basic lands can be found, and Ann can't answer for Ben.
    const bolt = path([
      { player: 0, type: 'choose', option: 'yes' },
      { player: 1, type: 'choose', option: 'yes' },
      { player: 1, type: 'choose', cards: ['Lightning Bolt'] },
    ])
    expect(out(bolt).rejected?.length).toBe(2)
    const no = path([{ player: 1, type: 'choose', option: 'no' }])
    expect(out(no).rejected ?? []).toEqual([])
    expect(out(no).players[1].battlefield).toEqual([])
    expect(out(no).players[1].library).toBe(3)
    expect(out(no).log).not.toContain('Ben shuffles their library')
  })

  it('CR 601.2f: Fireball costs {1} more for each target beyond the first and divides X evenly, rounded down', () => {
    expect(manualLines('Fireball')).toEqual([])
    const fireball = (lands: number, targets: string[], x: number) =>
      play(
        ['Fireball', 'Grizzly Bears'],
        { hand: ['Fireball'], battlefield: Array<string>(lands).fill('Mountain') },
        { battlefield: ['Grizzly Bears'] },
        [
          { player: 0, type: 'cast', card: 'Fireball', x, targets },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
      )
    // X = 5 at two targets: {5}{R} and {1} more; 2 damage each (5 / 2 rounded down).
    const two = fireball(7, ['player:1', 'Grizzly Bears'], 5)
    expect(out(two).rejected ?? []).toEqual([])
    expect(out(two).players[1].life).toBe(18)
    expect(out(two).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(two).players[0].graveyard).toEqual(['Fireball'])
    // Six lands pay {5}{R} but not the {1} for the second target.
    const short = fireball(6, ['player:1', 'Grizzly Bears'], 5)
    expect(out(short).rejected?.length).toBe(1)
    expect(out(short).players[1].life).toBe(20)
    // One target takes it all; X = 1 split between two targets is 0 each (rounded down).
    expect(out(fireball(6, ['player:1'], 5)).players[1].life).toBe(15)
    const zero = fireball(3, ['player:1', 'Grizzly Bears'], 1)
    expect(out(zero).rejected ?? []).toEqual([])
    expect(out(zero).players[1].life).toBe(20)
    expect(out(zero).players[1].battlefield.map((p) => p.name)).toEqual(['Grizzly Bears'])
    // At least one target (CR 601.2c), and the amounts aren't the caster's to divide.
    expect(out(fireball(6, [], 5)).rejected?.length).toBe(1)
  })

  it("CR 207.2c, 601.2f: Desperate Stand's strive cost is paid for each target beyond the first", () => {
    expect(manualLines('Desperate Stand')).toEqual([])
    const stand = (lands: string[], targets: string[]) =>
      play(
        ['Desperate Stand', 'Grizzly Bears', 'Hill Giant'],
        { hand: ['Desperate Stand'], battlefield: [...lands, 'Grizzly Bears', 'Hill Giant'] },
        {},
        [
          { player: 0, type: 'cast', card: 'Desperate Stand', targets },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
      )
    const both = stand(['Mountain', 'Plains', 'Mountain', 'Plains'], ['Grizzly Bears', 'Hill Giant'])
    expect(out(both).rejected ?? []).toEqual([])
    const bf = out(both).players[0].battlefield
    expect(bf.find((p) => p.name === 'Grizzly Bears')?.power).toBe(4)
    expect(bf.find((p) => p.name === 'Hill Giant')?.power).toBe(5)
    expect(bf.filter((p) => p.name === 'Mountain' || p.name === 'Plains').every((p) => p.tapped)).toBe(true)
    // {R}{W} pays for one target, not two.
    expect(out(stand(['Mountain', 'Plains'], ['Grizzly Bears', 'Hill Giant'])).rejected?.length).toBe(1)
    const one = stand(['Mountain', 'Plains'], ['Hill Giant'])
    expect(out(one).rejected ?? []).toEqual([])
    expect(out(one).players[0].battlefield.find((p) => p.name === 'Hill Giant')?.power).toBe(5)
  })

  it('CR 601.2c: "any number of target" permanents is from none to as many as there are, each paid for by strive', () => {
    expect(manualLines("Kiora's Dismissal")).toEqual([])
    const dismiss = (islands: number, targets: string[]) =>
      play(
        ["Kiora's Dismissal", 'Glorious Anthem', 'Bad Moon'],
        { hand: ["Kiora's Dismissal"], battlefield: Array<string>(islands).fill('Island') },
        { battlefield: ['Glorious Anthem', 'Bad Moon'] },
        [
          { player: 0, type: 'cast', card: "Kiora's Dismissal", targets },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
      )
    const both = dismiss(2, ['Glorious Anthem', 'Bad Moon'])
    expect(out(both).rejected ?? []).toEqual([])
    expect(out(both).players[1].hand.sort()).toEqual(['Bad Moon', 'Glorious Anthem'])
    expect(out(dismiss(1, ['Glorious Anthem', 'Bad Moon'])).rejected?.length).toBe(1)
    const none = dismiss(1, [])
    expect(out(none).rejected ?? []).toEqual([])
    expect(out(none).players[1].battlefield).toHaveLength(2)
    expect(out(none).players[0].graveyard).toEqual(["Kiora's Dismissal"])
  })

  it('CR 702.76a: prowl is paid only after a source of yours sharing a creature type dealt combat damage to a player', () => {
    expect(manualLines("Thieves' Fortune")).toEqual([])
    const fortune = (attacker: string, attack: boolean) =>
      playCombat(
        ["Thieves' Fortune", attacker],
        { hand: ["Thieves' Fortune"], battlefield: [ready(attacker), 'Island'] },
        {},
        [
          { player: 0, type: 'declareAttackers', attackers: attack ? [{ card: attacker, target: 'player:1' }] : [] },
          { type: 'passUntil', step: 'postcombatMain' },
          { player: 0, type: 'cast', card: "Thieves' Fortune", alternative: 'prowl' },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'choose', cards: ['Island'] },
        ],
      )
    // A Rogue (Bane Alley Blackguard) hit Ben: {U} pays for the four-card look.
    const rogue = fortune('Bane Alley Blackguard', true)
    expect(out(rogue).rejected ?? []).toEqual([])
    expect(out(rogue).players[1].life).toBe(19)
    expect(out(rogue).players[0].graveyard).toEqual(["Thieves' Fortune"])
    expect(out(rogue).players[0].hand).toEqual(['Island'])
    // No combat damage, or damage by a Human Warrior only: prowl can't be paid.
    for (const r of [fortune('Bane Alley Blackguard', false), fortune('Dromoka Warrior', true)]) {
      expect(out(r).rejected?.[0].reason).toMatch(/prowl.*CR 702\.76a/)
      expect(out(r).players[0].hand).toEqual(["Thieves' Fortune"])
    }
  })

  it('CR 700.3: Fact or Fiction reveals five, an opponent separates them into two piles, the caster takes one', () => {
    expect(manualLines('Fact or Fiction')).toEqual([])
    const fof = (answers: unknown[]) =>
      play(
        ['Fact or Fiction'],
        {
          hand: ['Fact or Fiction'],
          battlefield: ['Island', 'Island', 'Island', 'Island'],
          library: ['Forest', 'Mountain', 'Swamp', 'Plains', 'Lightning Bolt', 'Island'],
        },
        {},
        [
          { player: 0, type: 'cast', card: 'Fact or Fiction' },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          ...answers,
        ],
      )
    const r = fof([
      { player: 0, type: 'choose', cards: ['Forest'] }, // not Ann's to separate
      { player: 1, type: 'choose', cards: ['Lightning Bolt'] },
      { player: 0, type: 'choose', cards: ['Lightning Bolt', 'Forest'] }, // not a pile
      { player: 0, type: 'choose', cards: ['Forest', 'Mountain', 'Swamp', 'Plains'] },
    ])
    expect(out(r).rejected?.length).toBe(2)
    expect(out(r).players[0].hand.sort()).toEqual(['Forest', 'Mountain', 'Plains', 'Swamp'])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Fact or Fiction', 'Lightning Bolt'])
    expect(out(r).players[0].library).toBe(1)
    expect(out(r).log).toContain('Ann reveals Forest, Mountain, Swamp, Plains, Lightning Bolt')
    // A pile may be empty (CR 700.3): Ben puts all five in one pile, Ann takes the empty one.
    const empty = fof([
      { player: 1, type: 'choose', cards: ['Forest', 'Mountain', 'Swamp', 'Plains', 'Lightning Bolt'] },
      { player: 0, type: 'choose', cards: [] },
    ])
    expect(out(empty).rejected ?? []).toEqual([])
    expect(out(empty).players[0].hand).toEqual([])
    expect(out(empty).players[0].graveyard).toHaveLength(6)
  })

  it('CR 700.3: with several opponents, the caster of Fact or Fiction chooses the one who separates the piles', () => {
    const lib = ['Forest', 'Mountain', 'Swamp', 'Plains', 'Lightning Bolt']
    const r = playScenario(['Fact or Fiction'], {
      players: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cat' }],
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [
          { hand: ['Fact or Fiction'], battlefield: ['Island', 'Island', 'Island', 'Island'], library: lib },
          { library: lib },
          { library: lib },
        ],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Fact or Fiction' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 2, type: 'pass' },
        { player: 0, type: 'choose', option: 'Cat' },
        { player: 1, type: 'choose', cards: ['Forest'] }, // Ben wasn't chosen
        { player: 2, type: 'choose', cards: ['Forest', 'Mountain'] },
        { player: 0, type: 'choose', cards: ['Forest', 'Mountain'] },
      ],
    })
    expect(out(r).rejected?.length).toBe(1)
    expect(out(r).players[0].hand.sort()).toEqual(['Forest', 'Mountain'])
    expect(out(r).players[0].graveyard).toHaveLength(4)
  })
})
