import { describe, expect, it } from 'vitest'
import '@shared/variants' // the manifests name each variant's deck rules
import { checkDeck, type DeckVariant } from '@shared/cards/deckRules'
import { parseDeckList } from '@shared/cards/decklist'
import { CardPool } from '@shared/cards/pool'
import { card, SKETCHES, testPool } from './fixtures'

const pool = testPool()
const check = (variant: DeckVariant, text: string, options = {}, p: CardPool = pool) =>
  checkDeck(variant, parseDeckList(text), p, options)
const rules = (result: ReturnType<typeof check>) => result.problems.map((p) => p.rule)

const NORMAL = '4 Lightning Bolt\n4 Shock\n4 Goblin Guide\n48 Mountain\n\n2 Counterspell\n'

describe('normal constructed (CR 100.2a, 100.4a, 100.6)', () => {
  it('a 60-card deck with four-ofs and any number of basic lands is legal', () => {
    expect(check('normal', NORMAL)).toEqual({ legal: true, problems: [] })
  })

  it('CR 100.2a: at least 60 cards', () => {
    const r = check('normal', '4 Lightning Bolt\n55 Mountain\n')
    expect(r.legal).toBe(false)
    expect(r.problems).toEqual([{ rule: 'CR 100.2a', message: 'the deck has 59 cards; it needs at least 60' }])
  })

  it('CR 100.2a: at most four copies by English name; CR 100.4a: deck and sideboard together', () => {
    expect(rules(check('normal', '5 Lightning Bolt\n55 Mountain\n'))).toEqual(['CR 100.2a'])
    const r = check('normal', '4 Lightning Bolt\n56 Mountain\n\n1 Lightning Bolt\n')
    expect(r.problems).toEqual([
      { rule: 'CR 100.2a', message: '5 copies of "Lightning Bolt" (deck and sideboard together); at most 4' },
    ])
  })

  it('CR 100.4a: a sideboard of at most 15 cards', () => {
    expect(rules(check('normal', '60 Mountain\n\n4 Shock\n4 Counterspell\n4 Absorb\n4 Azorius Charm\n'))).toEqual([
      'CR 100.4a',
    ])
  })

  it("CR 100.2a with the card's own text: any number of Relentless Rats, up to seven Seven Dwarves", () => {
    expect(check('normal', '20 Relentless Rats\n40 Swamp\n').legal).toBe(true)
    expect(check('normal', '7 Seven Dwarves\n53 Mountain\n').legal).toBe(true)
    expect(rules(check('normal', '8 Seven Dwarves\n52 Mountain\n'))).toEqual(['CR 100.2a'])
  })

  it("CR 100.6: a chosen format's legality from card data (banned, restricted, not legal)", () => {
    const r = check('normal', '4 Lightning Bolt\n4 Counterspell\n52 Mountain\n', { format: 'modern' })
    expect(r.problems).toEqual([
      { rule: 'CR 100.6', message: '"Counterspell" is not legal in modern' },
      { rule: 'CR 100.6', message: '"Mountain" is not legal in modern' },
    ])
    const v = check('normal', '2 Grizzly Bears\n58 Forest\n', { format: 'vintage' })
    expect(v.problems[0]).toEqual({
      rule: 'CR 100.6',
      message: '"Grizzly Bears" is restricted in vintage: at most 1 copy, not 2',
    })
  })

  it('reports unknown cards with suggestions, and the melded back face of a meld pair (CR 713)', () => {
    const r = check('normal', '4 Lightnig Bolt\n1 Brisela, Voice of Nightmares\n55 Mountain\n')
    expect(r.problems).toEqual([
      {
        rule: 'unknown-card',
        message: expect.stringMatching(/^unknown card "Lightnig Bolt" \(line 1\); did you mean "Lightning Bolt"/),
      },
      {
        rule: 'CR 713',
        message: '"Brisela, Voice of Nightmares" is the melded back face of two meld cards, not a card a deck can hold',
      },
    ])
  })

  it('Mental Magic uses the normal constructed rules', () => {
    expect(check('mental', NORMAL).legal).toBe(true)
    expect(rules(check('mental', '5 Lightning Bolt\n50 Mountain\n'))).toEqual(['CR 100.2a', 'CR 100.2a'])
  })
})

const MANAHEARTH =
  '1 Chandra, Torch of Defiance\n2 Lightning Bolt\n2 Shock\n2 Goblin Guide\n2 Raging Goblin\n2 Fire // Ice\n2 Grizzly Bears\n2 Giant Growth\n2 Counterspell\n2 Absorb\n2 Azorius Charm\n2 Mountain\n2 Forest\n2 Island\n2 Goblin Bombardment\n2 Elvish Clancaller\n'

