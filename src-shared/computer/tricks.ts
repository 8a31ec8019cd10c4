// The opponent model in combat: the visible abilities a player can pay with its open mana. A creature with "{B}: ~
// gets +1/+1 until end of turn" and three untapped Swamps fights as a bigger creature (CR 602.2, 613.4c): blocks are
// judged with what each fighter can become, and a combat played forward lets the modelled players pump their
// creatures in it after blocks (CR 509.4: priority in the declare blockers step).
import type { Action, CardObject, GameState, ObjId, PlayerIndex } from '../engine/types'
import { rolesOf } from './opponentModel'
import { abilitiesOf } from '../engine/query'
import { affordable, manaOnly, openLands, type AbilityCost } from './openMana'
import { answerDamage, answerFights, canRegenerate } from './answers'
import { readyAbilities, type ReadyAbility } from './readyAbilities'
import { faceAbilities } from '../engine/abilities'
import { tryApply, settle } from './sim'
import { evaluate, stats } from './evaluate'
import type { Count } from '../engine/ast'
import { countNow } from '../text/effects/amounts'
import { HIDDEN_CARD } from '../engine/view'
import { castAsChoices } from '../variants/mental/casting'
import { poolCard } from '../variants/mental/pool'

type Stats = ReturnType<typeof stats>

/** A self-pump activated ability paid with mana alone: its index, its gain, its cost. */
interface Pump {
  ability: number
  power: number
  toughness: number
  colors: string[]
  generic: number
}

/** What the model reads of an activated ability that may pump a creature. */
interface PumpAbility extends ReadyAbility {
  targets?: { what?: string }[]
  cost?: AbilityCost
  effects?: { kind: string; power?: unknown; toughness?: unknown; subject?: unknown }[]
}

/** Each self-pump ability of `o` ("{B}: ~ gets +1/+1 until end of turn") costing only mana (no tap, no sacrifice). */
export function selfPumps(s: GameState, o: CardObject): Pump[] {
  const out: Pump[] = []
  const list = abilitiesOf(s, o)?.activated ?? []
  list.forEach((ab, ability) => {
    const a = ab as unknown as PumpAbility
    if (a.tap || a.sacrificeSelf || a.sorcery || a.automated === false || a.targets?.length) return
    const effects = a.effects ?? []
    if (effects.length !== 1 || effects[0].kind !== 'pump' || effects[0].subject !== 'self') return
    const power = typeof effects[0].power === 'number' ? effects[0].power : 0
    const toughness = typeof effects[0].toughness === 'number' ? effects[0].toughness : 0
    if (power <= 0 && toughness <= 0) return
    const mana = manaOnly(a.cost)
    if (!mana || (!mana.colors.length && !mana.generic)) return
    out.push({ ability, power, toughness, ...mana })
  })
  return out
}

/** A creature's fighting stats as big as its controller's open mana can make it this combat. */
export function potentialStats(
  s: GameState,
  o: CardObject,
  sources?: CardObject[],
  base = stats(s, o, sources),
): Stats {
  base = withAnswers(s, o, base)
  const pumps = selfPumps(s, o)
  const granted = grantedPumps(s, o.controller)
  if (!pumps.length && !granted.length) return base
  const lands = openLands(s, o.controller)
  let best = base
  for (const pump of pumps) {
    const n = affordable(lands, pump)
    const next = { ...base, power: base.power + n * pump.power, toughness: base.toughness + n * pump.toughness }
    if (next.power + next.toughness > best.power + best.toughness) best = next
  }
  // One pump another permanent gives (its tap, or its mana cost once), on top of its own.
  let extra = { power: 0, toughness: 0 }
  for (const g of granted)
    if (affordable(lands, g) > 0 && g.power + g.toughness > extra.power + extra.toughness) extra = g
  return extra.power || extra.toughness
    ? { ...best, power: best.power + extra.power, toughness: best.toughness + extra.toughness }
    : best
}

/** A fighter as its controller's visible answers make it (answers.ts): a regeneration shield it can pay survives one
 *  lethal fight (CR 701.19a), and a tap that deals damage or destroys adds to what its fight deals. */
