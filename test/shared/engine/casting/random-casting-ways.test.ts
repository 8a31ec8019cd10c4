// Random legal play with decks full of other ways to cast (CR 118.9, 702): every offered action is accepted, the
// invariants hold, and no view ever shows the other player a face-down card (CR 708.5) or a foretold one.
import { describe, expect, it } from 'vitest'
import { checkInvariants, createGame, viewFor, type GameState } from '../../../../src-shared/engine'
import { realCard } from '../../../support/realCards'
import { recordRandomGame } from '../helpers'

const SPELLS = [
  'Mulldrifter',
  'Mardu Scout',
  'Riveteers Decoy',
  'Comparative Analysis',
  'Sudden Shock',
  'Battering Craghorn',
  'Misthoof Kirin',
  'Staggershock',
  'Bloodbraid Elf',
  'Fiery Temper',
  'Tormenting Voice',
  'Rift Bolt',
  'Grapeshot',
  'Demon Bolt',
  'Nimbus Naiad',
  'Electrickery',
  'Fruit of Tizerus',
  'Thunderous Wrath',
  "Light 'Em Up",
]
const LANDS = ['Mountain', 'Island', 'Forest', 'Swamp', 'Plains']

function newGame(seed: number): GameState {
  const cards = [...SPELLS, ...LANDS].map(realCard)
  const id = (n: string) => cards.find((c) => c.name === n)!.id
  const deck = [...SPELLS.flatMap((n) => [id(n), id(n)]), ...Array.from({ length: 22 }, (_, i) => id(LANDS[i % 5]))]
  return createGame({
    variant: 'normal',
    seed,
    start: 0,
    cards,
    players: ['Ann', 'Ben'].map((name) => ({ name, deck })),
  })
}

/** The names of the cards a player may not see: the other player's face-down permanents, spells and foretold cards. */
function hiddenFrom(s: GameState, viewer: number): string[] {
  return Object.values(s.objects)
    .filter((o) => o.faceDown && o.controller !== viewer && !o.revealed)
    .map((o) => s.cards[o.def].name)
}

describe('random play with other ways to cast', () => {
  it('CR 118.9, 702.37, 708.5: legal actions are accepted, invariants hold, face-down cards stay hidden', () => {
    let faceDownSeen = 0
    for (const seed of [1, 2, 3]) {
      const { states } = recordRandomGame(newGame(seed), seed * 11 + 3, 700, 0.3)
      for (const s of states) {
        expect(checkInvariants(s), `seed ${seed} action ${s.actionCount}`).toEqual([])
        for (const viewer of [0, 1]) {
          const hidden = hiddenFrom(s, viewer)
          if (!hidden.length) continue
          faceDownSeen++
          const view = viewFor(s, viewer)
          const names = Object.values(view.objects).flatMap((o) => (view.cards[o.def] ? [view.cards[o.def].name] : []))
          // A hidden card's name may show only through another copy the viewer sees.
          const visibleCopies = Object.values(s.objects).filter(
            (o) => !(o.faceDown && o.controller !== viewer) && view.objects[o.id]?.def === o.def,
          )
          for (const name of hidden)
            if (!visibleCopies.some((o) => s.cards[o.def].name === name)) expect(names).not.toContain(name)
          for (const o of Object.values(s.objects))
            if (o.faceDown && o.controller !== viewer && !o.revealed)
              expect(view.objects[o.id]?.def ?? 'hidden').toBe('hidden')
        }
      }
    }
    expect(faceDownSeen).toBeGreaterThan(0) // the random players did cast face down or foretell
  }, 120_000)
})
