// Board evaluation (Forge-style): what a position is worth to one player. Positive is good for `me`.
import type { CardObject, GameState, PlayerIndex } from '../engine/types'
import { findManifest } from '../engine/registry'
import { heroWorth } from '../variants/manahearth/computer'
import { abilitiesOf, faceOf, isCreature, isLand, keywordsOf, powerToughness, staticSources } from '../engine/query'

export const WIN = 100000

const KEYWORD_VALUE: Record<string, number> = {
  flying: 1.2,
  deathtouch: 1.2,
  lifelink: 0.6,
  'first strike': 0.8,
  'double strike': 2,
  trample: 0.5,
  vigilance: 0.5,
  menace: 0.6,
  hexproof: 0.6,
  shroud: 0.4,
  indestructible: 2,
  reach: 0.3,
  haste: 0.2,
}

/** A creature's lasting value: power, toughness and keywords, not counting until-end-of-turn changes. */
export function creatureValue(s: GameState, o: CardObject, sources?: CardObject[]): number {
  const { power, toughness } = powerToughness(s, o, sources)
  let p = power
  let t = toughness
  for (const m of o.mods ?? []) {
    p -= m.power ?? 0
    t -= m.toughness ?? 0
  }
  let v = 1 + Math.max(0, p) * 1.5 + Math.max(0, t)
  const kws = keywordsOf(s, o, sources)
  for (const k of kws) v += KEYWORD_VALUE[k] ?? 0
  if (kws.has('defender')) v -= Math.max(0, p) * 1.2
  return v * restriction(s, o, sources)
}

/** A creature that can't attack or block (its own text, or an Aura such as Pacifism) is worth much less. */
function restriction(s: GameState, o: CardObject, sources?: CardObject[]): number {
  const r = restrictions(s, o, sources)
  return r.attack && r.block ? 0.25 : r.attack || r.block ? 0.6 : 1
}

/** Whether a creature can't attack, can't block (its own text, or an Aura such as Pacifism). */
function restrictions(s: GameState, o: CardObject, sources?: CardObject[]): { attack: boolean; block: boolean } {
  let attack = false
  let block = false
  const read = (statics: unknown[] | undefined, own: boolean) => {
    for (const st of (statics ?? []) as { kind: string; cantAttack?: boolean; cantBlock?: boolean }[]) {
      if (own && st.kind === 'cantAttack') attack = true
      if (own && st.kind === 'cantBlock') block = true
      if (!own && st.kind === 'attachedRestriction') {
        attack ||= !!st.cantAttack
        block ||= !!st.cantBlock
      }
    }
  }
  read(abilitiesOf(s, o)?.statics, true)
  // An Aura's restriction is a static ability: its source is among the static sources.
  if (sources) {
    for (const other of sources) if (other.attachedTo === o.id) read(abilitiesOf(s, other)?.statics, false)
  } else
    for (const id of s.battlefield)
      if (s.objects[id].attachedTo === o.id) read(abilitiesOf(s, s.objects[id])?.statics, false)
  return { attack, block }
}

/** A creature's current fighting stats (with until-end-of-turn changes). */
export function stats(s: GameState, o: CardObject, sources?: CardObject[]) {
  const { power, toughness } = powerToughness(s, o, sources)
  return { power, toughness: toughness - o.damage, keywords: keywordsOf(s, o, sources) }
}

function lifeScore(life: number): number {
  return life <= 0 ? -40 : 8 * Math.sqrt(life)
}

/** A card in a hand: 1, a bit more for cards that wait for the right moment (counterspells, removal). */
export function handCardValue(s: GameState, o: CardObject): number {
  const face = faceOf(s, o)
  if (!face || !face.types.length) return 1
  if (face.types.includes('Land')) return 0.8
  const spell = abilitiesOf(s, o)?.spell
  if (spell?.effects.some((e) => e.kind === 'counterSpell')) return 6 // held for a spell that matters
  if (spell?.effects.some((e) => e.kind === 'destroy' || e.kind === 'exile')) return 1.6
  // A Fog is held for the attack that matters (CR 615.1), not spent on a few points of damage.
  if (spell?.effects.some((e) => isFog(e as { kind: string; combat?: boolean; combatOnly?: boolean }))) return FOG_HELD
  // An instant pump is held for the fight it turns (CR 509.4, its boost ends at cleanup, CR 514.2), not spent on a
  // few points of damage or a boost that nothing tests.
  if (isTrick(face, spell?.effects)) return TRICK_HELD
  return 1 + Math.min(face.manaValue, 6) * 0.05
}

