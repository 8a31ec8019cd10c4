// What the opponent model is worth to a decision: the option value of mana held open with an answer in hand (a
// counterspell for the threat the opponent's next turn likely brings, CR 701.5; removal at instant speed; a Fog
// before a lethal attack, CR 615), and the risk a combat trick puts on an attack (open mana and a hand prior that
// holds pump spells: a block that would lose becomes a blowout, CR 509.4). Both are expectations over the hand prior,
// with the opponent's next draw counted too; both read the computer's view only.
import type { CardDefinition } from '../cards/model'
import type { CardObject, GameState, PlayerIndex } from '../engine/types'
import { faceAbilities } from '../engine/abilities'
import { faceOf, isCreature, keywordsOf, powerToughness } from '../engine/query'
import { HIDDEN_CARD } from '../engine/view'
import { creatureValue, lasting, stats } from './evaluate'
import { handPrior, openMana, payable, rolesOf, type HandPrior } from './opponentModel'
import { castAsChoices } from '../variants/mental/casting'
import { poolCard } from '../variants/mental/pool'

/** The share of an expected threat's worth that an answer held open is worth (it answers it at a cost: a card). */
const COUNTER_SHARE = 0.5
/** Instant removal held: the threat gets answered anyway on one's own turn, so holding it is worth less. */
const REMOVAL_SHARE = 0.15
/** Mental Magic: a spell's worth as the creature of its cost it may become, per mana (a 2/2 for two is about 6). */
const MENTAL_THREAT_PER_MANA = 3
/** A Fog held against an attack that would be lethal: the game. */
const FOG_LETHAL = 30

interface Answer {
  def: CardDefinition
  kind: 'counter' | 'removal' | 'fog'
  /** The definition id of the card in hand that answers (in Mental Magic cast as `def`). */
  card: string
}

/** The same-cost identities a card in hand may be cast as (ruling MM-3), as definitions. */
function identities(s: GameState, id: string): CardDefinition[] {
  let names: string[] = []
  try {
    names = castAsChoices(s, id)
  } catch {
    return []
  }
  return names.flatMap((n) => {
    const d = poolCard(s, n)
    return d ? [d] : []
  })
}

export interface HoldContext {
  answers: Answer[]
  /** The chance the opponents cast a threat before the computer untaps, and what one is worth on average. */
  threatChance: number
  threatWorth: number
  /** The opponents' creatures could attack for lethal next turn. */
  lethalAttack: boolean
}

/** A creature card's worth as the board evaluation counts a creature (power, toughness, keywords). */
function cardWorth(def: CardDefinition): number {
  const face = def.faces[0]
  if (!face) return 0
  if (face.types.includes('Planeswalker')) return 8
  const p = parseInt(face.power ?? '0', 10) || 0
  const t = parseInt(face.toughness ?? '0', 10) || 0
  return 1 + Math.max(0, p) * 1.5 + Math.max(0, t) + face.keywords.length * 0.8
}

/** The opponents' likely threats before `me` untaps: a creature or planeswalker they can pay for next turn, in their
 *  hidden hand (the prior) or from their next draw. */
