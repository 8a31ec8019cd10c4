import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CREATURE_TYPES, creatureTypeForms, readCreatureTypesRule } from '@shared/cards/creatureTypes'
import { sharedReferencePath } from '../../support/sharedData'

const CR = readFileSync(sharedReferencePath('MagicCompRules-2022-04-29.txt'), 'utf8')

describe('creature types (CR 205.3m)', () => {
  it('CR 205.3m (old wording): reads the list from the 2022-04-29 Comprehensive Rules', () => {
    const types = readCreatureTypesRule(CR)
    expect(types.length).toBeGreaterThan(250)
    expect(types[0]).toBe('Advisor')
    expect(types[types.length - 1]).toBe('Zubera')
    expect(types).toContain('Assembly-Worker')
    expect(types).not.toContain('and Zubera')
  })

  it("CR 205.3m: the embedded list is exactly the reference document's, plus Time Lord", () => {
    expect(CREATURE_TYPES.filter((t) => t !== 'Time Lord')).toEqual(readCreatureTypesRule(CR))
  })

  it('CR 205.3m (new wording): "One creature type is two words long: Time Lord. All other … one word long: …"', () => {
    const newer = [
      '205.3m Creatures and kindreds share their lists of subtypes; these subtypes are called creature types. One creature',
      'type is two words long: Time Lord. All other creature types are one word long: Advisor, Aetherborn, Alien, Ally,',
      'Zombie, and Zubera.',
      '',
      '205.3n Planes have their own unique set of subtypes; these subtypes are called planar types.',
    ].join('\n')
    expect(readCreatureTypesRule(newer)).toEqual([
      'Time Lord',
      'Advisor',
      'Aetherborn',
      'Alien',
      'Ally',
      'Zombie',
      'Zubera',
    ])
  })

  it('rejects text without the rule', () => {
    expect(() => readCreatureTypesRule('205.3n Planes have subtypes.')).toThrow(/205\.3m/)
  })

  it('HE-4: plural forms used in rules text ("Elves you control")', () => {
    expect(creatureTypeForms('Elf')).toEqual(['Elf', 'Elves'])
    expect(creatureTypeForms('Goblin')).toEqual(['Goblin', 'Goblins'])
    expect(creatureTypeForms('Ally')).toEqual(['Ally', 'Allies'])
    expect(creatureTypeForms('Sphinx')).toEqual(['Sphinx', 'Sphinxes'])
    expect(creatureTypeForms('Mouse')).toContain('Mice')
    expect(creatureTypeForms('Merfolk')).toEqual(['Merfolk'])
  })
})