describe('Manahearth (ruling MH-1)', () => {
  it('MH-1: 31 cards with a planeswalker, two copies each, is legal', () => {
    expect(check('manahearth', MANAHEARTH)).toEqual({ legal: true, problems: [] })
  })

  it('MH-1: exactly 31 cards', () => {
    expect(check('manahearth', MANAHEARTH + '1 Plains\n').problems).toEqual([
      { rule: 'MH-1', message: 'the deck has 32 cards; it must have exactly 31' },
    ])
    expect(rules(check('manahearth', MANAHEARTH.replace('2 Shock\n', '1 Shock\n')))).toEqual(['MH-1'])
  })

  it('MH-1: at least one planeswalker card', () => {
    const r = check('manahearth', MANAHEARTH.replace('1 Chandra, Torch of Defiance\n', '1 Krenko, Mob Boss\n'))
    expect(r.problems).toEqual([
      { rule: 'MH-1', message: 'a Manahearth deck needs at least one planeswalker card (its hero)' },
    ])
  })

  it('MH-1: two copies of every card, basic lands included; one copy of a legendary card', () => {
    // 31 cards: Shock and a Goblin Guide make way for a third Mountain and a second Krenko.
    const text = MANAHEARTH.replace(
      '2 Shock\n2 Goblin Guide\n',
      '1 Goblin Guide\n1 Krenko, Mob Boss\n1 Krenko, Mob Boss\n',
    ).replace('2 Mountain\n', '3 Mountain\n')
    const r = check('manahearth', text)
    expect(r.problems).toEqual([
      { rule: 'MH-1', message: '2 copies of "Krenko, Mob Boss"; at most 1 (legendary cards: one copy)' },
      { rule: 'MH-1', message: '3 copies of "Mountain"; at most 2 (basic lands included)' },
    ])
  })

  it('MH-1: the rule-15 ban list by English name', () => {
    const r = check('manahearth', MANAHEARTH.replace('2 Absorb\n', '1 Absorb\n1 Chaos Orb\n'))
    expect(r.problems).toEqual([{ rule: 'MH-1', message: '"Chaos Orb" is banned' }])
  })
})

const HEROIC_MAIN = '4 Goblin Guide\n4 Raging Goblin\n1 Lightning Bolt\n1 Shock\n1 Goblin Bombardment\n49 Mountain\n'
const HEROIC_SIDE =
  '1 Krenko, Mob Boss\n3 Woodland Changeling\n1 Giant Growth\n1 Counterspell\n1 Fire // Ice\n1 Chaos Orb\n'
const heroic = (main = HEROIC_MAIN, side = HEROIC_SIDE, head = 'Hero: Krenko, Mob Boss\n') =>
  `${head}${main}\nSideboard\n${side}`

