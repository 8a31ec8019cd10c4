// Every block, where there are few (CR 509.1): when (attackers + 1) ^ blockers is small, each assignment of the
// defender's creatures to attackers (equal blockers counted once) is judged by a quick model of the combat (damage
// through, trample, deathtouch, first strike, who dies), and the best few are played out in full by the caller.
import type { CardObject, GameState, ObjId, PlayerIndex } from '../engine/types'
import { whyCantBlock } from '../engine/blocking'
import { isCreature, keywordsOf, powerToughness, staticSources } from '../engine/query'
import { creatureValue, stats, WIN } from './evaluate'
import { work } from './work'
import { potentialStats } from './tricks'

type Stats = ReturnType<typeof stats>

const optionsMemo = new WeakMap<GameState, Map<PlayerIndex, { card: ObjId; canBlock: ObjId[]; kind: string }[]>>()

/** What makes two creatures alike for blocking: the same card, stats and keywords, nothing attached or added. */
function likeKey(s: GameState, o: CardObject, sources: CardObject[], attached: Set<ObjId>): string {
  if (attached.has(o.id) || o.mods?.length || Object.keys(o.counters).length) return o.id
  const { power, toughness } = powerToughness(s, o, sources)
  const kws = [...keywordsOf(s, o, sources)].sort().join('+')
  return [o.def, o.face ?? 0, o.controller, o.tapped, o.faceDown ?? false, power, toughness, kws].join('|')
}

/**
 * The engine's possible blocks (CR 509.1), asked once per kind of blocker and kind of attacker: on a battlefield of
 * identical tokens the question is asked a handful of times, not once per pair. Remembered per position.
 */
export function blockOptions(s: GameState, p: PlayerIndex): { card: ObjId; canBlock: ObjId[]; kind: string }[] {
  let byPlayer = optionsMemo.get(s)
  const known = byPlayer?.get(p)
  if (known) return known
  const sources = staticSources(s)
  const attached = new Set<ObjId>()
  for (const id of s.battlefield) {
    const to = s.objects[id].attachedTo
    if (to) attached.add(to)
  }
  const attacking = s.combat?.attackers ?? []
  const attackers = attacking.map((a) => s.objects[a.id])
  const attackerKeys = attackers.map(
    (a, i) => likeKey(s, a, sources, attached) + '>' + JSON.stringify(attacking[i].target),
  )
  const answer = new Map<string, boolean>()
  // Alike blockers can block the same attackers: they share one list (and one group, blockGroups).
  const listOf = new Map<string, ObjId[]>()
  const out: { card: ObjId; canBlock: ObjId[]; kind: string }[] = []
  for (const id of s.battlefield) {
    const o = s.objects[id]
    if (o.controller !== p || o.tapped || !isCreature(s, o)) continue
    const key = likeKey(s, o, sources, attached)
    let canBlock = key === o.id ? undefined : listOf.get(key)
    if (!canBlock) {
      canBlock = []
      for (let i = 0; i < attackers.length; i++) {
        const pair = key + '#' + attackerKeys[i]
        let ok = answer.get(pair)
        if (ok === undefined) {
          work.blockPairs++
          answer.set(pair, (ok = whyCantBlock(s, o, attackers[i], p, sources) === null))
        }
        if (ok) canBlock.push(attackers[i].id)
      }
      listOf.set(key, canBlock)
    }
    if (canBlock.length) out.push({ card: id, canBlock, kind: key })
  }
  if (!byPlayer) optionsMemo.set(s, (byPlayer = new Map()))
  byPlayer.set(p, out)
  return out
}

/** Interchangeable blockers (alike, blocking the same attackers), in battlefield order of their first member. */
export interface BlockGroup {
  ids: ObjId[]
  canBlock: ReadonlySet<ObjId>
  /** The first member not yet used by the caller. */
  next: number
}

/** The defender's blockers grouped by kind: a battlefield of identical tokens is a handful of groups. */
export function blockGroups(s: GameState, p: PlayerIndex): BlockGroup[] {
  const byKind = new Map<string, BlockGroup>()
  const sets = new Map<ObjId[], ReadonlySet<ObjId>>()
  for (const o of blockOptions(s, p)) {
    let g = byKind.get(o.kind)
    if (!g) {
      let set = sets.get(o.canBlock)
      if (!set) sets.set(o.canBlock, (set = new Set(o.canBlock)))
      byKind.set(o.kind, (g = { ids: [], canBlock: set, next: 0 }))
    }
    g.ids.push(o.card)
  }
  return [...byKind.values()]
}

/** Assignments enumerated at most (equal blockers deduplicated). */
export const EXACT_BLOCKS = 3000

const damageOf = (a: Stats) => Math.max(0, a.power) * (a.keywords.has('double strike') ? 2 : 1)
const firstStrike = (a: Stats) => a.keywords.has('first strike') || a.keywords.has('double strike')
/** Damage that is lethal to `b` from a source with these keywords (deathtouch, CR 702.2c). */
const lethalTo = (source: Stats, b: Stats) =>
  b.keywords.has('indestructible') ? Infinity : source.keywords.has('deathtouch') ? 1 : Math.max(1, b.toughness)

