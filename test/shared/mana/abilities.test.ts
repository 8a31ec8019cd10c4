import { describe, expect, it } from 'vitest'
import {
  abilityRider,
  activateManaAbility,
  couldProduce,
  manaForSymbol,
  parseManaCost,
  readManaAbilities,
  resolveCouldProduce,
} from '@shared/mana'

const produces = (text: string, subtypes: string[] = []) =>
  readManaAbilities(text, subtypes).abilities.map((a) => a.produces)

describe('reading mana abilities (CR 605)', () => {
  it('CR 305.6: each basic land type gives its intrinsic "{T}: Add [symbol]", reminder text ignored', () => {
    expect(readManaAbilities('({T}: Add {G}.)', ['Forest'])).toEqual({
      abilities: [{ text: '{T}: Add {G}.', cost: '', tap: true, produces: [['G']] }],
      unsupported: [],
    })
    expect(produces('({T}: Add {W} or {U}.)', ['Plains', 'Island'])).toEqual([[['W']], [['U']]])
    expect(produces('', ['Swamp', 'Mountain', 'Plains'])).toEqual([[['B']], [['R']], [['W']]])
    expect(produces('', ['Elf', 'Druid'])).toEqual([])
  })

  it('mana.txt examples: Llanowar Elves "{T}: Add {G}" and Swamp "{T}: Add {B}" are mana abilities', () => {
    expect(readManaAbilities('{T}: Add {G}.', ['Elf', 'Druid']).abilities).toEqual([
      { text: '{T}: Add {G}.', cost: '', tap: true, produces: [['G']] },
    ])
    expect(produces('', ['Swamp'])).toEqual([[['B']]])
  })

  it('mana.txt: spells that add mana (Dark Ritual) are not mana abilities', () => {
    expect(readManaAbilities('Add {B}{B}{B}.', [])).toEqual({ abilities: [], unsupported: [] })
  })

  it('reads "Add {C}{C}", "{R} or {G}", three-way choices and any colour', () => {
    expect(produces('{T}: Add {C}{C}.')).toEqual([[['C', 'C']]])
    expect(produces('{T}: Add {R} or {G}.')).toEqual([[['R'], ['G']]])
    expect(produces('{T}: Add {G}, {W}, or {U}.')).toEqual([[['G'], ['W'], ['U']]])
    expect(produces('Flying\n{T}: Add one mana of any color.')).toEqual([[['any']]])
    expect(produces('{T}: Add two mana in any combination of colors.')).toEqual([[['any', 'any']]])
    expect(produces('{T}: Add two mana in any combination of {R} and/or {G}.')).toEqual([
      [
        ['R', 'R'],
        ['R', 'G'],
        ['G', 'G'],
      ],
    ])
    expect(produces('{T}: Add three mana of any one color.')[0]).toHaveLength(5)
    expect(produces('{T}: Add three mana of any one color.')[0][2]).toEqual(['B', 'B', 'B'])
  })

  it('keeps activation costs besides {T}: Signets, sacrifice, life', () => {
    const [signet] = readManaAbilities('{1}, {T}: Add {W}{U}.', []).abilities
    expect(signet).toMatchObject({ cost: '{1}', tap: true, produces: [['W', 'U']] })
    const [sphere] = readManaAbilities(
      '{1}, {T}, Sacrifice Chromatic Sphere: Add one mana of any color. Draw a card.',
      [],
    ).abilities
    expect(sphere).toMatchObject({ cost: '{1}, Sacrifice Chromatic Sphere', tap: true })
    const [lotus] = readManaAbilities('{T}, Sacrifice Lotus Petal: Add one mana of any color.', []).abilities
    expect(lotus.cost).toBe('Sacrifice Lotus Petal')
  })

  it('reports riders and unreadable mana abilities so the player resolves them by hand', () => {
    const pain = readManaAbilities('{T}: Add {C}.\n{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you.', [])
    expect(pain.abilities).toHaveLength(2)
    expect(pain.unsupported).toEqual(['Adarkar Wastes deals 1 damage to you.'])
    // Counted mana is read (CR 107.3): Elvish Archdruid's kind scales with the board.
    expect(readManaAbilities('{T}: Add {G} for each creature you control.', []).abilities[0]).toMatchObject({
      tap: true,
      scaled: true,
      produces: [['G']],
    })
    expect(
      readManaAbilities('{T}: Add X mana of any one color, where X is your devotion to that color.', []).unsupported,
    ).toHaveLength(1)
  })

  it('CR 605.1a, 605.5a: loyalty abilities and abilities with targets are not mana abilities', () => {
    expect(readManaAbilities('[+1]: Add {R}{R}.\n[−2]: Deal 2 damage.', [])).toEqual({ abilities: [], unsupported: [] })
    expect(readManaAbilities('{T}: Add {G}. Target creature gets +1/+1 until end of turn.', []).abilities).toEqual([])
  })

  it('CR 106.6: spending restrictions and durations are riders on the produced mana', () => {
    const [a] = readManaAbilities(
      '{T}: Add one mana of any color. Spend this mana only to cast creature spells.',
      [],
    ).abilities
    expect(a.produces).toEqual([['any']])
    expect(
      readManaAbilities('{T}: Add one mana of any color. Spend this mana only to cast creature spells.', [])
        .unsupported,
    ).toEqual([])
    expect(abilityRider(a.text)).toEqual({ restriction: 'creature' })
    expect(activateManaAbility({ id: 'cavern', snow: false }, a, ['G'])).toEqual([
      { type: 'G', snow: false, sourceId: 'cavern', restriction: 'creature' },
    ])
  })
})

