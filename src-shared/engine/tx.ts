// A copy-on-write transaction over a GameState: rules code reads and "mutates" `tx.s`, and only the parts it
// touches are shallow-copied (structural sharing), so the state before the action is never changed and an action
// costs what it touches, not the size of the game.
import type { CardObject, GameEvent, GameState, ObjId, PlayerIndex, PlayerState, StackItem, ZoneName } from './types'
import type { Variant } from './variant'
import { nextRandom } from './rng'

export class Tx {
  /** The draft state. Read freely; change it only through the methods below (they copy before writing). */
  readonly s: GameState
  readonly lines: string[] = []
  readonly events: GameEvent[] = []
  /** Parts copied by this transaction (writable). A Set, not a WeakSet: a Tx lives for one action. */
  private readonly fresh = new Set<object>()
  /** Counts the calls that hand out writable parts (not `set`, which replaces a field): "nothing written since". */
  writes = 0

  /** `base`: the state before the transaction (never written). */
  constructor(
    readonly base: GameState,
    readonly variant: Variant,
  ) {
    this.s = { ...base }
    this.fresh.add(this.s)
  }

  private own<T extends object>(value: T): T {
    this.writes++
    if (this.fresh.has(value)) return value
    const copy = (Array.isArray(value) ? value.slice() : { ...value }) as T
    this.fresh.add(copy)
    return copy
  }

  /** Sets a top-level field. */
  set<K extends keyof GameState>(key: K, value: GameState[K]): void {
    this.s[key] = value
  }

  log(line: string): void {
    this.lines.push(line)
  }
  emit(event: GameEvent): void {
    this.events.push(event)
  }

  // ---- objects ----
  objects(): Record<ObjId, CardObject> {
    this.writes++
    const objects = this.s.objects
    if (this.fresh.has(objects)) return objects
    const copy = copyTable(objects)
    this.fresh.add(copy)
    return (this.s.objects = copy)
  }
  /** A writable copy of an object. */
  obj(id: ObjId): CardObject {
    const objects = this.objects()
    const o = objects[id]
    if (!o) throw new Error(`internal: no object ${id}`)
    return (objects[id] = this.own(o))
  }
  addObject(o: CardObject): void {
    this.writes++
    this.fresh.add(o)
    this.objects()[o.id] = o
  }
  removeObject(id: ObjId): void {
    delete this.objects()[id]
  }
  newId(prefix = 'c'): string {
    const id = `${prefix}${this.s.nextId}`
    this.s.nextId++
    return id
  }

  // ---- players ----
  player(i: PlayerIndex): PlayerState {
    const players = (this.s.players = this.own(this.s.players))
    return (players[i] = this.own(players[i]))
  }
  playerExtra(i: PlayerIndex): Record<string, unknown> {
    const p = this.player(i)
    return (p.extra = this.own(p.extra))
  }
  gameExtra(): Record<string, unknown> {
    return (this.s.extra = this.own(this.s.extra))
  }

  // ---- zones ----
  /** A writable copy of a player's zone list. */
  zone(player: PlayerIndex, zone: string): ObjId[] {
    const p = this.player(player)
    const zones = (p.zones = this.own(p.zones))
    return (zones[zone] = this.own(zones[zone] ?? []))
  }
  battlefield(): ObjId[] {
    return (this.s.battlefield = this.own(this.s.battlefield))
  }
  stack(): StackItem[] {
    return (this.s.stack = this.own(this.s.stack))
  }
  sharedZone(zone: string): ObjId[] {
    const shared = (this.s.shared = this.own(this.s.shared))
    return (shared[zone] = this.own(shared[zone] ?? []))
  }
  /** The writable list that holds objects of `zone` for `owner`. */
  zoneList(zone: ZoneName, owner: PlayerIndex): ObjId[] {
    if (zone === 'battlefield') return this.battlefield()
    if (zone in this.s.shared) return this.sharedZone(zone)
    return this.zone(owner, zone)
  }

  // ---- randomness ----
  /** A float in [0,1) from the game's generator. */
  random(): number {
    const [value, next] = nextRandom(this.s.rng)
    this.s.rng = next
    return value
  }
  randomInt(n: number): number {
    return Math.floor(this.random() * n)
  }
  /** Fisher–Yates shuffle in place of a writable list. */
  shuffle(list: unknown[]): void {
    for (let i = list.length - 1; i > 0; i--) {
      const j = this.randomInt(i + 1)
      const t = list[i]
      list[i] = list[j]
      list[j] = t
    }
  }
}

/** States the reducer returned: finished, never written again (rules code writes only through a Tx's copies). */
const settled = new WeakSet<GameState>()
export function markSettled(state: GameState): void {
  settled.add(state)
}
export function isSettled(state: GameState): boolean {
  return settled.has(state)
}

/**
 * A copy of the objects table (same keys, same order). The table holds hundreds of ids that come and go as cards
 * change zones (CR 400.7), so V8 keeps it as a hash table; a spread would rebuild a fresh fixed shape for it on
 * every action (~5x slower), and the next delete would turn it back into a hash table anyway.
 */
function copyTable<T>(table: Record<string, T>): Record<string, T> {
  const copy: Record<string, T> = { a: undefined as T, b: undefined as T }
  delete copy.a // deleting a property that is not the last one makes V8 switch the object to hash-table mode
  delete copy.b
  const keys = Object.keys(table)
  for (let i = 0; i < keys.length; i++) copy[keys[i]] = table[keys[i]]
  return copy
}