function withAnswers(s: GameState, o: CardObject, base: Stats): Stats {
  const regenerates = canRegenerate(s, o)
  const extra = answerDamage(s, o.controller)
  if (!regenerates && !extra) return base
  const keywords = new Set(base.keywords)
  if (regenerates) keywords.add('indestructible')
  if (extra === Infinity) keywords.add('deathtouch')
  return { ...base, power: extra === Infinity ? base.power : base.power + extra, keywords }
}

/** A pump a permanent gives a target creature ("{T}: Target creature gets +X/+X until end of turn"), its amounts as
 *  they stand now (CR 602.2, 608.2h), paid with its tap and/or mana alone. */
export interface GrantedPump extends Pump {
  source: ObjId
  tap: boolean
}

const grantedMemo = new WeakMap<GameState, Map<PlayerIndex, GrantedPump[]>>()

/** The pumps `p`'s untapped permanents can give a target creature (CR 602.2: a tap cost needs it untapped). */
export function grantedPumps(s: GameState, p: PlayerIndex): GrantedPump[] {
  return readyAbilities<PumpAbility, GrantedPump>(grantedMemo, s, p, (a, source, ability) => {
    const effects = a.effects ?? []
    if (effects.length !== 1 || effects[0].kind !== 'pump') return
    if (a.targets?.length !== 1 || a.targets[0].what !== 'creature') return
    if ((effects[0].subject as { target?: number } | undefined)?.target !== 0) return
    const power = amountNow(s, effects[0].power, p, source)
    const toughness = amountNow(s, effects[0].toughness, p, source)
    if (power <= 0 && toughness <= 0) return
    const mana = manaOnly(a.cost)
    if (!mana) return
    if (!a.tap && !mana.colors.length && !mana.generic) return // free and repeatable: the engine's limits, not the model's
    return { source, ability, power, toughness, ...mana, tap: !!a.tap }
  })
}

/** A pump's amount now: a number, or a count ("X is the number of Elves on the battlefield", CR 107.3). */
function amountNow(s: GameState, amount: unknown, p: PlayerIndex, source: ObjId): number {
  if (typeof amount === 'number') return amount
  const a = amount as { count?: Count; times?: number } | undefined
  if (!a?.count) return 0
  try {
    return countNow(s, [], a.count, p, source, () => undefined) * (a.times ?? 1)
  } catch {
    return 0
  }
}

/** Whether `a` kills `b` in their fight (deathtouch, indestructible). */
function kills(a: Stats, b: Stats): boolean {
  if (b.keywords.has('indestructible') || a.power <= 0) return false
  return a.keywords.has('deathtouch') || a.power * (a.keywords.has('double strike') ? 2 : 1) >= b.toughness
}

/**
 * After blocks, each modelled player pumps its creatures in combat with its open mana: a creature in a fight as far
 * as the pumps change it (it survives, or it kills), an unblocked attacker with what mana is left. Returns the
 * position with the activations resolved, or the position unchanged.
 */
export function modelTricks(s: GameState, players: PlayerIndex[]): GameState {
  const combat = s.combat
  if (!combat?.attackers.length || !players.length) return s
  let cur = s
  for (const q of players) {
    if (cur.priority !== q) continue
    const fights = new Map<ObjId, ObjId[]>()
    for (const b of combat.blockers) {
      fights.set(b.id, [...(fights.get(b.id) ?? []), b.blocks])
      fights.set(b.blocks, [...(fights.get(b.blocks) ?? []), b.id])
    }
    const mine = [...fights.keys(), ...combat.attackers.map((a) => a.id)].filter(
      (id, i, all) => all.indexOf(id) === i && cur.objects[id]?.controller === q,
    )
    for (const id of mine) {
      const o = cur.objects[id]
      const pumps = o ? selfPumps(cur, o) : []
      if (!pumps.length) continue
      const pump = pumps[0]
      const foes = (fights.get(id) ?? []).map((f) => stats(cur, cur.objects[f]))
      const base = stats(cur, o)
      const want = (n: number) => {
        const me = { ...base, power: base.power + n * pump.power, toughness: base.toughness + n * pump.toughness }
        return foes.length
          ? (foes.some((f) => kills(f, me)) ? 0 : 2) + (foes.some((f) => kills(me, f)) ? 1 : 0)
          : me.power
      }
      const most = affordable(openLands(cur, q), pump)
      let n = 0
      for (let k = 1; k <= most; k++) if (want(k) > want(n)) n = k
      for (let k = 0; k < n; k++) {
        const next = tryApply(cur, { type: 'activate', player: q, card: id, ability: pump.ability })
        if (!next) break
        cur = next
      }
    }
    cur = grantedTricks(cur, q, fights, mine)
    cur = handTricks(cur, q, fights, mine)
    cur = answerFights(cur, q, fights)
  }
  return cur === s ? s : settle(cur)
}

