// Heroic in scenario files (the scenario contract): `players[i].hero` (or the deck's only legendary
// creature in the sideboard) is the hero, starting outside the game; in a prepared `state`, `state.players[i]` may
// set `hero`, `heroLevel`, `heroCasts`, `heroDamage`. A hero named there is the player's copy on the battlefield,
// on the stack, in hand, graveyard, exile or outside, else a new card outside the game. Output per player: `hero`,
// `heroLevel`, `heroCasts`, `heroDamage`, and (extension, docs/scenarios.md) `outside`: the sideboard's cards.
import type { ScenarioHooks } from '../../engine/variant'
import { nameOf } from '../../engine/query'
import { MAX_LEVEL, OUTSIDE, designatedHeroDef, heroName, heroicExtra, installHero } from './hero'

const COUNTS = ['heroLevel', 'heroCasts', 'heroDamage'] as const

export const scenarioHooks: ScenarioHooks = {
  playerStateFields: ['hero', ...COUNTS],
  applyState(tx, input, resolveName) {
    tx.s.players.forEach((p, i) => {
      const raw = input.players[i] ?? {}
      const where = `state.players[${i}]`
      if (raw.hero !== undefined && typeof raw.hero !== 'string')
        throw new Error(`${where}.hero: must be a legendary creature card name`)
      const def = typeof raw.hero === 'string' ? resolveName(raw.hero) : designatedHeroDef(tx.s, i)
      // Ruling HE-2: every Heroic player has a hero (named here, by players[i].hero, or a deck's Hero: line).
      if (!def)
        throw new Error(
          `${raw.hero === undefined && !input.players[i] ? `players[${i}]` : where}.hero: required: every Heroic player has a hero, a legendary creature (ruling HE-2)`,
        )
      {
        try {
          const id = installHero(tx, i, def, ['battlefield', 'hand', 'graveyard', 'exile', OUTSIDE])
          const zone = tx.s.objects[id].zone
          if (zone !== 'battlefield' && zone !== OUTSIDE)
            throw new Error(
              `"${nameOf(tx.s, id)}" is in the ${zone}, where a hero never stays (ruling HE-8: it leaves the game instead; HE-7: cast at once from the hand)`,
            )
        } catch (error) {
          throw new Error(`${where}.hero: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
      for (const f of COUNTS) {
        const v = raw[f]
        if (v === undefined) continue
        if (!Number.isInteger(v) || (v as number) < 0)
          throw new Error(`${where}.${f}: must be a whole number, 0 or more`)
        if (f === 'heroLevel' && (v as number) > MAX_LEVEL)
          throw new Error(`${where}.heroLevel: the Hero Level emblem goes from 0 to ${MAX_LEVEL} (ruling HE-9)`)
        tx.playerExtra(i)[f] = v
      }
    })
  },
  output(state, out) {
    const players = out.players as Record<string, unknown>[]
    players.forEach((p, i) => {
      const x = heroicExtra(state, i)
      p.hero = heroName(state, i)
      p.heroLevel = x.heroLevel ?? 0
      p.heroCasts = x.heroCasts ?? 0
      p.heroDamage = x.heroDamage ?? 0
      p.outside = (state.players[i].zones[OUTSIDE] ?? []).map((id) => nameOf(state, id))
    })
  },
}
