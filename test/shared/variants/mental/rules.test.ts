// Mental Magic rules (rulings MM-1..MM-8, MA-6) through the engine: views, identities, the pool, searches.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { runScenario } from '@shared/scenario'
import { starterPool } from '@shared/cards/starter'
import { CardPool } from '@shared/cards/pool'
import { cardFromScryfall } from '@shared/cards/scryfall'
import { applyAction, createGame, viewFor, type GameState } from '@shared/engine'
import {
  UTOPIA_DEF,
  announceChoices,
  bundledPoolIdentity,
  castAsChoices,
  markedNames,
  playAsChoices,
  poolIdentity,
  registerMentalPool,
  searchDepth,
} from '@shared/variants/mental'

type Raw = Record<string, unknown>

function scenario(state: Raw, actions: Raw[] = [], extra: Raw = {}) {
  return runScenario(
    {
      variant: 'mental',
      seed: 1,
      players: [{ name: 'Ann' }, { name: 'Bob' }],
      state: { turn: 1, active: 0, step: 'precombatMain', ...state },
      actions,
      ...extra,
    },
    starterPool(),
  )
}

const scry = (name: string, cost: string, type: string, text = '') => ({
  object: 'card',
  name,
  layout: 'normal',
  mana_cost: cost,
  type_line: type,
  oracle_text: text,
  colors: [],
  color_identity: [],
  keywords: [],
  legalities: {},
})

const idOf = (s: GameState, zone: string, player: number, name: string) =>
  (zone === 'battlefield' ? s.battlefield : s.players[player].zones[zone]).find(
    (id) => s.cards[s.objects[id].def].name === name,
  )!

describe('ruling MM-4: a Utopia is seen for what it is only by its controller (rule 904.5e)', () => {
  const played = scenario({ players: [{ hand: ['Grizzly Bears'], library: ['Forest'] }, { library: ['Island'] }] }, [
    { player: 0, type: 'playLand', card: 'Grizzly Bears', faceDown: true },
  ]).state
  const bears = Object.values(played.cards).find((d) => d.name === 'Grizzly Bears')!

  it('the opponent and spectators see a Utopia and nothing of the card under it', () => {
    for (const viewer of [1, 'spectator'] as const) {
      const view = viewFor(played, viewer)
      const [id] = view.battlefield
      expect(view.objects[id].def).toBe(UTOPIA_DEF)
      expect(view.objects[id].extra?.physical).toBeUndefined()
      const text = JSON.stringify(view)
      expect(text).not.toContain('Grizzly Bears')
      expect(text).not.toContain(bears.id)
    }
  })

  it('its controller sees the card under it, with the definition to show it', () => {
    const view = viewFor(played, 0)
    const obj = view.objects[view.battlefield[0]]
    expect(obj.extra?.physical).toBe(bears.id)
    expect(view.cards[bears.id].name).toBe('Grizzly Bears')
  })

  it('the Utopia taps for one mana of any colour and its play marks nothing', () => {
    expect(markedNames(played)).toEqual([])
    const r = applyAction(played, { type: 'activateMana', player: 0, card: played.battlefield[0], produce: 'B' })
    expect(r.ok && r.state.players[0].manaPool.map((u) => u.type)).toEqual(['B'])
  })
})

