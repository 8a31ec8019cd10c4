// The game store: starting from a setup, hand-offs, the engine's reasons, undo/redo, stops, saving.
import { afterEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { DEFAULT_SETTINGS, success } from '@shared/bridge'
import { checkAction, HIDDEN_CARD } from '@shared/engine'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useHistoryStore } from '../../../src-renderer/src/stores/history'
import { handleMenuCommand } from '../../../src-renderer/src/menu-commands'
import { fakeBridge, install } from '../fake-bridge'
import { cardIn, startedGame, twoPlayers } from './helpers'

afterEach(() => {
  delete window.hearth
})

describe('game store', () => {
  it('starts a game from card names: the decks resolve through the starter pool, the table waits for a hand-off', () => {
    setActivePinia(createPinia())
    const game = useGameStore()
    game.start(twoPlayers())
    expect(game.state!.players.map((p) => p.zones.hand.length + p.zones.library.length)).toEqual([20, 20])
    expect(game.state!.pending[0]).toMatchObject({ kind: 'mulligan', player: 0 })
    // Nobody sits at the table yet: nothing to show, a hand-off to the starting player.
    expect(game.handOffTo).toBe(0)
    expect(game.view).toBeNull()
    game.takeSeat()
    expect(game.viewer).toBe(0)
    const view = game.view!
    expect(view.players[0].zones.hand.every((id) => view.objects[id].def !== HIDDEN_CARD)).toBe(true)
    expect(view.players[1].zones.hand.every((id) => view.objects[id].def === HIDDEN_CARD)).toBe(true)
  })

  it('names an unknown card in a deck', () => {
    setActivePinia(createPinia())
    const game = useGameStore()
    const setup = twoPlayers()
    setup.players[1].deck = ['Forest', 'Grizzly Bearz']
    expect(() => game.start(setup)).toThrow('Ben\'s deck names "Grizzly Bearz", which is not a known card')
  })

  it('hands off after each mulligan decision, then auto-passes to the first main phase (hidden-info mode)', () => {
    const { game } = startedGame()
    const s = game.state!
    expect(s.phase).toBe('turn')
    expect(s.step).toBe('precombatMain')
    expect(s.priority).toBe(0)
    expect(game.viewer).toBe(0)
    expect(game.handOffTo).toBeNull()
    // Automatic passes leave no "passes" lines in the log shown.
    expect(game.log.some((l) => l.endsWith(' passes'))).toBe(false)
    expect(game.log).toContain('Ann skips the first draw (CR 103.7a)')
  })

  it('the Settings screen’s stops apply to each player’s own turn (default: attackers, blockers, end too)', () => {
    const { game } = startedGame(twoPlayers(), true, [...DEFAULT_SETTINGS.stops])
    expect(game.stops[0]).toEqual({ own: [...DEFAULT_SETTINGS.stops], others: [] })
    // A Mountain untapped and Lightning Bolt in hand: Ann has something to do in each step she stops at.
    game.act({ type: 'playLand', player: 0, card: cardIn(game.state!, 0, 'hand', 'Mountain') })
    game.act({ type: 'pass', player: 0 })
    // No creature attacks, but Ann stops in the declare attackers step as her settings say.
    expect(game.state!.step).toBe('declareAttackers')
    expect(game.handOffTo).toBeNull()
  })

  it("'every-priority' mode stops at every priority: no automatic passes", () => {
    setActivePinia(createPinia())
    const game = useGameStore()
    game.setHandOffMode('every-priority')
    game.start(twoPlayers())
    game.takeSeat()
    game.act({ type: 'keep', player: 0 })
    game.takeSeat()
    game.act({ type: 'keep', player: 1 })
    expect(game.state!.step).toBe('upkeep')
    expect(game.handOffTo).toBe(0)
    game.takeSeat()
    game.act({ type: 'pass', player: 0 })
    expect(game.handOffTo).toBe(1)
  })

  it('an illegal action is refused with the engine’s reason, and nothing changes', () => {
    const { game } = startedGame()
    const before = game.state
    const forest = cardIn(game.state!, 1, 'hand', 'Forest')
    const action = { type: 'playLand', player: 1, card: forest } as const
    const reason = game.act(action)
    expect(reason).toBe('It is not your turn to play a land')
    expect(reason!.toLowerCase()).toBe(checkAction(before!, action)!.toLowerCase())
    expect(game.error).toBe(reason)
    expect(game.state).toBe(before)
  })

  it('undo and redo go to decision points, with the mana taps that paid', () => {
    const { game } = startedGame()
    const mountain = cardIn(game.state!, 0, 'hand', 'Mountain')
    expect(game.act({ type: 'playLand', player: 0, card: mountain })).toBeNull()
    const onField = game.state!.battlefield[0] // a new object on the battlefield (CR 400.7)
    expect(game.state!.cards[game.state!.objects[onField].def].name).toBe('Mountain')
    game.act({ type: 'activateMana', player: 0, card: onField })
    expect(game.state!.players[0].manaPool).toHaveLength(1)
    game.undo()
    expect(game.state!.players[0].manaPool).toHaveLength(0)
    expect(game.state!.battlefield).toEqual([onField])
    game.undo()
    expect(game.state!.players[0].zones.hand).toContain(mountain)
    expect(game.state!.battlefield).toEqual([])
    expect(game.redoable).toBe(true)
    game.redo()
    expect(game.state!.battlefield).toEqual([onField])
    game.redo()
    expect(game.state!.players[0].manaPool).toHaveLength(1)
    expect(game.redoable).toBe(false)
  })

  it('undo steps back over automatic passes to the last real decision and holds there', () => {
    const { game } = startedGame()
    // The last real decision was Ben's keep: undo goes back before it (Ben must decide again, behind a hand-off).
    // Ann is at the table: taking back Ben's decision waits for Ben to agree.
    game.undo()
    expect(game.travel).toMatchObject({ kind: 'undo', by: 0, need: [1], steps: 1 })
    expect(game.state!.phase).toBe('turn')
    game.agreeTravel(1)
    expect(game.travel).toBeNull()
    expect(game.state!.phase).toBe('setup')
    expect(game.log.at(-1)).toBe('Ann undid 1 action, back to the opening hands')
    expect(game.log).not.toContain('Ben keeps 7 cards')
    expect(game.state!.pending[0]).toMatchObject({ kind: 'mulligan', player: 1 })
    expect(game.handOffTo).toBe(1)
    // Ann is still the one at the screen (under Ben's cover): the redo crosses Ben's keep, so Ben agrees.
    game.redo()
    expect(game.travel).toMatchObject({ kind: 'redo', by: 0, need: [1] })
    game.agreeTravel(1)
    expect(game.state!.step).toBe('precombatMain')
    expect(game.log.at(-1)).toBe("Ann redid 1 action, forward into Ann's turn")
  })

  it('a stop on the opponent’s upkeep hands the table over there', () => {
    const { game } = startedGame()
    game.setSkipUnanswerable(false) // Ben, with nothing he could do there, would be passed for
    game.setStop(1, 'others', 'upkeep', false)
    game.setStop(1, 'own', 'upkeep', true)
    game.act({ type: 'pass', player: 0 }) // to combat… end of turn 1, then Ben's turn 2 upkeep
    expect(game.state!.turn).toBe(1) // Ann stops at her own second main phase first
    expect(game.state!.step).toBe('postcombatMain')
    game.act({ type: 'pass', player: 0 })
    expect(game.state!.turn).toBe(2)
    expect(game.state!.step).toBe('upkeep')
    expect(game.handOffTo).toBe(1)
  })

  it('"pass until my turn" passes through the other turns, stopping for real decisions', () => {
    const { game } = startedGame()
    game.setStop(1, 'own', 'precombatMain', false)
    game.setStop(1, 'own', 'postcombatMain', false)
    game.passUntilMode(0, 'myTurn')
    // Ben has no stops left: the table passes for both… until Ben must discard to hand size (CR 514.1).
    expect(game.state!.turn).toBe(2)
    expect(game.state!.pending[0]).toMatchObject({ kind: 'discard', player: 1, count: 1 })
    expect(game.handOffTo).toBe(1)
    game.takeSeat()
    game.act({ type: 'discard', player: 1, cards: [game.state!.players[1].zones.hand[0]] })
    // …then on to Ann's next turn, where her own stop holds the table.
    expect(game.state!.turn).toBe(3)
    expect(game.state!.active).toBe(0)
    expect(game.state!.step).toBe('precombatMain')
  })

  it('saves through the bridge (log, decks, snapshot), autosaves after every change without piling up writes', async () => {
    const saved: unknown[] = []
    const autosaved: unknown[] = []
    const entry = {
      id: 'x.json',
      path: '/u/saves/x.json',
      kind: 'manual',
      size: 1,
      modifiedAt: '',
      formatVersion: 2,
      meta: { name: 'Ann vs Ben' },
    }
    const fake = install(
      fakeBridge({
        'saves:save': (r) => (saved.push(r), success(entry)),
        'saves:autosave': (r) => (autosaved.push(r), success({ ...entry, kind: 'auto' })),
      }),
    )
    const { game } = startedGame()
    await game.flushSaves()
    const atStart = autosaved.length
    expect(atStart).toBeGreaterThanOrEqual(1)
    const text = await game.save()
    expect(text).toBe('Saved as Ann vs Ben.')
    const request = saved[0] as {
      game: { log: { type: string }[]; players: { deck: string[] }[]; snapshot: { turn: number } }
    }
    expect(request.game.log.map((a) => a.type).slice(0, 2)).toEqual(['keep', 'keep'])
    expect(request.game.players[0].deck).toHaveLength(20)
    expect(request.game.snapshot.turn).toBe(1)
    game.act({ type: 'pass', player: 0 })
    game.act({ type: 'pass', player: 0 })
    expect(game.state!.turn).toBe(2)
    await game.flushSaves()
    // Two actions in a row (and their automatic passes): one write, with the latest position.
    expect(autosaved.length).toBe(atStart + 1)
    const last = autosaved[autosaved.length - 1] as { game: { log: unknown[] } }
    expect(last.game.log).toHaveLength(game.history!.cursor)
    expect(fake.calls.filter((c) => c.channel === 'saves:autosave')).toHaveLength(atStart + 1)
  })

  it('menu undo and redo reach the game while a game screen has registered its commands', async () => {
    const { registerGameCommands } = await import('../../../src-renderer/src/menu-commands')
    const { game } = startedGame()
    const announce: string[] = []
    const target = { go: () => undefined, announce: (t: string) => announce.push(t) }
    const stop = registerGameCommands({ save: game.save, saveAs: game.saveAs, undo: game.undo, redo: game.redo })
    const mountain = cardIn(game.state!, 0, 'hand', 'Mountain')
    game.act({ type: 'playLand', player: 0, card: mountain })
    handleMenuCommand('undo', target, document)
    expect(game.state!.players[0].zones.hand).toContain(mountain)
    handleMenuCommand('redo', target, document)
    expect(game.state!.battlefield).toHaveLength(1)
    stop()
    handleMenuCommand('undo', target, document)
    expect(announce).toEqual(['Nothing to undo: no game is in progress.'])
  })
})

