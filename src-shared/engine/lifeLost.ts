// Which players lost life this turn (CR 119.3: damage, life loss and paying life all make a player lose life), for
// spectacle's "if an opponent lost life this turn" (CR 702.137a). Kept in `extra.lostLife`, stamped with the turn.
import type { Tx } from './tx'
import type { GameState, PlayerIndex } from './types'

interface LostLife {
  turn: number
  players: PlayerIndex[]
}

/** Notes that the player lost life (called wherever a life total goes down). */
export function noteLifeLost(tx: Tx, player: PlayerIndex, amount: number): void {
  if (amount <= 0) return
  const r = tx.s.extra.lostLife as LostLife | undefined
  const players = r && r.turn === tx.s.turn ? r.players : []
  if (players.includes(player)) return
  tx.set('extra', { ...tx.s.extra, lostLife: { turn: tx.s.turn, players: [...players, player] } })
}

/** Did an opponent of `player` lose life this turn? */
export function opponentLostLife(s: GameState, player: PlayerIndex): boolean {
  const r = s.extra.lostLife as LostLife | undefined
  return !!r && r.turn === s.turn && r.players.some((p) => p !== player)
}

/** Who dealt combat damage to a player this turn and their subtypes then ("player:Rogue", "player:*" for
 *  changeling), for prowl (CR 702.76a). Kept in `extra.prowl`, stamped with the turn. */
interface CombatDamagers {
  turn: number
  marks: string[]
}

/** Notes that a source its controller controls dealt combat damage to a player: its subtypes as it dealt it. */
export function noteCombatDamageToPlayer(
  tx: Tx,
  controller: PlayerIndex,
  subtypes: readonly string[],
  changeling: boolean,
): void {
  const r = tx.s.extra.prowl as CombatDamagers | undefined
  const marks = r && r.turn === tx.s.turn ? r.marks : []
  const add = (changeling ? ['*'] : subtypes).map((t) => `${controller}:${t}`).filter((m) => !marks.includes(m))
  if (add.length) tx.set('extra', { ...tx.s.extra, prowl: { turn: tx.s.turn, marks: [...marks, ...add] } })
}

/** CR 702.76a: was a player dealt combat damage this turn by a source `player` controlled that had any of the
 *  spell's creature types (`subtypes`: its own; `changeling`: it has every one)? */
export function prowlMetFor(
  s: GameState,
  player: PlayerIndex,
  subtypes: readonly string[],
  changeling: boolean,
): boolean {
  const r = s.extra.prowl as CombatDamagers | undefined
  if (!r || r.turn !== s.turn) return false
  const mine = r.marks.filter((m) => m.startsWith(`${player}:`)).map((m) => m.slice(String(player).length + 1))
  if (!mine.length) return false
  if (changeling || mine.includes('*')) return true
  return subtypes.some((t) => mine.includes(t))
}