describe('ruling MM-5: a Utopia changing zones swaps identity with a random Utopia of its controller (rule 904.5f)', () => {
  it("the chosen Utopia's tapped state and counters always leave; which card goes is random, from the seed", () => {
    const toHand = new Set<string>()
    for (let seed = 1; seed <= 16; seed++) {
      const r = runScenario(
        {
          variant: 'mental',
          seed,
          players: [{ name: 'Ann' }, { name: 'Bob' }],
          state: {
            turn: 1,
            active: 0,
            step: 'precombatMain',
            players: [
              {
                library: ['Mountain'],
                battlefield: [
                  { name: 'Grizzly Bears', faceDown: true, tapped: true, counters: { charge: 2 } },
                  { name: 'Shock', faceDown: true },
                ],
              },
              { library: ['Island'] },
            ],
          },
          actions: [{ player: 0, type: 'manual', op: 'move', card: 'Utopia', to: 'hand' }],
        },
        starterPool(),
      )
      const s = r.state
      const [hand] = s.players[0].zones.hand
      const handName = s.cards[s.objects[hand].def].name
      toHand.add(handName)
      expect(s.battlefield).toHaveLength(1)
      const left = s.objects[s.battlefield[0]]
      expect(left.def).toBe(UTOPIA_DEF)
      expect(left.tapped).toBe(false)
      expect(left.counters).toEqual({})
      // The other card is the one still under the Utopia.
      expect(s.cards[left.extra!.physical as string].name).toBe(handName === 'Shock' ? 'Grizzly Bears' : 'Shock')
    }
    expect([...toHand].sort()).toEqual(['Grizzly Bears', 'Shock'])
  })

  it('a single Utopia just moves, and back in a hidden zone the card is its own card again', () => {
    const s = scenario(
      {
        players: [
          { library: ['Mountain'], battlefield: [{ name: 'Grizzly Bears', faceDown: true }] },
          { library: ['Island'] },
        ],
      },
      [{ player: 0, type: 'manual', op: 'move', card: 'Utopia', to: 'library' }],
    ).state
    const top = s.objects[s.players[0].zones.library[0]]
    expect(s.cards[top.def].name).toBe('Grizzly Bears')
    expect(top.extra).toBeUndefined()
  })
})

