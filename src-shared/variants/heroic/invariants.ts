// Heroic invariants (checked after every action in random games and tests, through hooks.invariants).
import type { GameState } from '../../engine/types'
import { HERO_DAMAGE_TO_WIN, MAX_LEVEL, heroicExtra, isHero } from './hero'

/** Where a hero may be (ruling HE-8: never in a library, hand, graveyard or exile; it leaves the game instead). */
const HERO_ZONES = ['outside', 'stack', 'battlefield']

export function heroicInvariants(state: GameState): string[] {
  const problems: string[] = []
  const heroes = new Map<number, number>()
  for (const o of Object.values(state.objects)) {
    if (!isHero(o)) continue
    heroes.set(o.owner, (heroes.get(o.owner) ?? 0) + 1)
    if (!HERO_ZONES.includes(o.zone))
      problems.push(`player ${o.owner}'s hero ${o.id} is in the ${o.zone} (ruling HE-8: it leaves the game instead)`)
  }
  state.players.forEach((p, i) => {
    if (p.lost) return
    if ((heroes.get(i) ?? 0) > 1) problems.push(`player ${i} has ${heroes.get(i)} heroes`)
    const x = heroicExtra(state, i)
    const level = x.heroLevel ?? 0
    if (!Number.isInteger(level) || level < 0 || level > MAX_LEVEL)
      problems.push(`player ${i} has hero level ${level} (ruling HE-9: 0–${MAX_LEVEL})`)
    if ((x.heroCasts ?? 0) < 0 || (x.heroDamage ?? 0) < 0)
      problems.push(`player ${i} has negative hero casts or damage`)
    if (state.phase !== 'ended' && (x.heroDamage ?? 0) >= HERO_DAMAGE_TO_WIN)
      problems.push(`player ${i}'s hero dealt ${x.heroDamage} damage but the game goes on (ruling HE-10)`)
  })
  return problems
}
