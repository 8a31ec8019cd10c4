// The deck editor's query language: terms, or, negation, parentheses, and errors that say where.
import { describe, expect, it } from 'vitest'
import { buildSearchIndex, parseQuery, searchCards } from '../../../src-shared/cards/query'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import { classifyCard } from '../../../src-shared/engine'
import '../../../src-shared/variants'

const index = buildSearchIndex(starterCardDefinitions())
const names = (query: string, automated?: (name: string) => boolean) => {
  const result = searchCards(index, query, automated ? { automated: (d) => automated(d.name) } : {})
  if (!result.ok) throw new Error(`${query}: ${result.error.message} at ${result.error.position}`)
  return result.cards.map((c) => c.name)
}
const def = (name: string) => index.cards.find((c) => c.def.name === name)!.def

describe('card query language', () => {
  it('an empty query matches every card, a bare word the name', () => {
    expect(names('').length).toBe(index.cards.length)
    expect(names('lightning bolt')).toEqual(['Lightning Bolt'])
    expect(names('"giant growth"')).toEqual(['Giant Growth'])
  })

  it('t:, c:, mv, pow, kw:, o: narrow the results, and are all checked', () => {
    const result = names('t:creature c:g mv<=1')
    expect(result).toContain('Llanowar Elves')
    for (const n of result) {
      const d = def(n)
      expect(d.faces[0].typeLine.toLowerCase()).toContain('creature')
      expect(d.faces[0].colors).toContain('G')
      expect(d.manaValue).toBeLessThanOrEqual(1)
    }
    for (const n of names('kw:flying pow>=3')) {
      expect(def(n).faces.flatMap((f) => f.keywords)).toContain('Flying')
      expect(Number(def(n).faces[0].power)).toBeGreaterThanOrEqual(3)
    }
    for (const n of names('o:"draw a card"')) expect(def(n).faces[0].oracleText.toLowerCase()).toContain('draw a card')
    expect(names('o:"draw a card"').length).toBeGreaterThan(0)
  })

  it('c= is exact, c<= within, c:c colourless, c:m multicoloured', () => {
    for (const n of names('c=r')) expect(def(n).faces[0].colors).toEqual(['R'])
    for (const n of names('c<=rg t:creature')) expect(def(n).faces[0].colors.every((c) => 'RG'.includes(c))).toBe(true)
    for (const n of names('c:c')) expect(def(n).faces.every((f) => f.colors.length === 0)).toBe(true)
    expect(names('c:c')).toContain('Forest')
  })

  it('or, - and not, parentheses combine terms', () => {
    expect(names('bolt or "giant growth"')).toEqual(['Giant Growth', 'Lightning Bolt'])
    const creatures = names('t:creature')
    const notCreatures = names('-t:creature')
    expect(creatures.length + notCreatures.length).toBe(index.cards.length)
    expect(names('not t:creature')).toEqual(notCreatures)
    expect(names('(bolt or growth) c:r')).toEqual(['Lightning Bolt'])
    expect(names('t:land -(forest or mountain)')).not.toContain('Forest')
  })

  it('is:automated asks the card-text engine, is:manual is its complement', () => {
    const automated = names('is:automated t:instant', (n) => n === 'Lightning Bolt')
    expect(automated).toEqual(['Lightning Bolt'])
    expect(names('is:manual t:instant', (n) => n === 'Lightning Bolt')).not.toContain('Lightning Bolt')
    // The engine's own judgement, given by the caller (the card layer lies below the engine).
    const engine = (n: string) => classifyCard(def(n)).automated
    expect(names('is:automated', engine).length + names('is:manual', engine).length).toBe(index.cards.length)
    expect(names('is:automated', engine)).toContain('Lightning Bolt')
    // Without a judgement the question is refused, naming it.
    const refused = searchCards(index, 'is:automated', {})
    expect(refused.ok ? null : refused.error.message).toMatch(/is:automated.*judgement/)
  })

  it('m: matches an exact mana cost (ruling MA-6)', () => {
    for (const n of names('m:{R}')) expect(def(n).faces[0].manaCostText).toBe('{R}')
    expect(names('m:{R}')).toContain('Lightning Bolt')
  })

  it.each([
    ['c:xyz', 2, 'not a colour'],
    ['t:creature (c:r', 11, 'never closed'],
    ['bolt)', 4, 'closes no parenthesis'],
    ['mv<=three', 4, 'not a number'],
    ['o:"draw a card', 2, 'never closed'],
    ['zz:foo', 0, 'unknown key'],
    ['is:fancy', 3, 'is:fancy is unknown'],
    ['bolt or', 5, 'needs a term after'],
    ['or bolt', 0, 'needs a term before'],
    ['t<3', 1, 'takes ":"'],
    ['mv<=', 4, 'needs a value'],
    ['()', 0, 'empty parentheses'],
    ['m:{Q}', 0, 'not a mana cost'],
  ])('a bad query %j says where: at %i, %s', (query, position, message) => {
    const result = searchCards(index, query)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.position).toBe(position)
    expect(result.error.message).toContain(message)
  })

  it('parses "and" as the default and keeps positions of terms', () => {
    const parsed = parseQuery('t:elf and c:g')
    expect(parsed.ok && parsed.node.kind).toBe('and')
  })
})