/** What a Fog in hand is worth: more than the few life points a small attack costs at a healthy life total. */
const FOG_HELD = 3

/** What an instant pump in hand is worth: more than the few life points it adds to an attack nothing blocks. */
const TRICK_HELD = 4

function isTrick(face: { types: string[]; keywords: string[] }, effects: { kind: string }[] | undefined): boolean {
  if (!effects?.some((e) => e.kind === 'pump')) return false
  return face.types.includes('Instant') || face.keywords.some((k) => k.toLowerCase() === 'flash')
}

function isFog(e: { kind: string; combat?: boolean; combatOnly?: boolean }): boolean {
  return (e.kind === 'preventAll' && !!e.combat) || (e.kind === 'prevent' && !!e.combatOnly)
}

function permanentValue(s: GameState, o: CardObject, landsSoFar: number, sources: CardObject[]): number {
  if (o.faceDown && !faceOf(s, o)) return 1.5
  if (isCreature(s, o)) return creatureValue(s, o, sources)
  if (isLand(s, o)) return landsSoFar < 7 ? 1.5 : 0.3
  const face = faceOf(s, o)
  if (face?.subtypes.includes('Aura') || face?.subtypes.includes('Equipment')) return 0.3 // worth what it does
  // A planeswalker: its loyalty, and what its abilities make each turn.
  if (face?.types.includes('Planeswalker')) {
    const loyalty = o.counters.loyalty ?? 0
    // Loyalty enough for its ultimate (the last ability, CR 606.3): on its controller's next turn it may be used.
    const ultimate = face.loyaltyAbilities?.at(-1)?.amount ?? 0
    const ready = ultimate < 0 && loyalty >= -ultimate ? ULTIMATE_READY : 0
    return 2 + loyalty * 0.9 + heroWorth(s.cards[o.def]) * 0.5 + ready
  }
  return 1 + (face?.manaValue ?? 0) * 0.4
}

/** A planeswalker whose ultimate can be used on its controller's next turn: a threat to take out now. */
const ULTIMATE_READY = 8

/** What player `p`'s side of the position is worth (life, board, cards, variant scores). */
export function sideValue(s: GameState, p: PlayerIndex, sources = staticSources(s)): number {
  const pl = s.players[p]
  if (pl.lost) return -WIN
  let v = lifeScore(pl.life) - pl.poison * 1.8
  let lands = 0
  for (const id of s.battlefield) {
    const o = s.objects[id]
    if (o.controller !== p) continue
    v += permanentValue(s, o, lands, sources)
    if (isLand(s, o)) lands++
  }
  for (const id of pl.zones.hand ?? []) v += handCardValue(s, s.objects[id])
  const hook = findManifest(s.variant)?.computer
  // Don't deck yourself (CR 704.5b); where the graveyard is shuffled back (rulings MH-12, MCR-11), it counts, and so
  // do the cards in hand (played, they come back): drawing is no danger there, only running out of cards altogether.
  const drawable =
    (pl.zones.library?.length ?? 0) +
    (hook?.reshuffles ? (pl.zones.graveyard?.length ?? 0) + (pl.zones.hand?.length ?? 0) : 0)
  if (s.phase === 'turn' && drawable < LIBRARY_FLOOR) v -= (LIBRARY_FLOOR - drawable) * 4
  v += hook?.positionValue(s, p) ?? 0
  return v
}

/** Fewer cards than this left to draw count against a player (CR 704.5b; rulings MH-12, MCR-11). */
const LIBRARY_FLOOR = 6

