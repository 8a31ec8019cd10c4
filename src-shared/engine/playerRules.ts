// Static abilities that change the rules for players (CR 402.2, 614.10, 305.2, 119.7).
import type { PlayerRule } from './ast'
import type { GameState, PlayerIndex } from './types'
import { abilitiesOf } from './query'

/** How many permanents on the battlefield apply this rule to the player. */
export function playerRuleCount(s: GameState, player: PlayerIndex, rule: PlayerRule): number {
  let n = 0
  for (const id of s.battlefield) {
    const o = s.objects[id]
    const statics = abilitiesOf(s, o)?.statics
    if (!statics) continue
    for (const st of statics) {
      if (st.kind !== 'playerRule' || st.rule !== rule) continue
      if (st.who === 'all' || (st.who === 'you') === (o.controller === player)) n += st.amount ?? 1
    }
  }
  return n
}

/** CR 305.2: one land each turn, plus one for each "you may play an additional land on each of your turns". */
export function landsAllowed(s: GameState, player: PlayerIndex): number {
  return 1 + playerRuleCount(s, player, 'extraLand') + (s.players[player].extraLands ?? 0)
}