describe('rulings MM-2, MM-3 and MA-6: what a card can be cast as', () => {
  const start = scenario({
    marked: ['Lightning Bolt'],
    players: [
      { hand: ['Goblin Guide', 'Mountain'], library: ['Mountain'], battlefield: ['Mountain'] },
      { library: ['Island'] },
    ],
  }).state
  const guide = idOf(start, 'hand', 0, 'Goblin Guide')

  it('"Cast as…" lists the non-marked non-land cards of exactly the same mana cost, itself included', () => {
    const choices = castAsChoices(start, guide)
    expect(choices).toContain('Shock')
    expect(choices).toContain('Goblin Guide')
    expect(choices).toContain('Lava Spike') // in the pool, in no deck (ruling MM-1)
    expect(choices).not.toContain('Lightning Bolt') // marked (MM-2)
    expect(choices).not.toContain('Grizzly Bears') // {1}{G}
    expect(choices).toEqual([...choices].sort((a, b) => a.localeCompare(b)))
  })

  it('only a card with no mana cost may be played as a land, as any non-marked land (MM-3)', () => {
    expect(playAsChoices(start, guide)).toEqual([])
    const lands = playAsChoices(start, idOf(start, 'hand', 0, 'Mountain'))
    expect(lands).toContain('Island')
    expect(lands).toContain('Evolving Wilds')
    expect(lands).not.toContain('Utopia')
  })

  it('a card cast as another card is that card on the stack, its physical card kept; back in hand it is itself, and the mark stays', () => {
    const cast = applyAction(start, { type: 'cast', player: 0, card: guide, as: 'Shock', targets: [{ player: 1 }] })
    if (!cast.ok) throw new Error(cast.reason)
    const spell = cast.state.objects[cast.state.stack[0].id]
    expect(cast.state.cards[spell.def].name).toBe('Shock')
    expect(cast.state.cards[spell.extra!.physical as string].name).toBe('Goblin Guide')
    expect(markedNames(cast.state)).toEqual(['Lightning Bolt', 'Shock'])
    const bounced = applyAction(cast.state, { type: 'manual', player: 0, op: 'move', card: spell.id, to: 'hand' })
    if (!bounced.ok) throw new Error(bounced.reason)
    const back = bounced.state.objects[idOf(bounced.state, 'hand', 0, 'Goblin Guide')]
    expect(back.extra).toBeUndefined()
    expect(markedNames(bounced.state)).toEqual(['Lightning Bolt', 'Shock'])
    // The mark holds for the same physical card too (rule 904.6a).
    const again = applyAction(bounced.state, {
      type: 'cast',
      player: 0,
      card: back.id,
      as: 'Shock',
      targets: [{ player: 1 }],
    })
    expect(again.ok ? 'accepted' : again.reason).toMatch(/Shock is marked/)
  })

  it('MA-6: {1}{W}{U} and {1}{U}{W} are exactly the same mana cost', () => {
    const r = runScenario(
      {
        variant: 'mental',
        seed: 1,
        players: [{ name: 'Ann' }, { name: 'Bob' }],
        cards: [
          scry('Order Card', '{1}{W}{U}', 'Creature — Human', ''),
          scry('Other Order', '{U}{1}{W}', 'Sorcery', 'You gain 2 life.'),
        ],
        state: {
          turn: 1,
          active: 0,
          step: 'precombatMain',
          players: [
            { hand: ['Order Card'], library: ['Plains'], battlefield: ['Plains', 'Island', 'Island'] },
            { library: ['Island'] },
          ],
        },
        actions: [
          { player: 0, type: 'cast', card: 'Order Card', as: 'Other Order' },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
      },
      starterPool(),
    )
    expect(r.output.rejected).toEqual([])
    expect(r.output.marked).toEqual(['Other Order'])
    expect((r.output.players as { life: number; graveyard: string[] }[])[0]).toMatchObject({
      life: 22,
      graveyard: ['Other Order'],
    })
  })
})

describe('ruling MM-1: the card pool is recorded with the game', () => {
  it('the bundled pool is known by its identity; another pool gets its own', () => {
    const bundled = bundledPoolIdentity()
    expect(bundled.source).toBe('bundled')
    expect(registerMentalPool(starterPool())).toEqual(bundled)
    const pool = starterPool()
    pool.add(cardFromScryfall(scry('Pool Probe', '{R}', 'Instant', 'Pool Probe deals 1 damage to any target.')))
    const custom = registerMentalPool(pool)
    expect(custom).toMatchObject({ source: 'custom', size: bundled.size + 1 })
    expect(custom.hash).not.toBe(bundled.hash)
  })

  it("a scenario records its pool; a game whose pool is not loaded still plays the cards it used, and says why it can't offer others", () => {
    const probe = scry('Unloaded Probe', '{R}', 'Instant', 'Unloaded Probe deals 1 damage to any target.')
    const r = runScenario(
      {
        variant: 'mental',
        seed: 1,
        players: [{ name: 'Ann' }, { name: 'Bob' }],
        cards: [probe],
        state: {
          turn: 1,
          active: 0,
          step: 'precombatMain',
          players: [
            { hand: ['Goblin Guide', 'Jackal Pup'], library: ['Mountain'], battlefield: ['Mountain', 'Mountain'] },
            { library: ['Island'] },
          ],
        },
        actions: [{ player: 0, type: 'cast', card: 'Goblin Guide', as: 'Unloaded Probe', targets: ['player:1'] }],
      },
      starterPool(),
    )
    expect(r.output.rejected).toEqual([])
    expect(poolIdentity(r.state)).toMatchObject({ source: 'custom' })
    // The same position, as a save would hold it, but with a pool this session has never seen.
    const unknown: GameState = {
      ...r.state,
      extra: { ...r.state.extra, pool: { source: 'custom', size: 9, hash: 'feedf00d' } },
    }
    const jackal = idOf(unknown, 'hand', 0, 'Jackal Pup')
    const shock = applyAction(unknown, { type: 'cast', player: 0, card: jackal, as: 'Shock', targets: [{ player: 1 }] })
    expect(shock.ok ? 'accepted' : shock.reason).toMatch(
      /card pool this game was created with \(9 cards, feedf00d\) is not loaded/,
    )
    // Only the cards the game has used can be offered (Unloaded Probe is marked now).
    expect(castAsChoices(unknown, jackal)).toEqual(['Goblin Guide', 'Jackal Pup'])
  })

  it('a new game records the bundled pool, or the pool the app registered and passed as options.cardPool', () => {
    const pool = starterPool()
    const mountain = pool.byName('Mountain')!
    const game = (options: Record<string, unknown>) =>
      createGame({
        variant: 'mental',
        seed: 1,
        options,
        cards: [mountain],
        players: [
          { name: 'Ann', deck: Array(20).fill(mountain.id) },
          { name: 'Bob', deck: Array(20).fill(mountain.id) },
        ],
      })
    expect(poolIdentity(game({}))).toEqual(bundledPoolIdentity())
    const imported = new CardPool([
      mountain,
      cardFromScryfall(scry('Imported Probe', '{G}', 'Instant', 'You gain 1 life.')),
    ])
    const identity = registerMentalPool(imported)
    expect(game({ cardPool: identity }).extra.pool).toEqual(identity)
  })
})

describe('ruling MM-6: searching a library looks only at its top n cards (rules 904.11a-b)', () => {
  it('reads how many cards a search may look at', () => {
    expect(
      searchDepth('Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.'),
    ).toBe(1)
    expect(
      searchDepth(
        'Search your library for up to two basic land cards, reveal them, put one onto the battlefield tapped and the other into your hand, then shuffle.',
      ),
    ).toBe(2)
    expect(searchDepth('Search your library for any number of Elf cards and put them into your hand.')).toBe(0)
    expect(searchDepth('Search your library for X cards.', 3)).toBe(3)
    expect(searchDepth('Draw two cards.')).toBeNull()
  })

  it('"for any number of cards" searches zero cards: no card of the library can be taken', () => {
    const r = runScenario(
      {
        variant: 'mental',
        seed: 1,
        players: [{ name: 'Ann' }, { name: 'Bob' }],
        cards: [
          scry(
            'Test Tutor',
            '{B}',
            'Sorcery',
            'Search your library for any number of cards, put them into your hand, then shuffle.',
          ),
        ],
        state: {
          turn: 1,
          active: 0,
          step: 'precombatMain',
          players: [
            { hand: ['Test Tutor'], library: ['Swamp', 'Swamp'], battlefield: ['Swamp'] },
            { library: ['Island'] },
          ],
        },
        actions: [
          { player: 0, type: 'cast', card: 'Test Tutor' },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'manual', op: 'move', card: 'Swamp#2', to: 'hand' },
          { player: 0, type: 'done' },
        ],
      },
      starterPool(),
    )
    expect(r.output.rejected).toEqual([
      {
        index: 3,
        reason: 'This search finds nothing: searching for any number of cards searches zero cards (ruling MM-6)',
      },
    ])
    expect((r.output.players as { hand: string[] }[])[0].hand).toEqual([])
  })
})