/** Most pump spells from hand the model casts for one player in one combat. */
const MOST_HAND_TRICKS = 2

/**
 * A pump spell the player holds (its own hand, or a determinized opponent's) cast on its creature in a fight that it
 * turns around: the creature lives where it died, or kills where it didn't (CR 509.4, a combat trick).
 */
function handTricks(s: GameState, q: PlayerIndex, fights: Map<ObjId, ObjId[]>, mine: ObjId[]): GameState {
  if (s.priority !== q) return s
  const tricks = heldTricks(s, q)
  if (!tricks.length) return s
  let cur = s
  let cast = 0
  const outcome = (x: GameState, id: ObjId) => {
    const o = x.objects[id]
    if (!o || o.zone !== 'battlefield') return -1
    const me = stats(x, o)
    const foes = (fights.get(id) ?? []).flatMap((f) => (x.objects[f] ? [stats(x, x.objects[f])] : []))
    return (foes.some((f) => kills(f, me)) ? 0 : 2) + (foes.some((f) => kills(me, f)) ? 1 : 0)
  }
  // An unblocked attacker pumped for the defending player's last life points comes first (CR 510.1, 104.3a).
  const finisher = lethalPump(cur, q, fights, tricks)
  if (finisher) return finisher
  for (const id of mine) {
    if (cast >= MOST_HAND_TRICKS || !fights.has(id)) continue
    const before = outcome(cur, id)
    if (before >= 3) continue
    for (const trick of tricks) {
      if (cur.objects[trick.card]?.zone !== 'hand') continue
      // A boost read from the card that can't turn this fight around is not played out.
      const boost = boostOf(cur, trick)
      if (boost && predicted(cur, id, boost, fights) <= before) continue
      const next = tryApply(cur, castOn(q, trick, id))
      const resolved = next ? settle(next) : null
      if (!resolved || outcome(resolved, id) <= before) continue
      cur = resolved
      cast++
      break
    }
  }
  return cast < MOST_HAND_TRICKS ? unblockedTrick(cur, q, fights, tricks) : cur
}

/** The position as it will be once the unblocked attackers' damage is dealt: each attacked player's life lowered by
 *  it, and raised by it for a lifelinking attacker's controller (CR 510.1, 702.15b), so a pump on an unblocked
 *  attacker is weighed against holding the card. */
function afterUnblocked(s: GameState, q: PlayerIndex, fights: Map<ObjId, ObjId[]>): GameState {
  const hits = unblockedDamage(s, q, fights)
  if (!hits.size) return s
  const life = s.players.map((pl) => pl.life)
  for (const [p, ids] of hits)
    for (const id of ids) {
      const dealt = powerOf(s, [id])
      life[p] -= dealt
      if (stats(s, s.objects[id]).keywords.has('lifelink')) life[q] += dealt
    }
  return { ...s, players: s.players.map((pl, i) => (life[i] === pl.life ? pl : { ...pl, life: life[i] })) }
}

/** Kinds of unblocked attacker a pump is tried on (the damage it adds is the same on most). */
const UNBLOCKED_TRIED = 2

