// Small hand-written cards for tests, in the Scryfall shape the starter pool uses.
import { cardFromScryfall } from '@shared/cards/scryfall'
import type { CardDefinition } from '@shared/cards/model'
import { CardPool } from '@shared/cards/pool'

export interface CardSketch {
  name: string
  mana_cost?: string
  type_line: string
  oracle_text?: string
  keywords?: string[]
  layout?: string
  card_faces?: Array<{ name: string; mana_cost?: string; type_line: string; oracle_text?: string; loyalty?: string }>
  legalities?: Record<string, string>
  loyalty?: string
  all_parts?: Array<{ component: string; name: string }>
}

export const card = (sketch: CardSketch): CardDefinition =>
  cardFromScryfall({ object: 'card', layout: 'normal', oracle_text: '', mana_cost: '', keywords: [], ...sketch })

export const BASICS: CardSketch[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].map((name) => ({
  name,
  type_line: `Basic Land — ${name}`,
}))

export const SKETCHES: CardSketch[] = [
  ...BASICS,
  {
    name: 'Lightning Bolt',
    mana_cost: '{R}',
    type_line: 'Instant',
    oracle_text: 'Lightning Bolt deals 3 damage to any target.',
    legalities: { modern: 'legal', legacy: 'legal', standard: 'not_legal' },
  },
  {
    name: 'Shock',
    mana_cost: '{R}',
    type_line: 'Instant',
    oracle_text: 'Shock deals 2 damage to any target.',
    legalities: { modern: 'legal' },
  },
  { name: 'Counterspell', mana_cost: '{U}{U}', type_line: 'Instant', oracle_text: 'Counter target spell.' },
  { name: 'Azorius Charm', mana_cost: '{W}{U}', type_line: 'Instant', oracle_text: 'Choose one —' },
  {
    name: 'Sphinx of the Steel Wind',
    mana_cost: '{5}{W}{U}{B}',
    type_line: 'Artifact Creature — Sphinx',
    oracle_text: 'Flying, first strike',
  },
  {
    name: 'Absorb',
    mana_cost: '{W}{U}{U}',
    type_line: 'Instant',
    oracle_text: 'Counter target spell. You gain 3 life.',
  },
  { name: "Dovin's Veto", mana_cost: '{W}{U}', type_line: 'Instant', oracle_text: "This spell can't be countered." },
  {
    name: 'Grizzly Bears',
    mana_cost: '{1}{G}',
    type_line: 'Creature — Bear',
    legalities: { modern: 'legal', vintage: 'restricted' },
  },
  { name: 'Goblin Guide', mana_cost: '{R}', type_line: 'Creature — Goblin Scout', oracle_text: 'Haste' },
  { name: 'Raging Goblin', mana_cost: '{R}', type_line: 'Creature — Goblin Berserker', oracle_text: 'Haste' },
  {
    name: 'Krenko, Mob Boss',
    mana_cost: '{2}{R}{R}',
    type_line: 'Legendary Creature — Goblin Warrior',
    oracle_text: '{T}: Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.',
  },
  {
    name: 'Goblin Bombardment',
    mana_cost: '{1}{R}',
    type_line: 'Enchantment',
    oracle_text: 'Sacrifice a creature: Goblin Bombardment deals 1 damage to any target.',
  },
  {
    name: 'Elvish Clancaller',
    mana_cost: '{G}{G}',
    type_line: 'Creature — Elf Druid',
    oracle_text: 'Other Elves you control get +1/+1.',
  },
  {
    name: 'Elvish Harbinger',
    mana_cost: '{2}{G}',
    type_line: 'Creature — Elf Druid',
    oracle_text: 'When Elvish Harbinger enters the battlefield, you may search your library for an Elf card.',
  },
  {
    name: 'Ezuri, Renegade Leader',
    mana_cost: '{1}{G}{G}',
    type_line: 'Legendary Creature — Elf Warrior',
    oracle_text: '{G}: Regenerate another target Elf.',
  },
  {
    name: 'Imperious Perfect',
    mana_cost: '{2}{G}',
    type_line: 'Creature — Elf Warrior',
    oracle_text: 'Other Elves you control get +1/+1.\n{G}, {T}: Create a 1/1 green Elf Warrior creature token.',
  },
  {
    name: 'Woodland Changeling',
    mana_cost: '{1}{G}',
    type_line: 'Creature — Shapeshifter',
    oracle_text: 'Changeling (This card is every creature type.)',
    keywords: ['Changeling'],
  },
  {
    name: 'Prowess of the Fair',
    mana_cost: '{1}{B}',
    type_line: 'Tribal Enchantment — Elf',
    oracle_text:
      'Whenever another nontoken Elf is put into your graveyard from the battlefield, you may create a 1/1 green Elf Warrior creature token.',
  },
  {
    name: 'Giant Growth',
    mana_cost: '{G}',
    type_line: 'Instant',
    oracle_text: 'Target creature gets +3/+3 until end of turn.',
  },
  {
    name: 'Elvish Reminder',
    mana_cost: '{G}',
    type_line: 'Enchantment',
    oracle_text: 'Whatever happens (this reminds no Goblin of anything), draw a card.',
  },
  {
    name: "Tovolar's Huntmaster // Tovolar's Packleader",
    layout: 'transform',
    type_line: 'Creature — Human Werewolf // Creature — Werewolf',
    card_faces: [
      {
        name: "Tovolar's Huntmaster",
        mana_cost: '{4}{G}{G}',
        type_line: 'Creature — Human Werewolf',
        oracle_text: 'When this creature enters the battlefield, create two 2/2 green Wolf creature tokens.',
      },
      {
        name: "Tovolar's Packleader",
        type_line: 'Creature — Werewolf',
        oracle_text: 'Other Wolves and Werewolves you control get +1/+1.',
      },
    ],
  },
  {
    name: 'Fire // Ice',
    layout: 'split',
    mana_cost: '{1}{R} // {1}{U}',
    type_line: 'Instant // Instant',
    card_faces: [
      {
        name: 'Fire',
        mana_cost: '{1}{R}',
        type_line: 'Instant',
        oracle_text: 'Fire deals 2 damage divided as you choose among one or two targets.',
      },
      { name: 'Ice', mana_cost: '{1}{U}', type_line: 'Instant', oracle_text: 'Tap target permanent. Draw a card.' },
    ],
  },
  {
    name: 'Chandra, Torch of Defiance',
    mana_cost: '{2}{R}{R}',
    type_line: 'Legendary Planeswalker — Chandra',
    loyalty: '4',
    oracle_text: '+1: Add {R}{R}.\n\u22123: Chandra deals 4 damage to target creature.\n\u22127: You get an emblem.',
  },
  {
    name: 'Ajani Goldmane',
    mana_cost: '{2}{W}{W}',
    type_line: 'Legendary Planeswalker — Ajani',
    loyalty: '4',
    oracle_text:
      '+1: You gain 2 life.\n\u22121: Put a +1/+1 counter on each creature you control.\n\u22126: Create a white Avatar creature token.',
  },
  {
    name: 'Relentless Rats',
    mana_cost: '{1}{B}{B}',
    type_line: 'Creature — Rat',
    oracle_text:
      'Relentless Rats gets +1/+1 for each other creature on the battlefield named Relentless Rats.\nA deck can have any number of cards named Relentless Rats.',
  },
  {
    name: 'Seven Dwarves',
    mana_cost: '{1}{R}',
    type_line: 'Creature — Dwarf',
    oracle_text:
      'Seven Dwarves gets +1/+1 for each other creature named Seven Dwarves you control.\nA deck can have up to seven cards named Seven Dwarves.',
  },
  { name: 'Chaos Orb', mana_cost: '{2}', type_line: 'Artifact', oracle_text: '{1}, {T}: Flip Chaos Orb.' },
  {
    name: 'Brisela, Voice of Nightmares',
    layout: 'meld',
    type_line: 'Legendary Creature — Eldrazi Angel',
    oracle_text: 'Flying',
    all_parts: [{ component: 'meld_result', name: 'Brisela, Voice of Nightmares' }],
  },
]

export function testPool(): CardPool {
  return new CardPool(SKETCHES.map(card))
}