function threats(s: GameState, me: PlayerIndex, priors: HandPrior[]): { chance: number; worth: number } {
  const mental = s.variant === 'mental'
  let none = 1
  let known = 0
  let worthSum = 0
  let weightSum = 0
  for (const prior of priors) {
    let lands = 0
    for (const id of s.battlefield) {
      const o = s.objects[id]
      if (o.controller === prior.seat && faceOf(s, o)?.types.includes('Land')) lands++
    }
    const mana = lands + 1 // their land drop
    let total = 0
    let hit = 0
    let drawTotal = 0
    let drawHit = 0
    for (const c of prior.cards) {
      total += c.weight
      drawTotal += c.copies
      const face = c.def.faces[0]
      // Mental Magic: any spell may be cast as a creature of its cost (MM-3).
      const threat = mental ? !rolesOf(c.def).land : rolesOf(c.def).threat
      if (!threat || !face || face.manaValue > mana) continue
      hit += c.weight
      drawHit += c.copies
      worthSum += (mental ? MENTAL_THREAT_PER_MANA * face.manaValue : cardWorth(c.def)) * c.weight
      weightSum += c.weight
    }
    if (total) none *= Math.pow(1 - hit / total, prior.hidden)
    // Their next draw, from the cards unaccounted for (what they did says nothing about it).
    if (drawTotal && s.active !== prior.seat) none *= 1 - drawHit / drawTotal
    // A card of their hand that is known (revealed, or one of Hard's determinisations) is a threat for certain.
    for (const id of s.players[prior.seat].zones.hand ?? []) {
      const o = s.objects[id]
      const def = o && o.def !== HIDDEN_CARD ? s.cards[o.def] : undefined
      const face = def?.faces[0]
      if (!def || !face || face.manaValue > mana || !(mental ? !rolesOf(def).land : rolesOf(def).threat)) continue
      none = 0
      known = Math.max(known, mental ? MENTAL_THREAT_PER_MANA * face.manaValue : cardWorth(def))
    }
  }
  // A known threat is the one an answer is held for.
  if (known) return { chance: 1, worth: known }
  return { chance: 1 - none, worth: weightSum ? worthSum / weightSum : 0 }
}

/** Whether the opponents' untapped-next-turn creatures could attack `me` for lethal (no blocks counted). */
function lethalNextTurn(s: GameState, me: PlayerIndex): boolean {
  let power = 0
  for (const id of s.battlefield) {
    const o = s.objects[id]
    if (o.controller === me || !isCreature(s, o)) continue
    power += Math.max(0, powerToughness(s, lasting(o)).power) // next turn: this turn's pumps are gone (CR 514.2)
  }
  return power > 0 && power >= s.players[me].life
}

/** The answers `me` holds and what the opponents' next turn likely brings, read once per decision; null when holding
 *  mana can't matter (no answer in hand, no opponent turn before `me` untaps). */
export function holdContext(s: GameState, me: PlayerIndex): HoldContext | null {
  if (s.phase !== 'turn') return null
  const mental = s.variant === 'mental'
  // Mana spent on the opponent's turn after their main phases is back at one's own untap step (CR 502.3).
  if (s.active !== me && (s.step === 'postcombatMain' || s.step === 'end' || s.step === 'cleanup')) return null
  const answers: Answer[] = []
  for (const id of s.players[me].zones.hand) {
    const o = s.objects[id]
    const own = o && o.def !== HIDDEN_CARD ? s.cards[o.def] : undefined
    if (!own) continue
    // Mental Magic: a card answers as any same-cost answer of the pool it may be cast as (MM-3).
    for (const def of mental ? identities(s, id) : [own]) {
      const r = rolesOf(def)
      if (!r.instant) continue
      const kind = r.counter ? 'counter' : r.fog ? 'fog' : r.removal ? 'removal' : null
      if (kind) answers.push({ def, kind, card: own.id })
    }
  }
  if (!answers.length) return null
  const priors: HandPrior[] = []
  s.players.forEach((p, seat) => {
    if (seat !== me && !p.lost) priors.push(handPrior(s, seat as PlayerIndex))
  })
  const t = threats(s, me, priors)
  return { answers, threatChance: t.chance, threatWorth: t.worth, lethalAttack: lethalNextTurn(s, me) }
}

/** The option value of `me`'s open mana in `after` (the position a candidate leads to): the best answer it still
 *  pays for, by the chance it is needed. */
export function holdValue(ctx: HoldContext | null, after: GameState, me: PlayerIndex): number {
  if (!ctx) return 0
  const open = openMana(after, me)
  const inHand = new Set(after.players[me].zones.hand.map((id) => after.objects[id]?.def))
  let best = 0
  for (const a of ctx.answers) {
    if (!inHand.has(a.card) || !payable(a.def, open.count, open.colours)) continue
    const v =
      a.kind === 'counter'
        ? ctx.threatChance * ctx.threatWorth * COUNTER_SHARE
        : a.kind === 'removal'
          ? ctx.threatChance * ctx.threatWorth * REMOVAL_SHARE
          : ctx.lethalAttack
            ? FOG_LETHAL
            : 0
    best = Math.max(best, v)
  }
  return best
}

