// Games between Normal computer players with random decks of real cards: for each game, two two-colour decks of 23
// spells drawn from the fully automated tournament-legal cards of the shared AtomicCards (mana value at most 6) and
// 17 basic lands. The engine's and the variant's invariants are checked after every action (playGame throws on a
// broken one or an illegal action), and no game stalls or reaches the turn cap. Seeds are fixed: a failure names its
// game and both decks, and replays.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { playGame, type MatchDeck } from '@shared/computer/match'
import type { CardDefinition } from '@shared/cards/model'
import { explainCard, Random } from '@shared/engine'
import { legalSample } from '../../../support/smokePlay'

const BASIC_OF: Record<string, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' }

function cardsForDecks(): { spells: CardDefinition[]; basics: CardDefinition[] } {
  const spells = legalSample(
    1,
    (d) => d.faces.length === 1 && !!d.faces[0].manaCost && !d.faces[0].types.includes('Land') && d.manaValue <= 6,
    (d) => explainCard(d).automated,
  )
  const basics = legalSample(1, (d) => Object.values(BASIC_OF).includes(d.name))
  return { spells, basics }
}

function randomDeck(rng: Random, spells: CardDefinition[], basics: CardDefinition[]): MatchDeck {
  const first = rng.pick(['W', 'U', 'B', 'R', 'G'])
  const colours = [first, rng.pick(['W', 'U', 'B', 'R', 'G'].filter((c) => c !== first))]
  const fits = spells.filter((d) => d.colorIdentity.every((c) => colours.includes(c)))
  const picks = Array.from({ length: 23 }, () => rng.pick(fits))
  const land = (i: number) => basics.find((b) => b.name === BASIC_OF[colours[i % 2]])!
  const lands = Array.from({ length: 17 }, (_, i) => land(i))
  return { main: [...picks, ...lands].map((d) => d.id), cards: [...picks, ...lands] }
}

describe('computer games with random decks of real cards', () => {
  const { spells, basics } = cardsForDecks()
  for (const [variant, games] of [
    ['normal', 6],
    ['mental', 3],
    ['heroic', 3],
    ['combat', 3],
  ] as const) {
    it(`${variant}: ${games} games of Normal against Normal, invariants after every action, no stall, no turn cap`, () => {
      const rng = Random.fromSeed(variant.length * 97)
      for (let g = 0; g < games; g++) {
        const decks = [randomDeck(rng, spells, basics), randomDeck(rng, spells, basics)]
        const names = decks
          .map((d) =>
            d.cards
              .slice(0, 23)
              .map((c) => c.name)
              .join(', '),
          )
          .join(' | ')
        let result
        try {
          result = playGame(
            { variant, seats: ['normal', 'normal'], decks: [[decks[0]], [decks[1]]], seed: 500 + g, invariants: true },
            0,
          )
        } catch (error) {
          throw new Error(`game ${g} (${names}): ${error instanceof Error ? error.message : String(error)}`)
        }
        expect(result.winner, `game ${g} (${names}) unfinished after ${result.turns} turns`).not.toBeNull()
      }
    }, 300_000)
  }
})
