import { describe, expect, it } from 'vitest'
import { fireManaTriggers, manaTriggerBonus, readTriggeredManaAbilities } from '@shared/mana'
import type { ManaTriggerHost, TappedPermanent } from '@shared/mana'

const forest: TappedPermanent = {
  id: 'forest',
  controller: 0,
  types: ['Land'],
  subtypes: ['Forest'],
  supertypes: ['Basic'],
}
const plains: TappedPermanent = { id: 'plains', controller: 1, types: ['Land'], subtypes: ['Plains'] }
const host = (id: string, text: string, extra: Partial<ManaTriggerHost> = {}): ManaTriggerHost => {
  const [ability] = readTriggeredManaAbilities(text).abilities
  return { id, controller: 0, ability, ...extra }
}

describe('triggered mana abilities (CR 605.1b, 605.4a; ruling MA-4)', () => {
  it('mana.txt example: Wild Growth adds {G} when the enchanted land is tapped for mana', () => {
    const wild = host(
      'wild',
      'Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.',
      { attachedTo: 'forest' },
    )
    expect(wild.ability).toEqual({
      text: 'Whenever enchanted land is tapped for mana, its controller adds an additional {G}.',
      which: 'enchanted',
      filter: 'land',
      controller: 'any',
      adds: ['G'],
    })
    expect(fireManaTriggers(forest, ['G'], [wild])).toEqual([{ hostId: 'wild', player: 0, mana: [['G']] }])
    expect(fireManaTriggers(plains, ['W'], [wild])).toEqual([]) // not the enchanted land
  })
  it("mana.txt example: Overgrowth adds {G}{G}, to the land's controller", () => {
    const over = host(
      'over',
      'Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.',
      { attachedTo: 'plains', controller: 0 },
    )
    expect(fireManaTriggers(plains, ['W'], [over])).toEqual([{ hostId: 'over', player: 1, mana: [['G'], ['G']] }])
  })
  it('CR 106.12a: it triggers only when the ability produced mana', () => {
    const wild = host('wild', 'Whenever enchanted land is tapped for mana, its controller adds an additional {G}.', {
      attachedTo: 'forest',
    })
    expect(fireManaTriggers(forest, [], [wild])).toEqual([])
  })
  it('reads Vernal Bloom, Mana Flare, Utopia Sprawl, Fertile Ground and "whenever you tap" forms', () => {
    const bloom = host('bloom', 'Whenever a Forest is tapped for mana, its controller adds an additional {G}.')
    expect(fireManaTriggers(forest, ['G'], [bloom])).toEqual([{ hostId: 'bloom', player: 0, mana: [['G']] }])
    expect(fireManaTriggers(plains, ['W'], [bloom])).toEqual([])
    const flare = host(
      'flare',
      'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.',
    )
    expect(fireManaTriggers(plains, ['W'], [flare])).toEqual([{ hostId: 'flare', player: 1, mana: [['W']] }])
    const sprawl = host(
      'sprawl',
      'Enchant Forest\nAs Utopia Sprawl enters the battlefield, choose a color.\nWhenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color.',
      { attachedTo: 'forest', chosenColor: 'U' },
    )
    expect(fireManaTriggers(forest, ['G'], [sprawl])).toEqual([{ hostId: 'sprawl', player: 0, mana: [['U']] }])
    expect(fireManaTriggers(forest, ['G'], [{ ...sprawl, chosenColor: undefined }])).toEqual([]) // CR 106.5
    const fertile = host(
      'fertile',
      'Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.',
      { attachedTo: 'forest' },
    )
    expect(fireManaTriggers(forest, ['G'], [fertile])[0].mana).toEqual([['W', 'U', 'B', 'R', 'G']])
    const ghast = host('ghast', 'Whenever you tap a Swamp for mana, add an additional {B}.', { controller: 1 })
    const swamp: TappedPermanent = { id: 'swamp', controller: 1, types: ['Land'], subtypes: ['Swamp'] }
    expect(fireManaTriggers(swamp, ['B'], [ghast])).toEqual([{ hostId: 'ghast', player: 1, mana: [['B']] }])
    expect(fireManaTriggers({ ...swamp, controller: 0 }, ['B'], [ghast])).toEqual([])
  })
  it('gives auto-tap the bonus a source gets when tapped for mana', () => {
    const wild = host('wild', 'Whenever enchanted land is tapped for mana, its controller adds an additional {G}.', {
      attachedTo: 'forest',
    })
    const flare = host(
      'flare',
      'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.',
    )
    expect(manaTriggerBonus(forest, [wild, flare])).toEqual(['G', 'same'])
  })
  it("reports triggers on mana it can't read", () => {
    expect(
      readTriggeredManaAbilities(
        'Whenever a creature you control is tapped for mana, its controller adds {C} for each artifact.',
      ),
    ).toEqual({
      abilities: [],
      unsupported: ['Whenever a creature you control is tapped for mana, its controller adds {C} for each artifact.'],
    })
  })
})