describe('"could produce" (CR 106.7)', () => {
  const orchardText = '{T}: Add one mana of any color that a land an opponent controls could produce.'
  const orchard = (id: string, controller: number) => ({
    id,
    controller,
    isLand: true,
    abilities: readManaAbilities(orchardText, []).abilities,
  })
  const forest = (id: string, controller: number) => ({
    id,
    controller,
    isLand: true,
    abilities: readManaAbilities('', ['Forest']).abilities,
  })

  it('CR 106.7 example: if your opponent controls no lands, Exotic Orchard produces no mana', () => {
    const resolved = resolveCouldProduce([orchard('mine', 0)])
    expect(resolved.mine[0].produces).toEqual([])
    expect(activateManaAbility({ id: 'mine', snow: false }, resolved.mine[0])).toEqual([]) // CR 106.5
  })
  it('CR 106.7 example: nor if each player controls only Exotic Orchards', () => {
    const types = couldProduce([orchard('mine', 0), orchard('theirs', 1)])
    expect(types).toEqual({ mine: [], theirs: [] })
  })
  it('CR 106.7 example: with your Forest, both Orchards could produce {G}', () => {
    const perms = [forest('forest', 0), orchard('mine', 0), orchard('theirs', 1)]
    expect(couldProduce(perms)).toEqual({ forest: ['G'], mine: ['G'], theirs: ['G'] })
    expect(resolveCouldProduce(perms).mine[0].produces).toEqual([['G']])
  })
  it('"any color" excludes colourless; "any type" (Reflecting Pool) includes it', () => {
    const wastes = {
      id: 'wastes',
      controller: 1,
      isLand: true,
      abilities: readManaAbilities('{T}: Add {C}.', []).abilities,
    }
    expect(couldProduce([orchard('mine', 0), wastes]).mine).toEqual([])
    const pool = {
      id: 'pool',
      controller: 1,
      isLand: true,
      abilities: readManaAbilities('{T}: Add one mana of any type that a land you control could produce.', [])
        .abilities,
    }
    expect(couldProduce([pool, wastes]).pool).toEqual(['C'])
  })
})

describe('mana of an undefined type (CR 106.5)', () => {
  it('CR 106.5 example: Meteor Crater\'s "choose a color of a permanent you control" is left to the player', () => {
    const text = '{T}: Choose a color of a permanent you control. Add one mana of that color.'
    expect(readManaAbilities(text, [])).toEqual({ abilities: [], unsupported: [text] })
  })
  it('CR 106.5: an ability that can define no type of mana produces no mana', () => {
    expect(
      activateManaAbility({ id: 'crater', snow: false }, { text: '{T}: …', cost: '', tap: true, produces: [] }),
    ).toEqual([])
  })
})

describe('activating mana abilities (CR 605.3b, ruling MA-4)', () => {
  const [tundraW, tundraU] = readManaAbilities('', ['Plains', 'Island']).abilities
  it("adds the mana at once, remembering the source's snow-ness (MA-1)", () => {
    expect(activateManaAbility({ id: 'snowy', snow: true }, tundraW)).toEqual([
      { type: 'W', snow: true, sourceId: 'snowy' },
    ])
    expect(activateManaAbility({ id: 't', snow: false }, tundraU)).toEqual([{ type: 'U', snow: false, sourceId: 't' }])
  })
  it('needs a choice when the ability has several outputs, and rejects the impossible', () => {
    const [birds] = readManaAbilities('{T}: Add one mana of any color.', []).abilities
    expect(() => activateManaAbility({ id: 'b', snow: false }, birds)).toThrow('say which mana')
    expect(activateManaAbility({ id: 'b', snow: false }, birds, ['R'])[0].type).toBe('R')
    expect(() => activateManaAbility({ id: 'b', snow: false }, birds, ['C'])).toThrow("can't add C")
  })
  it('CR 106.8: adding a hybrid symbol adds one half, the generic half of {2/W} as two colourless', () => {
    const s = (t: string) => parseManaCost(t)!.symbols[0]
    expect(manaForSymbol(s('{W/U}'), 'U')).toEqual(['U'])
    expect(() => manaForSymbol(s('{W/U}'))).toThrow('CR 106.8')
    expect(manaForSymbol(s('{2/W}'), 2)).toEqual(['C', 'C'])
    expect(manaForSymbol(s('{2/W}'), 'W')).toEqual(['W'])
  })
  it('CR 106.9: adding a Phyrexian symbol adds one mana of its colour', () => {
    expect(manaForSymbol(parseManaCost('{R/P}')!.symbols[0])).toEqual(['R'])
  })
})
