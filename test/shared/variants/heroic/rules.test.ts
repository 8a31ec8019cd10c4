// Heroic rules beyond the scenario files (test/scenarios/heroic): rulings HE-2..HE-10 through the engine API.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import {
  applyAction,
  checkInvariants,
  createGame,
  describePending,
  legalActions,
  variantById,
  viewFor,
  type Action,
  type GameState,
} from '@shared/engine'
import { runScenario } from '@shared/scenario'
import { starterPool } from '@shared/cards/starter'
import { parseDeckList } from '@shared/cards/decklist'
import { checkDeck } from '@shared/cards/deckRules'
import { bannedNames, heroicVariant, heroObject, LEVEL_KEYWORDS } from '@shared/variants/heroic'
import { keywordsOf } from '@shared/engine/query'
import { deckText, newHeroicGame, starterDeck, DECK_FILES } from './helpers'

const ANN = { name: 'Ann', hero: 'Krenko, Mob Boss' }
const BEN = { name: 'Ben', hero: 'Ezuri, Renegade Leader' }

/** A prepared position (scenario format) and its final state. */
function play(state: Record<string, unknown>, actions: Record<string, unknown>[] = []) {
  return runScenario({ variant: 'heroic', seed: 3, players: [ANN, BEN], state, actions }, starterPool())
}

const main = (players: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  turn: 5,
  active: 0,
  step: 'precombatMain',
  players,
  ...extra,
})
const krenko = { name: 'Krenko, Mob Boss', sick: false }

function act(s: GameState, a: Action): GameState {
  const r = applyAction(s, a)
  if (!r.ok) throw new Error(r.reason)
  return r.state
}

