// Manahearth in scenario files (the scenario contract): per-player `hero`, `ultimateUsed`, `heroUsed`
// (a hero ability was used this turn) and `lotus` (a Lotus in hand) in `state`; `hero`, `ultimateUsed`, `heroUsed`
// and the table's `manahearthZone` in the output. In a prepared `state`, basic lands on the battlefield are
// Manahearth Zone lands (the zone holds the rest of the ten).
import type { Action } from '../../engine/types'
import type { ScenarioHooks } from '../../engine/variant'
import { createObject } from '../../engine/zones'
import { isPlaneswalker, nameOf } from '../../engine/query'
import {
  BASIC_LANDS,
  MANAHEARTH_ZONE,
  PILE_SIZE,
  TABLE,
  addToZone,
  pileTop,
  zoneCounts,
  type BasicLand,
} from './manahearthZone'
import { HERO_ZONE, heroExtra, heroName } from './heroZone'
import { giveLotus } from './lotus'

const MANUAL_ZONES = ['battlefield', 'hand', 'graveyard', 'exile', 'stack', 'library', 'outside', 'command']

const isBasic = (name: string): name is BasicLand => (BASIC_LANDS as readonly string[]).includes(name)

export const scenarioHooks: ScenarioHooks = {
  playerStateFields: ['hero', 'ultimateUsed', 'heroUsed', 'lotus'],
  applyState(tx, input, resolveName) {
    // The Manahearth Zone: basic lands on the battlefield came from it (ruling MH-6).
    const taken: Record<string, number> = {}
    for (const id of tx.s.battlefield) {
      const name = nameOf(tx.s, id)
      const o = tx.s.objects[id]
      if (!isBasic(name) || o.token) continue
      taken[name] = (taken[name] ?? 0) + 1
      const w = tx.obj(id)
      w.owner = TABLE
      w.extra = { ...(w.extra ?? {}), manahearth: true }
    }
    for (const name of BASIC_LANDS) {
      const n = taken[name] ?? 0
      if (n > PILE_SIZE)
        throw new Error(
          `state.players: ${n} ${name} on the battlefield; the Manahearth Zone has only ${PILE_SIZE} (ruling MH-6)`,
        )
      addToZone(tx, name, PILE_SIZE - n)
    }
    const turn = typeof input.state.turn === 'number' ? input.state.turn : 1
    tx.s.players.forEach((p, i) => {
      const raw = input.players[i] ?? {}
      const where = `state.players[${i}]`
      const heroField = raw.hero ?? p.extra.heroName
      if (heroField !== undefined) {
        if (typeof heroField !== 'string') throw new Error(`${where}.hero: must be a planeswalker card name`)
        const def = raw.hero !== undefined ? resolveName(heroField) : (p.extra.heroDef as string)
        const id = createObject(tx, def, i, HERO_ZONE)
        if (!isPlaneswalker(tx.s, tx.s.objects[id]))
          throw new Error(`${where}.hero: "${heroField}" is not a planeswalker card (rule 6)`)
      }
      for (const f of ['ultimateUsed', 'heroUsed', 'lotus'] as const) {
        if (raw[f] !== undefined && typeof raw[f] !== 'boolean') throw new Error(`${where}.${f}: must be true or false`)
      }
      if (raw.ultimateUsed) tx.playerExtra(i).ultimateUsed = true
      if (raw.heroUsed) tx.playerExtra(i).heroUsedTurn = turn
      if (raw.lotus) giveLotus(tx, i)
    })
  },
  output(state, out) {
    const players = out.players as Record<string, unknown>[]
    players.forEach((p, i) => {
      p.hero = heroName(state, i)
      p.ultimateUsed = heroExtra(state, i).ultimateUsed === true
      p.heroUsed = heroExtra(state, i).heroUsedTurn === state.turn
      // The table's lands have no owner among the players: don't report one.
      for (const entry of p.battlefield as Record<string, unknown>[]) if (entry.owner === TABLE) delete entry.owner
    })
    out.manahearthZone = zoneCounts(state)
  },
  resolveAction(state, raw, resolve) {
    const player = raw.player as number
    if (raw.type === 'chooseHero' && typeof raw.card === 'string') {
      let card: string
      try {
        card = resolve(raw.card, ['library'], player)
      } catch {
        throw new Error(`There is no "${raw.card}" among your deck's cards to choose as your hero (ruling MH-2)`)
      }
      return { type: 'chooseHero', player, card }
    }
    if (raw.type === 'playLand' && raw.from === MANAHEARTH_ZONE && typeof raw.card === 'string') {
      const name = raw.card.replace(/#\d+$/, '').trim()
      const canonical = BASIC_LANDS.find((n) => n.toLowerCase() === name.toLowerCase())
      if (!canonical)
        throw new Error(
          `The Manahearth Zone holds only basic lands (${BASIC_LANDS.join(', ')}), not "${raw.card}" (ruling MH-6)`,
        )
      const card = pileTop(state, canonical)
      if (!card)
        throw new Error(`The Manahearth Zone has no ${canonical} left: an empty pile can't be chosen (ruling MH-6)`)
      return { ...raw, card } as unknown as Action
    }
    if (raw.type === 'manual') {
      // As the core resolution, but a card may also be named in a Hero Zone or the Manahearth Zone (so the
      // engine can say why it can't be moved, rulings MH-6 and MH-9).
      const a: Record<string, unknown> = { ...raw }
      if (typeof raw.card === 'string')
        a.card = resolve(raw.card, [...MANUAL_ZONES, HERO_ZONE, MANAHEARTH_ZONE], player)
      if (typeof raw.target === 'string') {
        const m = /^player:(\d+)$/.exec(raw.target)
        a.target = m ? { player: Number(m[1]) } : { card: resolve(raw.target, ['battlefield', 'stack'], player) }
      }
      return a as unknown as Action
    }
    return null // the core resolution
  },
}

export { zoneCounts, MANAHEARTH_ZONE }
