// The activated abilities a player's permanents can use now, as the computer's opponent model reads them: neither a
// sacrifice of the source nor sorcery-speed, handled by the engine, and a tap cost only on an untapped permanent (for a
// creature, one under its control since the turn began, CR 302.6, 602.2).
import type { GameState, ObjId, PlayerIndex } from '../engine/types'
import { abilitiesOf, isCreature } from '../engine/query'

/** What the scan reads of every activated ability. */
export interface ReadyAbility {
  tap?: boolean
  sacrificeSelf?: boolean
  sorcery?: boolean
  automated?: boolean
}

/** What `read` makes of each ability `p`'s permanents can use now (those it returns undefined for left out), once per
 *  state and player (`memo`). */
export function readyAbilities<A extends ReadyAbility, T>(
  memo: WeakMap<GameState, Map<PlayerIndex, T[]>>,
  s: GameState,
  p: PlayerIndex,
  read: (a: A, source: ObjId, ability: number) => T | undefined,
): T[] {
  let byPlayer = memo.get(s)
  const known = byPlayer?.get(p)
  if (known) return known
  const out: T[] = []
  for (const id of s.battlefield) {
    const o = s.objects[id]
    if (o.controller !== p) continue
    const list = abilitiesOf(s, o)?.activated ?? []
    list.forEach((ab, ability) => {
      const a = ab as unknown as A
      if (a.sacrificeSelf || a.sorcery || a.automated === false) return
      if (a.tap && (o.tapped || (o.sick && isCreature(s, o)))) return
      const found = read(a, id, ability)
      if (found !== undefined) out.push(found)
    })
  }
  if (!byPlayer) memo.set(s, (byPlayer = new Map()))
  byPlayer.set(p, out)
  return out
}