/**
 * After blocks, a pump on an unblocked attacker when the damage it adds is worth more than the card held (the board
 * evaluation weighs both: a player brought low, or a shorter race). Before blocks a pump can do no more than this,
 * so a play that casts it earlier never scores above waiting for the blocks (CR 509.4).
 */
function unblockedTrick(s: GameState, q: PlayerIndex, fights: Map<ObjId, ObjId[]>, tricks: Trick[]): GameState {
  const ids = [...unblockedDamage(s, q, fights).values()].flat()
  if (!ids.length) return s
  const base = evaluate(afterUnblocked(s, q, fights), q)
  let best: { state: GameState; value: number } | null = null
  for (const trick of tricks) {
    if (s.objects[trick.card]?.zone !== 'hand') continue
    // Identical attackers gain alike: each kind of attacker is tried once.
    const tried = new Set<string>()
    for (const id of ids) {
      const kind = s.objects[id]?.def ?? id
      if (tried.has(kind) || tried.size >= UNBLOCKED_TRIED) continue
      tried.add(kind)
      const next = tryApply(s, castOn(q, trick, id))
      const resolved = next ? settle(next) : null
      if (!resolved || resolved.step !== s.step) continue
      const value = evaluate(afterUnblocked(resolved, q, fights), q)
      if (value > base && value > (best?.value ?? -Infinity)) best = { state: resolved, value }
    }
  }
  return best?.state ?? s
}

/** The combat damage `q`'s unblocked attackers deal to each player (trample and planeswalkers left out). */
function unblockedDamage(s: GameState, q: PlayerIndex, fights: Map<ObjId, ObjId[]>): Map<PlayerIndex, ObjId[]> {
  const out = new Map<PlayerIndex, ObjId[]>()
  for (const a of s.combat?.attackers ?? []) {
    const o = s.objects[a.id]
    if (!o || o.controller !== q || fights.has(a.id) || !('player' in a.target)) continue
    const p = a.target.player as PlayerIndex
    out.set(p, [...(out.get(p) ?? []), a.id])
  }
  return out
}

function powerOf(s: GameState, ids: ObjId[]): number {
  let n = 0
  for (const id of ids) {
    const o = s.objects[id]
    if (!o || o.zone !== 'battlefield') continue
    const st = stats(s, o)
    n += Math.max(0, st.power) * (st.keywords.has('double strike') ? 2 : 1)
  }
  return n
}

/** A pump's fixed boost read from the spell it is cast as ("target creature gets +3/+3 [and gains …] until end of
 *  turn"), or null when it is anything else (a count, several effects: then it is played out). */
function boostOf(s: GameState, trick: Trick): { power: number; toughness: number; keywords: string[] } | null {
  const def = trick.as ? poolCard(s, trick.as) : s.cards[s.objects[trick.card]?.def ?? '']
  const face = def?.faces[0]
  if (!face) return null
  let effects: { kind: string; power?: unknown; toughness?: unknown; keywords?: unknown }[] = []
  try {
    effects = (faceAbilities(face).spell?.effects ?? []) as typeof effects
  } catch {
    return null
  }
  const e = effects.length === 1 ? effects[0] : undefined
  if (e?.kind !== 'pump' || typeof e.power !== 'number' || typeof e.toughness !== 'number') return null
  return { power: e.power, toughness: e.toughness, keywords: Array.isArray(e.keywords) ? (e.keywords as string[]) : [] }
}

/** A fighter's outcome with a boost (2 it survives, +1 it kills), from the stats alone. */
function predicted(
  s: GameState,
  id: ObjId,
  boost: { power: number; toughness: number; keywords: string[] },
  fights: Map<ObjId, ObjId[]>,
): number {
  const base = stats(s, s.objects[id])
  const me = {
    ...base,
    power: base.power + boost.power,
    toughness: base.toughness + boost.toughness,
    keywords: new Set([...base.keywords, ...boost.keywords]),
  }
  const foes = (fights.get(id) ?? []).flatMap((f) => (s.objects[f] ? [stats(s, s.objects[f])] : []))
  return (foes.some((f) => kills(f, me)) ? 0 : 2) + (foes.some((f) => kills(me, f)) ? 1 : 0)
}