// Losing the game outweighs any creatures (a crowded battlefield has thousands of points of them).
const lifeValue = (life: number) => (life <= 0 ? -WIN : 8 * Math.sqrt(life))

interface Fighter {
  id: ObjId
  st: Stats
  value: number
}

/**
 * The quick model's value of a block for the defender: its life after the unblocked and trampling damage, plus the
 * attackers it kills, minus the blockers it loses. The attacker's damage goes to the most valuable blockers first.
 */
function judge(life: number, attackers: Fighter[], toMe: boolean[], blockersOf: Fighter[][]): number {
  let through = 0
  let value = 0
  attackers.forEach((a, i) => {
    const bs = blockersOf[i]
    if (!bs.length) {
      if (toMe[i]) through += damageOf(a.st)
      else value -= damageOf(a.st) * 0.9 // a planeswalker's loyalty
      return
    }
    let left = damageOf(a.st)
    const dead = new Set<Fighter>()
    for (const b of [...bs].sort((x, y) => y.value - x.value)) {
      const need = lethalTo(a.st, b.st)
      if (left >= need) {
        left -= need
        dead.add(b)
      }
    }
    if (a.st.keywords.has('trample') && toMe[i]) through += Math.max(0, left)
    let back = 0
    for (const b of bs) {
      // A blocker killed by first-strike damage deals none back (CR 510.4).
      if (dead.has(b) && firstStrike(a.st) && !firstStrike(b.st)) continue
      back += b.st.keywords.has('deathtouch') && b.st.power > 0 ? Infinity : damageOf(b.st)
    }
    if (back >= lethalTo(bs[0].st, a.st)) value += a.value
    for (const b of dead) value -= b.value
  })
  return lifeValue(life - through) + value
}

/** The identity of a blocker for deduplication: equal blockers give the same blocks. */
function blockerKey(s: GameState, o: CardObject, st: Stats, canBlock: ObjId[]): string {
  return [o.def, st.power, st.toughness, [...st.keywords].sort().join('+'), canBlock.join(',')].join('|')
}

/** Multisets of `k` choices among `m` options (non-decreasing index lists). */
function multisets(k: number, m: number): number[][] {
  const out: number[][] = []
  const walk = (prefix: number[], from: number) => {
    if (prefix.length === k) {
      out.push(prefix)
      return
    }
    for (let i = from; i < m; i++) walk([...prefix, i], i)
  }
  walk([], 0)
  return out
}

const choose = (n: number, k: number) => {
  let r = 1
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i
  return r
}

/** The quick model's value of one declaration of blocks for the defender `me` (a crowded battlefield, where playing
 *  each combat out costs more than a decision's budget). */
export function quickBlockValue(s: GameState, me: PlayerIndex, blocks: { card: ObjId; blocks: ObjId }[]): number {
  const sources = staticSources(s)
  const attacking = s.combat?.attackers ?? []
  const memo = new Map<ObjId, Fighter>()
  const fighter = (id: ObjId): Fighter => {
    let f = memo.get(id)
    if (!f)
      memo.set(
        id,
        (f = { id, st: potentialStats(s, s.objects[id], sources), value: creatureValue(s, s.objects[id], sources) }),
      )
    return f
  }
  const index = new Map(attacking.map((a, i) => [a.id, i]))
  const blockersOf: Fighter[][] = attacking.map(() => [])
  for (const b of blocks) {
    const i = index.get(b.blocks)
    if (i !== undefined) blockersOf[i].push(fighter(b.card))
  }
  return judge(
    s.players[me].life,
    attacking.map((a) => fighter(a.id)),
    attacking.map((a) => 'player' in a.target && a.target.player === me),
    blockersOf,
  )
}

