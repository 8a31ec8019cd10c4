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
  private readonly fresh = new WeakSet<object>()

  constructor(base: GameState, readonly variant: Variant) {
    this.s = { ...base }
    this.fresh.add(this.s)
  }

  private own<T extends object>(value: T): T {
    if (this.fresh.has(value)) return value
    const copy = (Array.isArray(value) ? value.slice() : { ...value }) as T
    this.fresh.add(copy)
    return copy
  }

  /** Sets a top-level field. */
  set<K extends keyof GameState>(key: K, value: GameState[K]): void {
    this.s[key] = value
  }

  log(line: string): void { this.lines.push(line) }
  emit(event: GameEvent): void { this.events.push(event) }

  // ---- objects ----
  objects(): Record<ObjId, CardObject> {
    return (this.s.objects = this.own(this.s.objects))
  }
  /** A writable copy of an object. */
  obj(id: ObjId): CardObject {
    const objects = this.objects()
    const o = objects[id]
    if (!o) throw new Error(`internal: no object ${id}`)
    return (objects[id] = this.own(o))
  }
  addObject(o: CardObject): void {
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