describe('rulings MM-7 and MM-8: announcements', () => {
  it('a card entering a public zone unannounced is hidden from the other players until its owner announces it (MM-8)', () => {
    const r = scenario(
      { players: [{ hand: ['Grizzly Bears', 'Forest'], library: ['Forest'] }, { library: ['Island'] }] },
      [{ player: 0, type: 'manual', op: 'move', card: 'Grizzly Bears', to: 'graveyard' }],
    )
    const s = r.state
    expect(s.pending[0]).toMatchObject({ kind: 'announce', player: 0 })
    const theirs = viewFor(s, 1)
    expect(JSON.stringify(theirs)).not.toContain('Grizzly Bears')
    expect(theirs.objects[theirs.players[0].zones.graveyard[0]].def).toBe('hidden')
    expect(viewFor(s, 0).objects[s.players[0].zones.graveyard[0]].def).toBe(
      s.objects[s.players[0].zones.graveyard[0]].def,
    )
    const card = s.players[0].zones.graveyard[0]
    expect(announceChoices(s, card)).toEqual(expect.arrayContaining(['Utopia', 'Runeclaw Bear', 'Rampant Growth']))
    const announced = applyAction(s, { type: 'announce', player: 0, card, as: 'Runeclaw Bear' })
    if (!announced.ok) throw new Error(announced.reason)
    expect(markedNames(announced.state)).toEqual(['Runeclaw Bear'])
    const after = viewFor(announced.state, 1)
    expect(after.cards[after.objects[after.players[0].zones.graveyard[0]].def].name).toBe('Runeclaw Bear')
  })

  it('a card put onto the battlefield must be announced as a permanent card (CR 110.4) or a Utopia; a Utopia marks nothing', () => {
    const s = scenario({ players: [{ hand: ['Grizzly Bears'], library: ['Forest'] }, { library: ['Island'] }] }, [
      { player: 0, type: 'manual', op: 'move', card: 'Grizzly Bears', to: 'battlefield' },
    ]).state
    const card = s.battlefield[0]
    expect(announceChoices(s, card)).not.toContain('Rampant Growth')
    const sorcery = applyAction(s, { type: 'announce', player: 0, card, as: 'Rampant Growth' })
    expect(sorcery.ok ? 'accepted' : sorcery.reason).toMatch(/not a permanent card/)
    const utopia = applyAction(s, { type: 'announce', player: 0, card, as: 'Utopia' })
    if (!utopia.ok) throw new Error(utopia.reason)
    expect(utopia.state.objects[card].def).toBe(UTOPIA_DEF)
    expect(markedNames(utopia.state)).toEqual([])
    expect(JSON.stringify(viewFor(utopia.state, 1))).not.toContain('Grizzly Bears')
  })

  it('a permanent announced as another card triggers as that card (Grizzly Bears announced as Elvish Visionary draws; CR 603.6a)', () => {
    const r = scenario(
      {
        players: [
          { hand: ['Grizzly Bears', 'Elvish Visionary'], library: ['Forest', 'Forest'] },
          { library: ['Island'] },
        ],
      },
      [
        { player: 0, type: 'manual', op: 'move', card: 'Grizzly Bears', to: 'battlefield' },
        { player: 0, type: 'announce', as: 'Elvish Visionary' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'manual', op: 'move', card: 'Elvish Visionary#2', to: 'battlefield' }, // #1 is on the battlefield
        { player: 0, type: 'announce', as: 'Runeclaw Bear' },
      ],
    )
    expect(r.output.rejected).toEqual([])
    expect(r.output.marked).toEqual(['Elvish Visionary', 'Runeclaw Bear'])
    // One draw: the announced Elvish Visionary's, not the physical one's announced as Runeclaw Bear.
    expect((r.output.players as { library: number; hand: string[] }[])[0]).toMatchObject({
      library: 1,
      hand: ['Forest'],
    })
    expect(r.output.log).toEqual(expect.arrayContaining(["Elvish Visionary's ability triggers"]))
  })

  it('announcing is answered only by the owner, only for the card waiting, and the game waits for it', () => {
    const s = scenario({ players: [{ hand: ['Grizzly Bears'], library: ['Forest'] }, { library: ['Island'] }] }, [
      { player: 0, type: 'manual', op: 'move', card: 'Grizzly Bears', to: 'exile' },
    ]).state
    const card = s.players[0].zones.exile[0]
    const byBob = applyAction(s, { type: 'announce', player: 1, card, as: 'Utopia' })
    expect(byBob.ok ? 'accepted' : byBob.reason).toBe('Ann must first announce what a card is (rulings MM-7, MM-8)')
    const noName = applyAction(s, { type: 'announce', player: 0, card })
    expect(noName.ok ? 'accepted' : noName.reason).toMatch(/"as" is required/)
    const pass = applyAction(s, { type: 'pass', player: 0 })
    expect(pass.ok ? 'accepted' : pass.reason).toMatch(/must first announce/)
  })
})