/** A pump spell cast on an unblocked attacker that makes its player's combat damage lethal, or null. */
function lethalPump(s: GameState, q: PlayerIndex, fights: Map<ObjId, ObjId[]>, tricks: Trick[]): GameState | null {
  for (const [p, ids] of unblockedDamage(s, q, fights)) {
    const life = s.players[p].life
    const dealt = powerOf(s, ids)
    if (s.players[p].lost || dealt >= life) continue
    for (const trick of tricks)
      for (const id of ids) {
        // A boost read from the card that falls short of the life left is not played out (double strike twice).
        const boost = boostOf(s, trick)
        const twice = stats(s, s.objects[id]).keywords.has('double strike')
        if (
          boost &&
          !boost.keywords.includes('double strike') &&
          dealt + Math.max(0, boost.power) * (twice ? 2 : 1) < life
        )
          continue
        const next = tryApply(s, castOn(q, trick, id))
        const resolved = next ? settle(next) : null
        if (resolved && powerOf(resolved, ids) >= life) return resolved
      }
  }
  return null
}

/** A pump spell in hand: the card, and in Mental Magic the pump it is cast as (ruling MM-3). */
interface Trick {
  card: ObjId
  as?: string
}

/** Identities a Mental Magic card is tried as in a combat played forward. */
const MENTAL_TRICK_IDENTITIES = 2

/** The pump spells `q` holds (cards it can read: its own, or a determinized opponent's). In Mental Magic a card is a
 *  pump when it may be cast as one (MM-3). */
function heldTricks(s: GameState, q: PlayerIndex): Trick[] {
  const out: Trick[] = []
  for (const card of s.players[q].zones.hand ?? []) {
    const o = s.objects[card]
    const def = o && o.def !== HIDDEN_CARD ? s.cards[o.def] : undefined
    if (!def) continue
    if (s.variant !== 'mental') {
      if (rolesOf(def).trick) out.push({ card })
      continue
    }
    let names: string[] = []
    try {
      names = castAsChoices(s, card)
    } catch {
      names = []
    }
    let n = 0
    for (const name of names) {
      const as = poolCard(s, name)
      if (!as || !rolesOf(as).trick) continue
      out.push({ card, as: name })
      if (++n >= MENTAL_TRICK_IDENTITIES) break
    }
  }
  return out
}

function castOn(q: PlayerIndex, trick: Trick, target: ObjId): Action {
  return {
    type: 'cast',
    player: q,
    card: trick.card,
    targets: [{ card: target }],
    ...(trick.as ? { as: trick.as } : {}),
  } as Action
}

/** A pump another of `q`'s permanents gives, activated on its creature in a fight that it turns around (a
 *  Timberwatch Elf on its blocker, CR 602.2, 509.4). */
function grantedTricks(s: GameState, q: PlayerIndex, fights: Map<ObjId, ObjId[]>, mine: ObjId[]): GameState {
  let cur = s
  const used = new Set<ObjId>()
  for (const id of mine) {
    if (!fights.has(id) || !cur.objects[id]) continue
    const foes = () => (fights.get(id) ?? []).flatMap((f) => (cur.objects[f] ? [stats(cur, cur.objects[f])] : []))
    const outcome = (x: Stats) => (foes().some((f) => kills(f, x)) ? 0 : 2) + (foes().some((f) => kills(x, f)) ? 1 : 0)
    const base = stats(cur, cur.objects[id])
    const before = outcome(base)
    if (before >= 3) continue
    for (const g of grantedPumps(cur, q)) {
      if (used.has(g.source) || affordable(openLands(cur, q), g) < 1) continue
      const after = { ...base, power: base.power + g.power, toughness: base.toughness + g.toughness }
      if (outcome(after) <= before) continue
      const next = tryApply(cur, {
        type: 'activate',
        player: q,
        card: g.source,
        ability: g.ability,
        targets: [{ card: id }],
      })
      if (!next) continue
      used.add(g.source)
      cur = settle(next)
      break
    }
  }
  return cur
}