describe('auto-tap setting', () => {
  it('off: a spell is paid only from the mana pool; clicking the land first pays for it (CR 601.2g)', async () => {
    const { useTableStore } = await import('../../../src-renderer/src/stores/table')
    const { useSettingsStore } = await import('../../../src-renderer/src/stores/settings')
    const { game } = startedGame()
    useSettingsStore().settings.autoTap = false
    const table = useTableStore()
    game.act({ type: 'playLand', player: 0, card: cardIn(game.state!, 0, 'hand', 'Mountain') })
    const goblin = cardIn(game.state!, 0, 'hand', 'Raging Goblin')
    expect(table.cast(goblin)).toBe("You can't pay {R} for Raging Goblin (CR 601.2h)")
    // The land's mana ability, by clicking it (its main action), then the spell.
    table.primary(game.state!.battlefield[0])
    expect(game.state!.players[0].manaPool).toHaveLength(1)
    expect(table.cast(goblin)).toBeNull()
    expect(game.log).toContain('Ann casts Raging Goblin')
  })
})

describe('resuming a saved game', () => {
  it('replays the saved log from the setup: the same position, the full log, undo over automatic passes', async () => {
    const { game } = startedGame()
    game.act({ type: 'playLand', player: 0, card: cardIn(game.state!, 0, 'hand', 'Mountain') })
    game.act({ type: 'pass', player: 0 })
    game.act({ type: 'pass', player: 0 }) // Ben's turn 2 begins
    const input = game.saveInput()!
    expect(input.log.some((a) => a.type === 'pass' && a.auto === true)).toBe(true)
    const save = {
      format: 'hearthside-save',
      formatVersion: 2,
      appVersion: 'test',
      meta: {
        gameId: input.gameId,
        name: 'x',
        variant: 'normal',
        players: ['Ann', 'Ben'],
        savedAt: '',
        actionCount: input.log.length,
        turn: 2,
        round: 1,
        activePlayer: 1,
        summary: '',
      },
      variant: input.variant,
      options: input.options ?? {},
      players: input.players,
      seed: input.seed,
      cards: input.cards,
      log: input.log,
      ...(input.start !== undefined ? { start: input.start } : {}),
      snapshot: input.snapshot,
    }
    const before = game.state!
    setActivePinia(createPinia())
    const resumed = useGameStore()
    const { expandState } = await import('@shared/engine/codec')
    resumed.resume({
      id: 'x.json',
      path: '/x.json',
      save: save as never,
      state: expandState(input.snapshot, input.cards),
      source: 'verified',
      warnings: [],
      migratedFrom: null,
    })
    expect(resumed.state!.turn).toBe(2)
    expect(resumed.state!.battlefield).toEqual(before.battlefield)
    expect(resumed.log).toContain('Ann plays Mountain')
    expect(resumed.handOffTo).toBe(1)
    // Undo reaches Ann's last decision before the save (over the automatic passes), once Ann agrees (nobody is
    // seated under the cover, so whoever asks is not Ann).
    resumed.undo()
    expect(resumed.travel?.need).toEqual([0])
    resumed.agreeTravel(0)
    expect(resumed.state!.turn).toBe(1)
    expect(resumed.state!.step).toBe('postcombatMain')
  })
})

describe('the log as the viewer reads it', () => {
  it('a manual move of a hidden card reads "a card" to the other player and names it to its owner (CR 400.2)', () => {
    const { game } = startedGame()
    const shock = cardIn(game.state!, 0, 'hand', 'Lightning Bolt')
    game.act({ type: 'manual', player: 0, op: 'move', card: shock, to: 'library' } as never)
    expect(game.log.join('\n')).toContain('Ann moves Lightning Bolt')
    const history = useHistoryStore()
    expect(history.logFor(1).join('\n')).not.toContain('Lightning Bolt')
    expect(history.logFor(1).join('\n')).toContain('Ann moves a card')
    expect(history.logFor('spectator').join('\n')).not.toContain('Lightning Bolt')
  })
})
