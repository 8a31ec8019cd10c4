// The computer never peeks, checked from the other side: every card hidden from the deciding seat gets a definition
// that counts each time it is read, and the computer's decisions must read none of them, at every position of a game,
// in every variant and at every level. The engine itself may read them when it referees the real game (the final
// legality check, or listing a hero to choose from the seat's own deck, MH-2): reads inside those calls and the
// cards the rules let the seat look through don't count.
import { describe, expect, it, vi } from 'vitest'
import '@shared/engine'
import '@shared/variants'
import {
  actingPlayers,
  applyAction,
  createGame,
  legalActions,
  viewFor,
  type CardObject,
  type GameState,
  type PlayerIndex,
} from '@shared/engine'
import { computerAction, LEVELS } from '@shared/computer'
import { starterMatchDecks } from '@shared/computer/decks'
import { unitOrLong } from '../../support/long'

const VARIANTS = ['normal', 'manahearth', 'combat', 'heroic', 'mental']
// Decisions checked per level and game (more in `npm run test:long`).
const STEPS = unitOrLong(80, 120)
const HARD_STEPS = unitOrLong(30, 60)

let refereeing = 0
let reads = 0

vi.mock('@shared/engine/game', async (importOriginal) => {
  const engine = await importOriginal<typeof import('@shared/engine/game')>()
  const referee =
    <A extends unknown[], R>(f: (...a: A) => R) =>
    (...a: A): R => {
      refereeing++
      try {
        return f(...a)
      } finally {
        refereeing--
      }
    }
  return { ...engine, checkAction: referee(engine.checkAction), legalActions: referee(engine.legalActions) }
})

/** The position with every card hidden from `me` given a definition that counts its reads. */
function poisoned(s: GameState, me: PlayerIndex): GameState {
  const view = viewFor(s, me)
  const mayLook = new Set(
    legalActions(s, me).flatMap((a) => {
      const id = (a as { card?: unknown }).card
      return typeof id === 'string' ? [id] : []
    }),
  )
  const cards = { ...s.cards }
  const objects: Record<string, CardObject> = { ...s.objects }
  for (const o of Object.values(s.objects)) {
    if (view.objects[o.id] || mayLook.has(o.id)) continue
    const def = `counted:${o.def}`
    cards[def] ??= new Proxy(s.cards[o.def], {
      get(target, key, receiver) {
        if (!refereeing) reads++
        return Reflect.get(target, key, receiver)
      },
    })
    objects[o.id] = { ...o, def }
  }
  return { ...s, cards, objects }
}

describe('the computer reads no hidden card', () => {
  for (const variant of VARIANTS)
    it(`${variant}: no decision of Easy, Normal or Hard reads a card hidden from it (CR 400.2, CR 708)`, () => {
      const decks = starterMatchDecks(variant)
      const players = [0, 1].map((i) => {
        const d = decks[i % decks.length]
        return {
          name: `P${i}`,
          deck: d.main,
          sideboard: d.sideboard ?? [],
          ...(d.hero ? { extra: { hero: d.hero } } : {}),
        }
      })
      const peeks: string[] = []
      let checked = 0
      for (const [k, level] of LEVELS.entries()) {
        let s = createGame({ variant, seed: 30 + k, cards: decks.flatMap((d) => d.cards), players, start: 0 })
        for (let step = 0; step < (level === 'hard' ? HARD_STEPS : STEPS) && s.phase !== 'ended'; step++) {
          const p = actingPlayers(s)[0]
          reads = 0
          const decision = computerAction(poisoned(s, p), p, { level, seed: 5 })
          if (reads) peeks.push(`${level} step ${step} (${s.step}): ${reads} reads deciding ${decision.action.type}`)
          checked++
          const r = applyAction(s, computerAction(s, p, { level, seed: 5 }).action)
          if (!r.ok) throw new Error(r.reason)
          s = r.state
        }
      }
      expect(checked).toBeGreaterThan(100)
      expect(peeks).toEqual([])
    }, 300_000) // mental: 80 s on a 2-core machine at load 16
})