/** A creature as it will be on the coming turns: its until-end-of-turn changes and marked damage gone at cleanup
 *  (CR 514.2), so a pump or a wound of this turn never moves a clock that counts later turns. */
export function lasting(o: CardObject): CardObject {
  return o.mods?.length || o.damage ? { ...o, mods: [], damage: 0 } : o
}

/** How many of `p`'s turns its creatures need to kill `foe` if both race: each turn all of them attack and each of
 *  the foe's creatures stops one (the strongest it can: flying only by flying or reach, CR 702.9b). */
export function turnsToKill(s: GameState, p: PlayerIndex, foe: PlayerIndex, sources: CardObject[]): number {
  const mine: { power: number; flying: boolean; trample: boolean }[] = []
  // The foe's blockers by their toughness, biggest first: fliers and reach apart (they can stop fliers too).
  const ground: number[] = []
  const air: number[] = []
  for (const id of s.battlefield) {
    const now = s.objects[id]
    if (now.faceDown || !isCreature(s, now)) continue
    // The race is run over the coming turns: this turn's pumps and damage are gone by then (CR 514.2).
    const o = lasting(now)
    const kws = keywordsOf(s, o, sources)
    // A creature that can't attack doesn't race, one that can't block stops nobody (Pacifism).
    const held = restrictions(s, o, sources)
    if (o.controller === foe) {
      if (held.block) continue
      const t = Math.max(0, powerToughness(s, o, sources).toughness)
      ;(kws.has('flying') || kws.has('reach') ? air : ground).push(t)
    } else if (o.controller === p && !kws.has('defender') && !held.attack) {
      const { power } = powerToughness(s, o, sources)
      if (power > 0)
        mine.push({
          power: power * (kws.has('double strike') ? 2 : 1),
          flying: kws.has('flying'),
          trample: kws.has('trample'),
        })
    }
  }
  // The foe's blockers stop the strongest attackers they can reach: fliers only by their fliers; a trampler's
  // damage beyond its blocker's toughness still comes through (CR 702.19b).
  mine.sort((a, b) => b.power - a.power)
  ground.sort((a, b) => b - a)
  air.sort((a, b) => b - a)
  let through = 0
  for (const a of mine) {
    const blocker = a.flying ? air.shift() : (ground.shift() ?? air.shift())
    if (blocker === undefined) through += a.power
    else if (a.trample) through += Math.max(0, a.power - blocker)
  }
  const life = s.players[foe].life
  return through > 0 ? Math.max(1, Math.ceil(life / through)) : Infinity
}

/** The race clock (Forge's attack controller): worth more the sooner `me` kills than is killed. */
const RACE = 10
function raceValue(s: GameState, me: PlayerIndex, foe: PlayerIndex, sources: CardObject[]): number {
  return RACE / turnsToKill(s, me, foe, sources) - RACE / turnsToKill(s, foe, me, sources)
}

/** The position's value for `me`: my side minus the opponents' (averaged), a win or loss dominating. */
export function evaluate(s: GameState, me: PlayerIndex): number {
  if (s.winner === me) return WIN
  if (s.winner === 'draw') return 0
  if (typeof s.winner === 'number') return -WIN
  if (s.players[me].lost) return -WIN
  const sources = staticSources(s)
  const others = s.players.map((_, i) => i).filter((i) => i !== me)
  const opponents = others.filter((i) => !s.players[i].lost)
  if (!opponents.length) return WIN
  let theirs = 0
  let race = 0
  const racing = s.phase === 'turn' && !findManifest(s.variant)?.computer?.noRace
  for (const o of opponents) {
    theirs += sideValue(s, o, sources)
    if (racing) race += raceValue(s, me, o, sources)
  }
  // An opponent out of a multiplayer game is a step towards winning it (CR 104.3a, 800.4a): it counts among the
  // opponents as a side worth far less than any board, not as one fewer to average over.
  theirs -= (others.length - opponents.length) * ELIMINATED
  return sideValue(s, me, sources) + race / opponents.length - theirs / others.length
}

/** An eliminated opponent's side: below any position a player still in the game can have. */
const ELIMINATED = 2000
