import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cardFromScryfall, scryfallSkipReason } from '@shared/cards/scryfall'
import { CardDataError } from '@shared/cards/build'
import { sharedDataUrl } from '../../support/sharedData'

const DIR = sharedDataUrl('scryfall/cards/')
const read = (file: string) => JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as Record<string, unknown>
const card = (file: string) => cardFromScryfall(read(file))

describe('Scryfall card objects', () => {
  it('classifies every shared sample: tokens, emblems, planes, schemes, art series and vanguards are skipped', () => {
    const reasons: Record<string, number> = {}
    let cards = 0
    for (const file of readdirSync(DIR)) {
      const reason = scryfallSkipReason(read(file))
      if (reason) reasons[reason] = (reasons[reason] ?? 0) + 1
      else {
        cardFromScryfall(read(file)) // every card reads without error
        cards++
      }
    }
    // Token-* (4) + DoubleFacedToken-* (3); Emblem-* (3); Planar-* (5); Scheme-* (4); ArtSeries-* (3); Vanguard-* (2);
    // the Dungeon of the Mad Mage.
    expect(reasons).toEqual({ token: 7, emblem: 3, plane: 5, scheme: 4, art_series: 3, vanguard: 2, dungeon: 1 })
    expect(cards).toBe(72 - 25)
  })

  it('reads a planeswalker with bare loyalty costs and the minus sign U+2212 (CR 606)', () => {
    const ashiok = card('Normal-Planeswalker-Ashiok.json')
    expect(ashiok.id).toBe('b6f52260-9ad5-4024-acf9-d77f3c08c872')
    expect(ashiok.faces[0].loyalty).toBe('3')
    expect(ashiok.faces[0].loyaltyAbilities.map((a) => a.cost)).toEqual(['+2', '-X', '-10'])
    expect(ashiok.faces[0].supertypes).toEqual(['Legendary'])
    expect(ashiok.legalities.modern).toBe('legal')
    expect(ashiok.legalities.standard).toBeUndefined() // not_legal is left out
  })

  it('transform cards: two faces, the back face without a cost, its colour indicator kept (CR 712)', () => {
    const chandra = card('Transform-ChandraFireOfKaladesh.json')
    expect(chandra.name).toBe('Chandra, Fire of Kaladesh // Chandra, Roaring Flame')
    expect(chandra.layout).toBe('transform')
    expect(chandra.faces.map((f) => f.name)).toEqual(['Chandra, Fire of Kaladesh', 'Chandra, Roaring Flame'])
    expect(chandra.faces[1].manaCost).toBeNull()
    expect(chandra.faces[1].colorIndicator).toEqual(['R'])
    expect(chandra.faces[1].loyaltyAbilities).toHaveLength(3)
    expect(chandra.manaValue).toBe(3)
  })

  it("split cards: each half has its own cost and colours; the card's mana value adds them (CR 709.4b)", () => {
    const fire = card('localized-SplitSpell.json')
    expect(fire.name).toBe('Fire // Ice') // the English name, not the printed Japanese one
    expect(fire.faces.map((f) => [f.manaCostText, f.colors])).toEqual([
      ['{1}{R}', ['R']],
      ['{1}{U}', ['U']],
    ])
    expect(fire.manaValue).toBe(4)
    const invert = card('SplitSpell-InvertAndInvent.json')
    expect(invert.faces[0].manaCost?.symbols).toEqual([{ kind: 'hybrid', colors: ['U', 'R'] }])
  })

  it('flip, adventure, modal DFC, battle, leveler and mutate layouts', () => {
    expect(card('Flip-AkkiLavarunner.json').faces[1]).toMatchObject({
      name: 'Tok-Tok, Volcano Born',
      colors: ['R'],
      power: '2',
    })
    expect(card('Adventure-AltarOfBhaal.json').faces[1]).toMatchObject({
      name: 'Bone Offering',
      subtypes: ['Adventure'],
      colors: ['B'],
    })
    const esika = card('ModalDfc-Esika.json')
    expect(esika.layout).toBe('modal_dfc')
    expect(esika.faces[1].manaCostText).toBe('{W}{U}{B}{R}{G}')
    expect(card('Transform-InvasionOfNewAlara.json').faces[0]).toMatchObject({ types: ['Battle'], defense: '7' })
    expect(card('Leveler-Hexdrinker.json').layout).toBe('leveler')
    expect(card('Mutate-Snapdax.json').faces[0].keywords).toContain('Mutate')
  })

  it('meld: the front names its melded card, the melded card is marked (CR 713)', () => {
    expect(card('Meld-Bruna.json').meldResult).toBe('Brisela, Voice of Nightmares')
    const brisela = card('Meld-Brisela.json')
    expect(brisela.isMeldResult).toBe(true)
    expect(brisela.manaValue).toBe(11)
  })

  it('reversible cards read as the one card printed on both sides', () => {
    const ajani = card('ReversibleCard-Ajani.json')
    expect(ajani.name).toBe('Ajani Goldmane')
    expect(ajani.faces).toHaveLength(1)
    expect(ajani.id).toBe('dfb5f660-fd8b-4b7b-934c-6a71cd182f15')
    expect(ajani.faces[0].loyaltyAbilities).toHaveLength(3)
  })

  it('lands without a mana cost, intrinsic mana abilities, Un-cards and the float cmc', () => {
    const island = card('Normal-Land-Island.json')
    expect(island.faces[0].manaCost).toBeNull() // CR 202.1b: no mana cost, not {0}
    expect(island.faces[0].manaAbilities.map((a) => a.produces)).toEqual([[['U']]]) // CR 305.6
    const arbor = card('Normal-Creature-DryadArbor.json')
    expect(arbor.faces[0].colorIndicator).toEqual(['G'])
    expect(card('Host-Pony.json').isFunny).toBe(true)
    expect(card('Normal-Creature-LlanowarElves.json').faces[0].manaAbilities[0].produces).toEqual([['G']])
  })

  it('tolerates unknown fields and rejects objects without a name', () => {
    const bolt = read('Normal-Spell-LightningBolt.json')
    expect(cardFromScryfall({ ...bolt, some_future_field: { nested: [1, 2] } }).name).toBe('Lightning Bolt')
    expect(() => cardFromScryfall({ object: 'card' })).toThrow(CardDataError)
    expect(() => cardFromScryfall({ ...bolt, mana_cost: '{R' })).toThrow(/Lightning Bolt.*\{R/)
  })
})
