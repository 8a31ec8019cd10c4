// "Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered." (Cavern of
// Souls, CR 106.6, 205.3): the restriction is read against the creature type chosen as the source entered (CR 614.12;
// a changeling is every type, CR 702.73a), and a spell cast with that mana can't be countered (CR 101.2). The scan
// covers every "Spend this mana only … of the chosen type" mana ability of AtomicCards.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { abilityRider, readManaAbilities, restrictionAllows } from '@shared/mana'
import { manualLines, out, play } from '../../../support/realCards'
import { sharedDataPath } from '../../../support/sharedData'

const CARDS = [
  'Cavern of Souls',
  'Llanowar Elves',
  'Savannah Lions',
  'Giant Growth',
  'Changeling Outcast',
  'Counterspell',
]
const cavernAs = (type: string) => [
  { player: 0, type: 'playLand', card: 'Cavern of Souls' },
  { player: 0, type: 'choose', option: type },
]
/** Ann plays Cavern of Souls naming `type` and casts `spell` with only the Cavern (and `lands`) to pay. */
const castWithCavern = (type: string, spell: string, lands: string[] = []) =>
  play(CARDS, { hand: ['Cavern of Souls', spell], battlefield: lands }, {}, [
    ...cavernAs(type),
    { player: 0, type: 'cast', card: spell },
  ])
const rejectedAt = (r: ReturnType<typeof play>) => (out(r).rejected ?? []).map((x) => x.index)

describe('mana of the chosen type', () => {
  it('CR 106.6, 205.3: Cavern of Souls naming Elf casts an Elf creature spell', () => {
    expect(manualLines('Cavern of Souls')).toEqual([])
    const r = castWithCavern('Elf', 'Llanowar Elves')
    expect(rejectedAt(r)).toEqual([])
    expect(out(r).stack).toEqual(['Llanowar Elves'])
  })

  it('CR 106.6, 205.3: its coloured mana casts neither a creature of another type nor a noncreature spell', () => {
    expect(rejectedAt(castWithCavern('Elf', 'Savannah Lions'))).toEqual([2])
    expect(rejectedAt(castWithCavern('Elf', 'Giant Growth'))).toEqual([2])
    // The same Savannah Lions is cast when the Cavern names Cat.
    expect(out(castWithCavern('Cat', 'Savannah Lions')).stack).toEqual(['Savannah Lions'])
  })

  it('CR 702.73a: a changeling creature spell is of every creature type, so a Cavern naming Elf casts it', () => {
    const r = castWithCavern('Elf', 'Changeling Outcast')
    expect(rejectedAt(r)).toEqual([])
    expect(out(r).stack).toEqual(['Changeling Outcast'])
  })

  it("CR 101.2, 106.6: a creature spell cast with the Cavern's mana survives Counterspell; one cast otherwise doesn't", () => {
    const counter = (annLands: string[], hand: string[], setup: unknown[]) =>
      play(CARDS, { hand, battlefield: annLands }, { hand: ['Counterspell'], battlefield: ['Island', 'Island'] }, [
        ...setup,
        { player: 0, type: 'cast', card: 'Llanowar Elves' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Counterspell', targets: ['0:Llanowar Elves'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ])
    const cavern = counter([], ['Cavern of Souls', 'Llanowar Elves'], cavernAs('Elf'))
    expect(rejectedAt(cavern)).toEqual([])
    expect(out(cavern).players[1].graveyard).toEqual(['Counterspell'])
    expect(out(cavern).players[0].graveyard).toEqual([])
    expect(out(cavern).stack).toEqual(['Llanowar Elves'])
    expect(out(cavern).log.join('\n')).toMatch(/Llanowar Elves can't be countered/)
    const forest = counter(['Forest', 'Cavern of Souls'], ['Llanowar Elves'], [])
    expect(rejectedAt(forest)).toEqual([])
    expect(out(forest).players[0].graveyard).toEqual(['Llanowar Elves'])
  })
})

describe('mana of the chosen type, every card', () => {
  it('CR 106.6, 205.3: every "Spend this mana only … of the chosen type" ability of AtomicCards is read against the chosen type', () => {
    const data = (
      JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as {
        data: Record<string, { name: string; faceName?: string; text?: string; subtypes?: string[] }[]>
      }
    ).data
    const elf = { types: ['Creature'], subtypes: ['Elf', 'Druid'], supertypes: [], colors: ['G'] }
    const cat = { types: ['Creature'], subtypes: ['Cat'], supertypes: [], colors: ['W'] }
    const found: string[] = []
    for (const [card, faces] of Object.entries(data))
      for (const f of faces) {
        if (!/spend this mana only[^.]*of the chosen type/i.test(f.text ?? '')) continue
        const { abilities } = readManaAbilities(f.text ?? '', f.subtypes ?? [], f.faceName ?? card)
        for (const a of abilities.filter((x) => /of the chosen type/i.test(x.text))) {
          found.push(card)
          // Unbound (no type chosen), the mana pays for nothing; bound to Elf, for an Elf creature spell only.
          const unbound = abilityRider(a.text, '').restriction!
          expect(restrictionAllows(unbound, 'spell', elf), card).toBe(false)
          const bound = abilityRider(a.text, 'Elf').restriction!
          expect(restrictionAllows(bound, 'spell', elf), card).toBe(true)
          expect(restrictionAllows(bound, 'spell', cat), card).toBe(false)
          expect(!!abilityRider(a.text, 'Elf').uncounterable, card).toBe(/can't be countered/.test(a.text))
        }
      }
    expect(found.sort()).toEqual([
      'Cavern of Souls',
      'Kolvori, God of Kinship // The Ringhart Crest',
      'Pillar of Origins',
      'Secluded Courtyard',
      'Unclaimed Territory',
    ])
  }, 60_000)

  it('CR 106.6: "… or a legendary creature spell" (The Ringhart Crest) and "… or activate an ability of a creature … of the chosen type" (Secluded Courtyard)', () => {
    const legend = { types: ['Creature'], subtypes: ['Human'], supertypes: ['Legendary'], colors: ['G'] }
    const crest = abilityRider(
      '{T}: Add {G}. Spend this mana only to cast a creature spell of the chosen type or a legendary creature spell.',
      'Elf',
    ).restriction!
    expect(restrictionAllows(crest, 'spell', legend)).toBe(true)
    expect(restrictionAllows(crest, 'spell', { ...legend, supertypes: [] })).toBe(false)
    const courtyard = abilityRider(
      '{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type or activate an ability of a creature or creature card of the chosen type.',
      'Time Lord',
    ).restriction!
    const doctor = { types: ['Creature'], subtypes: ['Time Lord', 'Doctor'], supertypes: [], colors: ['U'] }
    expect(restrictionAllows(courtyard, 'ability', doctor)).toBe(true)
    expect(restrictionAllows(courtyard, 'spell', doctor)).toBe(true)
    expect(restrictionAllows(courtyard, 'ability', { ...doctor, subtypes: ['Human'] })).toBe(false)
  })
})
