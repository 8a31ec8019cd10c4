// The opponent model in combat: the visible abilities a player can pay with its open mana. A creature with "{B}: ~
// gets +1/+1 until end of turn" and three untapped Swamps fights as a bigger creature (CR 602.2, 613.4c): blocks are
// judged with what each fighter can become, and a combat played forward lets the modelled players pump their
// creatures in it after blocks (CR 509.4: priority in the declare blockers step).
import type { Action, CardObject, GameState, ObjId, PlayerIndex } from '../engine/types'
import { rolesOf } from './opponentModel'
import { abilitiesOf, faceOf, isLand } from '../engine/query'
import { tryApply, settle } from './sim'
import { stats } from './evaluate'

type Stats = ReturnType<typeof stats>

/** A self-pump activated ability paid with mana alone: its index, its gain, its cost. */
interface Pump {
  ability: number
  power: number
  toughness: number
  colors: string[]
  generic: number
}

/** Most activations the model considers for one creature (a safety bound; the engine enforces the real limits). */
const MOST_PUMPS = 8

/** Each self-pump ability of `o` ("{B}: ~ gets +1/+1 until end of turn") costing only mana (no tap, no sacrifice). */
export function selfPumps(s: GameState, o: CardObject): Pump[] {
  const out: Pump[] = []
  const list = abilitiesOf(s, o)?.activated ?? []
  list.forEach((ab, ability) => {
    const a = ab as unknown as {
      tap?: boolean
      sacrificeSelf?: boolean
      sorcery?: boolean
      targets?: unknown[]
      automated?: boolean
      cost?: { symbols?: { kind: string; color?: string; amount?: number }[] } & Record<string, unknown>
      effects?: { kind: string; power?: unknown; toughness?: unknown; subject?: string }[]
    }
    if (a.tap || a.sacrificeSelf || a.sorcery || a.automated === false || a.targets?.length) return
    const effects = a.effects ?? []
    if (effects.length !== 1 || effects[0].kind !== 'pump' || effects[0].subject !== 'self') return
    const power = typeof effects[0].power === 'number' ? effects[0].power : 0
    const toughness = typeof effects[0].toughness === 'number' ? effects[0].toughness : 0
    if (power <= 0 && toughness <= 0) return
    const cost = a.cost ?? {}
    if (Object.keys(cost).some((k) => k !== 'symbols')) return // another kind of cost
    const colors: string[] = []
    let generic = 0
    for (const sym of cost.symbols ?? []) {
      if (sym.kind === 'colored' && sym.color) colors.push(sym.color)
      else if (sym.kind === 'generic' && typeof sym.amount === 'number' && Number.isFinite(sym.amount))
        generic += sym.amount
      else return
    }
    if (!colors.length && !generic) return
    out.push({ ability, power, toughness, colors, generic })
  })
  return out
}

/** The colours each of `p`'s untapped lands can make ('any' for every colour). */
function openLands(s: GameState, p: PlayerIndex): Set<string>[] {
  const out: Set<string>[] = []
  for (const id of s.battlefield) {
    const o = s.objects[id]
    if (o.controller !== p || o.tapped || !isLand(s, o)) continue
    const made = new Set<string>()
    for (const ab of faceOf(s, o)?.manaAbilities ?? []) for (const alt of ab.produces) for (const m of alt) made.add(m)
    out.push(made)
  }
  return out
}

/** How many times `p`'s open mana pays this pump (its coloured symbols from lands of the colour). */
function affordable(lands: Set<string>[], pump: Pump): number {
  const cost = pump.colors.length + pump.generic
  let n = Math.floor(lands.length / cost)
  for (const c of new Set(pump.colors)) {
    const need = pump.colors.filter((x) => x === c).length
    const have = lands.filter((l) => l.has(c) || l.has('any')).length
    n = Math.min(n, Math.floor(have / need))
  }
  return Math.max(0, Math.min(MOST_PUMPS, n))
}

/** A creature's fighting stats as big as its controller's open mana can make it this combat. */
export function potentialStats(
  s: GameState,
  o: CardObject,
  sources?: CardObject[],
  base = stats(s, o, sources),
): Stats {
  const pumps = selfPumps(s, o)
  if (!pumps.length) return base
  const lands = openLands(s, o.controller)
  let best = base
  for (const pump of pumps) {
    const n = affordable(lands, pump)
    const next = { ...base, power: base.power + n * pump.power, toughness: base.toughness + n * pump.toughness }
    if (next.power + next.toughness > best.power + best.toughness) best = next
  }
  return best
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
    cur = handTricks(cur, q, fights, mine)
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
  if (s.variant === 'mental' || s.priority !== q) return s
  const tricks = (s.players[q].zones.hand ?? []).filter((id) => {
    const def = s.cards[s.objects[id]?.def]
    return !!def && rolesOf(def).trick
  })
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
  for (const id of mine) {
    if (cast >= MOST_HAND_TRICKS || !fights.has(id)) continue
    const before = outcome(cur, id)
    if (before >= 3) continue
    for (const card of tricks) {
      if (cur.objects[card]?.zone !== 'hand') continue
      const next = tryApply(cur, { type: 'cast', player: q, card, targets: [{ card: id }] } as Action)
      const resolved = next ? settle(next) : null
      if (!resolved || outcome(resolved, id) <= before) continue
      cur = resolved
      cast++
      break
    }
  }
  return cur
}
