// What a Manahearth position is worth to the computer player beyond the board: its hero, by what the hero's
// abilities can do (a hero has no loyalty, ruling MH-9; each ability but the last is activated once a turn for two
// mana and life equal to its loyalty cost, MH-10).
import type { CardDefinition } from '../../cards/model'
import type { GameState, PlayerIndex } from '../../engine/types'
import { heroOf } from './heroZone'

const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, x: 2 }

/** A rough worth of one loyalty ability's text, by what it does. */
function abilityWorth(text: string): number {
  const t = text.toLowerCase()
  const n = Number(/(\d+) damage/.exec(t)?.[1] ?? 0)
  let v = 0.5
  // A token by its size and count (a 3/3 Beast every turn is worth far more than a 0/1 Plant).
  const token = /create (a|an|one|two|three|four|x) (\d+)\/(\d+)/.exec(t)
  if (token) v += (COUNT[token[1]] ?? 1) * (0.5 + 0.6 * Number(token[2]) + 0.4 * Number(token[3]))
  else if (/create/.test(t)) v += /three|x /.test(t) ? 4 : 2.5
  if (/damage/.test(t)) v += 1 + n * (/each opponent|any target|target player/.test(t) ? 0.9 : 0.6)
  if (/destroy|exile target/.test(t)) v += 3.5
  if (/draw/.test(t)) v += 2
  if (/\+1\/\+1 counter|gets \+/.test(t)) v += 1.5
  if (/gain \d+ life/.test(t)) v += 0.8
  if (/untap/.test(t)) v += 0.6
  return v
}

/** How much a planeswalker is worth as a Manahearth hero: its best repeatable ability, the others a little (one a
 *  turn, MH-10), each less for the life it costs, and its ultimate (once a game, MH-11). */
export function heroWorth(def: CardDefinition | undefined): number {
  const abilities = def?.faces[0]?.loyaltyAbilities ?? []
  if (!abilities.length) return 0
  const repeatable = abilities
    .slice(0, -1)
    .map((a) => abilityWorth(a.text) - 0.3 * Math.abs(a.amount ?? 3))
    .sort((a, b) => b - a)
  const ultimate = abilityWorth(abilities[abilities.length - 1].text) * 0.3
  return (repeatable[0] ?? 0) * 1.5 + repeatable.slice(1).reduce((a, b) => a + Math.max(0, b) * 0.3, 0) + ultimate
}

/** The turns of use a hero's worth counts in a position. */
const HERO_TURNS = 2

export function manahearthPositionValue(state: GameState, player: PlayerIndex): number {
  const hero = heroOf(state, player)
  // A hero is used turn after turn (MH-10): a better one pays back a card and a turn's mana within a few turns.
  return hero ? heroWorth(state.cards[hero.def]) * HERO_TURNS : 0
}