describe('Heroic variant', () => {
  it('HE-6: life 25, hands of seven, London mulligan, the normal maximum hand size', () => {
    expect(heroicVariant.life).toBe(25)
    expect(heroicVariant.handSize).toBe(7)
    expect(heroicVariant.maxHandSize).toBe(7)
    expect(heroicVariant.chart.setupSteps.map((s) => s.name)).toEqual(['heroes', 'mulligan'])
    const s = newHeroicGame(1)
    expect(s.players.map((p) => [p.life, p.zones.hand.length, p.zones.library.length])).toEqual([
      [25, 7, 53],
      [25, 7, 53],
    ])
    expect(checkInvariants(s)).toEqual([])
  })

  it('HE-2: the designated hero starts outside the game (the sideboard) and is marked as the hero', () => {
    const s = newHeroicGame(2)
    for (const i of [0, 1]) {
      const hero = heroObject(s, i)!
      expect(hero.zone).toBe('outside')
      expect(s.cards[hero.def].name).toBe(starterDeck(DECK_FILES[(i + 2) % 2]).hero)
      expect(s.players[i].zones.outside).toHaveLength(8)
    }
  })

  it('HE-2: a named hero that is not a legendary creature is refused with a clear message', () => {
    const d = starterDeck(DECK_FILES[0])
    expect(() =>
      createGame({
        variant: 'heroic',
        seed: 1,
        cards: d.cards,
        players: [
          { name: 'A', deck: d.main, sideboard: d.sideboard, extra: { hero: 'Goblin Arsonist' } },
          { name: 'B', deck: d.main, sideboard: d.sideboard },
        ],
      }),
    ).toThrow(/"Goblin Arsonist" is not a legendary creature/)
  })

  it('HE-2..HE-4: the starter decks pass the Heroic deck rules the variant names (deckRules "heroic")', () => {
    expect(heroicVariant.deckRules).toBe('heroic')
    for (const file of DECK_FILES) {
      const result = checkDeck(heroicVariant.deckRules as 'heroic', parseDeckList(deckText(file)), starterPool())
      expect(result.problems).toEqual([])
      expect(result.hero).toBe(starterDeck(file).hero)
    }
  })

  it("HE-3, HE-4: a fifth copy of a creature and an off-type creature are deck problems under the variant's deck rules", () => {
    const text = deckText(DECK_FILES[0])
      .replace('4 Goblin Guide', '5 Goblin Guide')
      .replace('18 Mountain', '16 Mountain\n1 Grizzly Bears')
    const rules = checkDeck(heroicVariant.deckRules as 'heroic', parseDeckList(text), starterPool()).problems.map(
      (p) => p.rule,
    )
    expect(rules).toContain('HE-3')
    expect(rules).toContain('HE-4')
  })

  it('HE-5: the ban list is a game option, empty by default, saved in the game, and a banned card stops the game starting', () => {
    expect(newHeroicGame(1).options.banList).toBe('')
    const s = newHeroicGame(1, 2, { banList: 'Murder | Counterspell' })
    expect(s.options.banList).toBe('Murder | Counterspell') // saved with the game
    expect(bannedNames(s.options.banList)).toEqual(['Murder', 'Counterspell'])
    expect(() => newHeroicGame(1, 2, { banList: 'Goblin Guide' })).toThrow(
      /"Goblin Guide", which is on the game's ban list \(ruling HE-5\)/,
    )
    const banned = checkDeck('heroic', parseDeckList(deckText(DECK_FILES[0])), starterPool(), {
      banList: bannedNames('Goblin Guide'),
    })
    expect(banned.problems).toEqual([{ rule: 'HE-5', message: '"Goblin Guide" is banned' }])
  })

  it('HE-7: casting the hero from outside is offered among the legal actions once per turn, at sorcery timing', () => {
    const { state } = play(
      main([{ library: ['Mountain'], battlefield: Array(8).fill('Mountain') }, { library: ['Forest'] }]),
    )
    const heroCast = (s: GameState) =>
      legalActions(s, 0).filter((a) => a.type === 'cast' && (a as { from?: string }).from === 'outside')
    expect(heroCast(state)).toHaveLength(1)
    let s = act(state, heroCast(state)[0])
    s = act(act(s, { type: 'pass', player: 0 }), { type: 'pass', player: 1 })
    expect(heroObject(s, 0)!.zone).toBe('battlefield')
    expect(heroCast(s)).toEqual([])
    // The opponent's sideboard hero is never offered to player 0, nor in the opponent's turn to them.
    expect(legalActions(s, 1).filter((a) => a.type === 'cast')).toEqual([])
  })

  it('HE-8: a hero moved by hand to any of exile, hand, graveyard or library leaves the game instead', () => {
    for (const to of ['exile', 'hand', 'graveyard', 'library', 'libraryBottom']) {
      const { state, output } = play(
        main([{ library: ['Mountain'], battlefield: [krenko] }, { library: ['Forest'] }]),
        [{ player: 0, type: 'manual', op: 'move', card: 'Krenko, Mob Boss', to }],
      )
      expect(output.rejected, to).toEqual([])
      expect(heroObject(state, 0)!.zone, to).toBe('outside')
      expect(state.players[0].zones.library, to).toHaveLength(1)
      expect(checkInvariants(state), to).toEqual([])
    }
  })

  it('HE-8 with CR 704.5j: keeping a token copy of the hero sends the hero itself outside the game, not to the graveyard', () => {
    const { state } = play(
      main([{ library: ['Mountain'], battlefield: [krenko], graveyard: [] }, { library: ['Forest'] }]),
      [{ player: 0, type: 'manual', op: 'token', to: 'Krenko, Mob Boss' }],
    )
    expect(
      state.battlefield.filter((id) => state.cards[state.objects[id].def].name === 'Krenko, Mob Boss'),
    ).toHaveLength(2)
    expect(state.pending[0]?.kind).toBe('legend') // CR 704.5j: two Krenkos
    const token = state.battlefield.find((id) => state.objects[id].token)!
    const kept = act(state, { type: 'choose', player: 0, cards: [token] })
    expect(heroObject(kept, 0)!.zone).toBe('outside') // the hero left the game rather than the graveyard (HE-8)
  })

  it('HE-9: the level abilities 1–5 are haste, menace, vigilance, trample and indestructible, kept as levels rise', () => {
    expect(LEVEL_KEYWORDS).toEqual(['haste', 'menace', 'vigilance', 'trample', 'indestructible'])
    for (let level = 0; level <= 5; level++) {
      const { state } = play(
        main([
          { library: ['Mountain'], battlefield: [krenko], heroLevel: level },
          { library: ['Forest'], battlefield: [{ name: 'Ezuri, Renegade Leader', sick: false }] },
        ]),
      )
      const hero = heroObject(state, 0)!
      expect([...keywordsOf(state, hero)].sort(), `level ${level}`).toEqual([...LEVEL_KEYWORDS.slice(0, level)].sort())
      // Player 1's hero (level 0) has none of them; a non-hero creature neither.
      expect([...keywordsOf(state, heroObject(state, 1)!)]).toEqual([])
    }
  })

  it('HE-9: the level-up bonus offers the exiled card or one mana of each type; with an empty library only mana', () => {
    const attack = [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Krenko, Mob Boss', target: 'player:1' }] },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ]
    const withCard = play(
      {
        turn: 5,
        active: 0,
        step: 'declareAttackers',
        players: [{ library: ['Shock'], battlefield: [krenko] }, { library: ['Forest'] }],
      },
      attack,
    ).state
    expect(withCard.pending[0].kind).toBe('heroBonus')
    expect(describePending('heroBonus', 'heroic')).toMatch(/level-up bonus/)
    expect(legalActions(withCard, 0).map((a) => (a as { option?: string }).option)).toEqual([
      'hand',
      'W',
      'U',
      'B',
      'R',
      'G',
      'C',
    ])
    // The card is exiled face down: its owner sees it, the opponent doesn't (CR 406.3, 708).
    const exiled = withCard.players[0].zones.exile[0]
    expect(withCard.objects[exiled].faceDown).toBe(true)
    expect(viewFor(withCard, 0).objects[exiled]?.def).toBe(withCard.objects[exiled].def)
    expect(viewFor(withCard, 1).players[0].zones.exile.map((id) => viewFor(withCard, 1).objects[id].def)).toEqual([
      'hidden',
    ])
    expect(applyAction(withCard, { type: 'choose', player: 0, option: 'X' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/level-up bonus/),
    })

    const empty = play(
      {
        turn: 5,
        active: 0,
        step: 'declareAttackers',
        players: [{ library: [], battlefield: [krenko] }, { library: ['Forest'] }],
      },
      attack,
    ).state
    expect(legalActions(empty, 0).map((a) => (a as { option?: string }).option)).toEqual(['W', 'U', 'B', 'R', 'G', 'C'])
    expect(applyAction(empty, { type: 'choose', player: 0, option: 'hand' }).ok).toBe(false)
    expect(act(empty, { type: 'choose', player: 0, option: 'U' }).players[0].manaPool).toMatchObject([
      { type: 'U', persists: 'endOfTurn' },
    ])
  })

  it('HE-9: levels are kept across recasts: the hero leaves and comes back with its level-3 abilities', () => {
    const { state, output } = play(
      main([
        { library: ['Mountain'], battlefield: [krenko, 'Mountain', 'Mountain', 'Mountain', 'Mountain'], heroLevel: 3 },
        { library: ['Forest'] },
      ]),
      [
        { player: 0, type: 'manual', op: 'move', card: 'Krenko, Mob Boss', to: 'graveyard' },
        { player: 0, type: 'cast', card: 'Krenko, Mob Boss', from: 'outside' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    expect(output.rejected).toEqual([])
    expect((output.players as { heroLevel: number }[])[0].heroLevel).toBe(3)
    expect([...keywordsOf(state, heroObject(state, 0)!)].sort()).toEqual(['haste', 'menace', 'vigilance'])
  })

  it('scenario state: bad Heroic fields are named', () => {
    expect(() => play(main([{ heroLevel: 6 }, {}]))).toThrow(
      /state.players\[0\].heroLevel: the Hero Level emblem goes from 0 to 5/,
    )
    expect(() => play(main([{ hero: 'Goblin Guide' }, {}]))).toThrow(
      /state.players\[0\].hero: .*"Goblin Guide" is not a legendary creature/,
    )
    expect(() => play(main([{ heroCasts: -1 }, {}]))).toThrow(
      /state.players\[0\].heroCasts: must be a whole number, 0 or more/,
    )
  })

  it('the variant is registered', () => {
    expect(variantById('heroic')).toBe(heroicVariant)
  })
})
