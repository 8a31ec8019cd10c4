// Every block, where there are few (CR 509.1): when (attackers + 1) ^ blockers is small, each assignment of the
// defender's creatures to attackers (equal blockers counted once) is judged by a quick model of the combat (damage
// through, trample, deathtouch, first strike, who dies), and the best few are played out in full by the caller.
import type { CardObject, GameState, ObjId, PlayerIndex } from '../engine/types'
import { possibleBlocks } from '../engine/combat'
import { staticSources } from '../engine/query'
import { creatureValue, stats } from './evaluate'

type Stats = ReturnType<typeof stats>

/** Assignments enumerated at most (equal blockers deduplicated). */
export const EXACT_BLOCKS = 3000

const damageOf = (a: Stats) => Math.max(0, a.power) * (a.keywords.has('double strike') ? 2 : 1)
const firstStrike = (a: Stats) => a.keywords.has('first strike') || a.keywords.has('double strike')
/** Damage that is lethal to `b` from a source with these keywords (deathtouch, CR 702.2c). */
const lethalTo = (source: Stats, b: Stats) =>
  b.keywords.has('indestructible') ? Infinity : source.keywords.has('deathtouch') ? 1 : Math.max(1, b.toughness)

const lifeValue = (life: number) => (life <= 0 ? -1000 : 8 * Math.sqrt(life))

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

/** The best few complete block assignments by the quick model, or null when there are too many to enumerate. */
export function exactBlocks(s: GameState, me: PlayerIndex, keep = 6): { card: ObjId; blocks: ObjId }[][] | null {
  const attacking = s.combat?.attackers ?? []
  if (!attacking.length) return null
  const options = possibleBlocks(s, me)
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
    st: stats(s, s.objects[id], sources),
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