describe('Heroic (rulings HE-2 to HE-5)', () => {
  it('HE-2..HE-4: 60 + 8 with the hero, the type inferred when only one fits (Changeling fits all)', () => {
    expect(check('heroic', heroic())).toEqual({ legal: true, problems: [], hero: 'Krenko, Mob Boss', type: 'Goblin' })
  })

  it('HE-2: exactly 60 cards and a sideboard of exactly 8', () => {
    const r = check('heroic', heroic(HEROIC_MAIN + '1 Mountain\n', HEROIC_SIDE.replace('1 Chaos Orb\n', '')))
    expect(r.problems).toEqual([
      { rule: 'HE-2', message: 'the deck has 61 cards; it must have exactly 60' },
      { rule: 'HE-2', message: 'the sideboard has 7 cards; it must have exactly 8' },
    ])
  })

  it('HE-2: the hero is a legendary creature in the sideboard; without "Hero:" the only legendary creature there', () => {
    expect(check('heroic', heroic(undefined, undefined, '')).hero).toBe('Krenko, Mob Boss')
    const notLegendary = check('heroic', heroic(undefined, undefined, 'Hero: Goblin Guide\n'))
    expect(notLegendary.problems).toEqual([
      {
        rule: 'HE-2',
        message: 'the hero "Goblin Guide" is not a legendary creature (its front face: Creature — Goblin Scout)',
      },
      { rule: 'HE-2', message: 'the hero "Goblin Guide" must be one of the sideboard\'s 8 cards' },
    ])
    const noHero = check('heroic', heroic(undefined, HEROIC_SIDE.replace('1 Krenko, Mob Boss\n', '1 Absorb\n'), ''))
    expect(noHero.problems).toEqual([
      {
        rule: 'HE-2',
        message: 'a Heroic deck needs a hero: a legendary creature in its sideboard, named by a line "Hero: NAME"',
      },
    ])
  })

  it('HE-3: creature cards four copies, noncreature nonland cards singleton, over deck and sideboard', () => {
    const r = check(
      'heroic',
      heroic(
        '4 Goblin Guide\n4 Raging Goblin\n2 Lightning Bolt\n1 Goblin Bombardment\n49 Mountain\n',
        HEROIC_SIDE.replace('3 Woodland', '1 Raging Goblin\n2 Woodland'),
      ),
    )
    expect(r.problems).toEqual([
      {
        rule: 'HE-3',
        message: '5 copies of "Raging Goblin" (deck and sideboard together); at most 4 (creature cards)',
      },
      { rule: 'HE-3', message: '2 copies of "Lightning Bolt"; at most 1 (noncreature, nonland cards are singleton)' },
    ])
  })

  it('HE-4: every card with a typal identity shares the chosen type, the hero too', () => {
    const withElf = check('heroic', heroic(HEROIC_MAIN.replace('1 Shock\n', '1 Elvish Clancaller\n')))
    expect(withElf.problems).toEqual([
      {
        rule: 'HE-4',
        message:
          'no creature type is shared by every card with a typal identity; Goblin fits the most (name the type with a line "Type: NAME")',
      },
      {
        rule: 'HE-4',
        message: '"Elvish Clancaller" does not share the deck\'s creature type Goblin (its typal identity: Druid, Elf)',
      },
    ])
    const chosenElf = check('heroic', heroic(undefined, undefined, 'Hero: Krenko, Mob Boss\nType: Elves\n'))
    expect(chosenElf.type).toBe('Elf')
    expect(chosenElf.problems.map((p) => p.message)).toEqual([
      '"Goblin Guide" does not share the deck\'s creature type Elf (its typal identity: Goblin, Scout)',
      '"Raging Goblin" does not share the deck\'s creature type Elf (its typal identity: Berserker, Goblin)',
      '"Krenko, Mob Boss" does not share the deck\'s creature type Elf (its typal identity: Goblin, Warrior)',
    ])
    expect(
      check('heroic', heroic(undefined, undefined, 'Hero: Krenko, Mob Boss\nType: Planeswalker\n')).problems,
    ).toEqual([{ rule: 'HE-4', message: '"Planeswalker" is not a creature type (CR 205.3m)' }])
  })

  it('HE-4: with several fitting types and no "Type:" line, the deck is legal and lists them', () => {
    const r = check('heroic', heroic('1 Lightning Bolt\n59 Mountain\n'))
    expect(r).toMatchObject({ legal: true, typeCandidates: ['Goblin', 'Warrior'] })
  })

  it('HE-5: the ban list setting (empty by default)', () => {
    expect(check('heroic', heroic()).legal).toBe(true)
    expect(check('heroic', heroic(), { banList: ['Goblin Guide'] }).problems).toEqual([
      { rule: 'HE-5', message: '"Goblin Guide" is banned' },
    ])
  })
})

describe('Combat Rules (ruling MCR-1)', () => {
  const fillers = Array.from({ length: 40 }, (_, i) =>
    card({ name: `Test Soldier ${i + 1}`, mana_cost: '{W}', type_line: 'Creature — Soldier' }),
  )
  const combatPool = new CardPool([...SKETCHES.map(card), ...fillers])
  const deck = (names: string[]) => names.map((n) => `1 ${n}`).join('\n')
  const forty = fillers.map((c) => c.name)

  it('MCR-1: 40 singleton cards without lands or planeswalkers is legal', () => {
    expect(check('combat', deck(forty), {}, combatPool)).toEqual({ legal: true, problems: [] })
  })

  it('MCR-1: exactly 40 cards, singleton', () => {
    expect(check('combat', deck(forty.slice(1)), {}, combatPool).problems).toEqual([
      { rule: 'MCR-1', message: 'the deck has 39 cards; it must have exactly 40' },
    ])
    expect(check('combat', deck(forty.slice(1)) + `\n1 ${forty[1]}`, {}, combatPool).problems).toEqual([
      { rule: 'MCR-1', message: `2 copies of "${forty[1]}"; at most 1 (singleton)` },
    ])
  })

  it('MCR-1: no land cards, no planeswalker cards', () => {
    const r = check('combat', deck([...forty.slice(2), 'Mountain', 'Chandra, Torch of Defiance']), {}, combatPool)
    expect(r.problems).toEqual([
      { rule: 'MCR-1', message: '"Mountain" is a land card: Combat Rules decks have no lands' },
      {
        rule: 'MCR-1',
        message: '"Chandra, Torch of Defiance" is a planeswalker card: Combat Rules decks have no planeswalkers',
      },
    ])
  })
})