/** The best few complete block assignments by the quick model, or null when there are too many to enumerate. */
export function exactBlocks(s: GameState, me: PlayerIndex, keep = 6): { card: ObjId; blocks: ObjId }[][] | null {
  const attacking = s.combat?.attackers ?? []
  if (!attacking.length) return null
  const options = blockOptions(s, me)
  if (!options.length) return null
  const sources = staticSources(s)
  const groups = new Map<string, { ids: ObjId[]; canBlock: ObjId[] }>()
  for (const o of options) {
    const obj = s.objects[o.card]
    const key = blockerKey(s, obj, stats(s, obj, sources), o.canBlock)
    const g = groups.get(key) ?? { ids: [], canBlock: o.canBlock }
    g.ids.push(o.card)
    groups.set(key, g)
  }
  const list = [...groups.values()]
  let count = 1
  for (const g of list) {
    count *= choose(g.ids.length + g.canBlock.length, g.canBlock.length)
    if (count > EXACT_BLOCKS) return null
  }
  const fighter = (id: ObjId): Fighter => ({
    id,
    st: potentialStats(s, s.objects[id], sources),
    value: creatureValue(s, s.objects[id], sources),
  })
  const attackers = attacking.map((a) => fighter(a.id))
  const toMe = attacking.map((a) => 'player' in a.target && a.target.player === me)
  const index = new Map(attacking.map((a, i) => [a.id, i]))
  const fighters = new Map(options.map((o) => [o.card, fighter(o.card)]))
  const perGroup = list.map((g) => multisets(g.ids.length, g.canBlock.length + 1))
  const life = s.players[me].life
  const scored: { blocks: { card: ObjId; blocks: ObjId }[]; score: number }[] = []
  const walk = (gi: number, blocks: { card: ObjId; blocks: ObjId }[]) => {
    if (gi === list.length) {
      const blockersOf: Fighter[][] = attackers.map(() => [])
      for (const b of blocks) blockersOf[index.get(b.blocks)!].push(fighters.get(b.card)!)
      scored.push({ blocks, score: judge(life, attackers, toMe, blockersOf) })
      return
    }
    const g = list[gi]
    for (const choice of perGroup[gi]) {
      const next = [...blocks]
      // Choice index 0 is "doesn't block"; i > 0 blocks the (i - 1)th attacker it can block.
      choice.forEach((c, k) => {
        if (c > 0) next.push({ card: g.ids[k], blocks: g.canBlock[c - 1] })
      })
      walk(gi + 1, next)
    }
  }
  walk(0, [])
  scored.sort((a, b) => b.score - a.score)
  return scored.slice(0, keep).map((x) => x.blocks)
}

/**
 * The quick model's value of an attack by `me` with `ids` (a crowded battlefield): the defender blocks greedily (a
 * blocker that kills and survives, else an even trade, else a chump while the damage would be lethal, CR 509.1),
 * and the attack is worth what the defender loses by it.
 */
export function quickAttackValue(s: GameState, me: PlayerIndex, ids: ObjId[]): number {
  const defender = s.players.findIndex((p, i) => i !== me && !p.lost)
  if (defender < 0) return 0
  const sources = staticSources(s)
  const fighter = (id: ObjId): Fighter => ({
    id,
    st: potentialStats(s, s.objects[id], sources),
    value: creatureValue(s, s.objects[id], sources),
  })
  const attackers = ids.map(fighter).sort((a, b) => b.value - a.value)
  const free = s.battlefield
    .filter((id) => {
      const o = s.objects[id]
      return o.controller === defender && !o.tapped && isCreature(s, o)
    })
    .map(fighter)
    .sort((a, b) => a.value - b.value)
  const used = new Set<Fighter>()
  const canBlock = (b: Fighter, a: Fighter) =>
    !used.has(b) && (!a.st.keywords.has('flying') || b.st.keywords.has('flying') || b.st.keywords.has('reach'))
  const blockersOf: Fighter[][] = attackers.map(() => [])
  attackers.forEach((a, i) => {
    const good =
      free.find(
        (b) => canBlock(b, a) && damageOf(b.st) >= lethalTo(b.st, a.st) && damageOf(a.st) < lethalTo(a.st, b.st),
      ) ?? free.find((b) => canBlock(b, a) && damageOf(b.st) >= lethalTo(b.st, a.st) && b.value <= a.value + 0.5)
    if (good) {
      used.add(good)
      blockersOf[i].push(good)
    }
  })
  const life = s.players[defender].life
  let through = attackers.reduce((t, a, i) => t + (blockersOf[i].length ? 0 : damageOf(a.st)), 0)
  attackers.forEach((a, i) => {
    if (through < life || blockersOf[i].length) return
    const chump = free.find((b) => canBlock(b, a))
    if (!chump) return
    used.add(chump)
    blockersOf[i].push(chump)
    through -= damageOf(a.st)
  })
  return (
    judge(life, [], [], []) -
    judge(
      life,
      attackers,
      attackers.map(() => true),
      blockersOf,
    )
  )
}

/**
 * The quick model's gain for `me` from the combat under way (a crowded battlefield, where playing the combat out
 * costs more than a decision's budget): the blocks declared, or the defender's likely ones while they are to come.
 */
export function quickCombatGain(s: GameState, me: PlayerIndex): number {
  const attacking = s.combat?.attackers ?? []
  if (!attacking.length) return 0
  const attacker = s.objects[attacking[0].id]?.controller
  if (attacker === undefined) return 0
  const blocksDeclared = !!s.combat!.blockers.length || !s.combat!.toBlock.length
  if (!blocksDeclared) {
    const gain = quickAttackValue(
      s,
      attacker,
      attacking.map((a) => a.id),
    )
    return me === attacker ? gain : -gain
  }
  const defender = s.players.findIndex((p, i) => i !== attacker && !p.lost)
  if (defender < 0) return 0
  const loss =
    lifeValue(s.players[defender].life) -
    quickBlockValue(
      s,
      defender as PlayerIndex,
      s.combat!.blockers.map((b) => ({ card: b.id, blocks: b.blocks })),
    )
  return me === defender ? -loss : loss
}