/** The biggest pump among the tricks `seat` could pay for now, and the chance its hidden hand holds one. */
export function trickThreat(s: GameState, seat: PlayerIndex): { chance: number; power: number; toughness: number } {
  const none = { chance: 0, power: 0, toughness: 0 }
  const open = openMana(s, seat)
  if (!open.count || s.variant === 'mental') return none
  const prior = handPrior(s, seat)
  if (!prior.hidden) return none
  let total = 0
  let hit = 0
  let power = 0
  let toughness = 0
  for (const c of prior.cards) {
    total += c.weight
    if (!rolesOf(c.def).trick || !payable(c.def, open.count, open.colours)) continue
    hit += c.weight
    for (const e of (faceAbilities(c.def.faces[0]).spell?.effects ?? []) as {
      kind: string
      power?: unknown
      toughness?: unknown
    }[]) {
      if (e.kind !== 'pump') continue
      if (typeof e.power === 'number') power = Math.max(power, e.power)
      if (typeof e.toughness === 'number') toughness = Math.max(toughness, e.toughness)
    }
  }
  if (!total || !hit || (power <= 0 && toughness <= 0)) return none
  return { chance: 1 - Math.pow(1 - hit / total, prior.hidden), power, toughness }
}

/** Each opponent's likely trick before attackers are declared (read once for every attack candidate). */
export function defendersTricks(s: GameState, me: PlayerIndex): Map<PlayerIndex, ReturnType<typeof trickThreat>> {
  const out = new Map<PlayerIndex, ReturnType<typeof trickThreat>>()
  s.players.forEach((p, i) => {
    if (i !== me && !p.lost) out.set(i as PlayerIndex, trickThreat(s, i as PlayerIndex))
  })
  return out
}

function canBlock(s: GameState, blocker: CardObject, attacker: CardObject): boolean {
  if (blocker.tapped || !isCreature(s, blocker)) return false
  const a = keywordsOf(s, attacker)
  if (!a.has('flying')) return true
  const b = keywordsOf(s, blocker)
  return b.has('flying') || b.has('reach')
}

/**
 * The expected loss a combat trick puts on an attack (the attackers declared in `after`): an attacker that a
 * defender's creature could block and, pumped, kill and survive, is lost with the chance the defender holds a trick
 * it can pay for (one trick: the most valuable such attacker).
 */
export function trickRisk(
  after: GameState,
  me: PlayerIndex,
  byDefender: Map<PlayerIndex, ReturnType<typeof trickThreat>> = new Map(),
): number {
  const combat = after.combat
  if (!combat?.attackers.length) return 0
  let risk = 0
  for (const a of combat.attackers) {
    const attacker = after.objects[a.id]
    if (!attacker || attacker.controller !== me) continue
    const defender = 'player' in a.target ? (a.target.player as PlayerIndex) : null
    if (defender === null || defender === me) continue
    let trick = byDefender.get(defender)
    if (!trick) byDefender.set(defender, (trick = trickThreat(after, defender)))
    if (!trick.chance) continue
    const mine = stats(after, attacker)
    for (const id of after.battlefield) {
      const b = after.objects[id]
      if (b.controller !== defender || !canBlock(after, b, attacker)) continue
      const theirs = stats(after, b)
      const kills = (p: number, t: number, kws: Set<string>) => kws.has('deathtouch') || p >= t
      // Unpumped, the block loses (the model's blocks count that); pumped, it kills the attacker and lives.
      const pumpedKills = kills(theirs.power + trick.power, mine.toughness, theirs.keywords)
      const pumpedLives =
        !kills(mine.power, theirs.toughness + trick.toughness, mine.keywords) || theirs.keywords.has('indestructible')
      const plainKills = kills(theirs.power, mine.toughness, theirs.keywords)
      if (pumpedKills && pumpedLives && !plainKills) {
        risk = Math.max(risk, trick.chance * creatureValue(after, attacker))
        break
      }
    }
  }
  return risk
}
