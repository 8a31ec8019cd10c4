// The computer never peeks: it decides from its own view only, so shuffling every library and replacing every
// card hidden from it (other hands, face-down cards, set spells, a Utopia's card) leaves each decision unchanged.
import { describe, expect, it } from 'vitest'
import '@shared/engine'
import '@shared/variants'
import {
  actingPlayers,
  applyAction,
  createGame,
  legalActions,
  Random,
  viewFor,
  type Action,
  type CardObject,
  type GameState,
  type PlayerIndex,
} from '@shared/engine'
import { computerAction, type Level } from '@shared/computer'
import { starterMatchDecks } from '@shared/computer/decks'

const VARIANTS = ['normal', 'manahearth', 'combat', 'heroic', 'mental']

/** A card's kind: its card types (a replacement keeps them, so no new hero candidate appears, MH-2). */
function kind(s: GameState, def: string): string {
  return [...(s.cards[def]?.faces[0]?.types ?? [])].sort().join(' ')
}

/**
 * Every card hidden from `me` replaced and every library shuffled: the opponents' hidden cards (hands, libraries,
 * face-down cards) by any card of the game, its own library's cards by cards of the same types (so its options
 * stay the same). Its own cards that the rules let it look through (a hero chosen from its deck, MH-2) stay.
 */
export function perturb(s: GameState, me: PlayerIndex, rng: Random): GameState {
  const view = viewFor(s, me)
  const mayLook = new Set(
    legalActions(s, me).flatMap((a) => {
      const id = (a as { card?: unknown }).card
      return typeof id === 'string' ? [id] : []
    }),
  )
  const defs = Object.keys(s.cards).sort()
  const objects: Record<string, CardObject> = { ...s.objects }
  const replace = (o: CardObject): CardObject => {
    const same = defs.filter((d) => d !== o.def && (o.owner !== me || kind(s, d) === kind(s, o.def)))
    if (!same.length) return o
    const def = same[rng.int(same.length)]
    const extra = o.extra && 'physical' in o.extra ? { ...o.extra, physical: def } : o.extra
    return { ...o, def, ...(extra ? { extra } : {}) }
  }
  for (const o of Object.values(s.objects)) {
    const seen = view.objects[o.id]
    if (!seen) {
      if (!mayLook.has(o.id)) objects[o.id] = replace(o)
    } else if (o.extra && 'physical' in o.extra && !(seen.extra && 'physical' in seen.extra)) {
      const def = defs[rng.int(defs.length)]
      objects[o.id] = { ...o, extra: { ...o.extra, physical: def } }
    }
  }
  const players = s.players.map((p) => {
    const library = [...p.zones.library]
    for (let i = library.length - 1; i > 0; i--) {
      const j = rng.int(i + 1)
      ;[library[i], library[j]] = [library[j], library[i]]
    }
    return { ...p, zones: { ...p.zones, library } }
  })
  return { ...s, objects, players, rng: (s.rng ^ 0x9e3779b9) >>> 0 }
}

/** An action with card ids as card names (a shuffled library gives its cards other places, not other names). */
function normalise(s: GameState, action: Action): string {
  return JSON.stringify(action, (_k, v) =>
    typeof v === 'string' && /^c\d+$/.test(v) && s.objects[v] ? `#${s.cards[s.objects[v].def].name}` : v,
  )
}

function check(variant: string, level: Level, positions: number, seed: number): number {
  const decks = starterMatchDecks(variant)
  const players = [0, 1].map((i) => {
    const d = decks[i % decks.length]
    return { name: `P${i}`, deck: d.main, sideboard: d.sideboard ?? [], ...(d.hero ? { extra: { hero: d.hero } } : {}) }
  })
  let s = createGame({ variant, seed, cards: decks.flatMap((d) => d.cards), players, start: 0 })
  const rng = Random.fromSeed(seed)
  let checked = 0
  // Hard's wall-clock cap is only a safety net; without it a loaded machine can't cut one search short and not the other.
  const opts = { level, seed, timeCapMs: 600_000 }
  for (let step = 0; step < 3000 && s.phase !== 'ended' && checked < positions; step++) {
    const p = actingPlayers(s)[0]
    const real = computerAction(s, p, opts)
    if (legalActions(s, p).filter((a) => a.type !== 'pass').length > 0) {
      for (let k = 0; k < 2; k++) {
        const other = perturb(s, p, rng)
        const again = computerAction(other, p, opts)
        expect(normalise(other, again.action), `${variant} step ${step}`).toBe(normalise(s, real.action))
      }
      checked++
    }
    const r = applyAction(s, real.action)
    if (!r.ok) throw new Error(r.reason)
    s = r.state
  }
  return checked
}

describe('the computer never peeks', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: Normal and Easy decide the same with every hidden card replaced or shuffled`, () => {
      expect(check(variant, 'normal', 30, 11)).toBeGreaterThan(10)
      expect(check(variant, 'easy', 15, 12)).toBeGreaterThan(5)
    }, 120_000) // mental: 16 s on a 2-core machine at load 20, more with the look-ahead
    it(`${variant}: Hard decides the same with every hidden card replaced or shuffled`, () => {
      expect(check(variant, 'hard', 6, 13)).toBeGreaterThan(2)
    }, 300_000) // combat: 60 s on a 2-core machine at load 16
  }
})
