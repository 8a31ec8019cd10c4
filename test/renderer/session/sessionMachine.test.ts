// The hotseat session statechart, walked path by path with @xstate/graph. Every path is checked against a model of
// the room: who is physically at the screen changes when a player dismisses a hand-off cover naming them, and when a
// player is asked on the public view (they answer there, at the screen).
// In every state the table must show nothing, the public view, or the view of the person at the screen: no state
// reached by any path shows another player's hidden cards.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { getShortestPaths } from '@xstate/graph'
import { lonePerson, sessionMachine, shownView } from '../../../src-renderer/src/stores/session/sessionMachine'
import type { SessionEvent } from '../../../src-renderer/src/stores/session/sessionMachine'
import { changed } from './gameChanged'

type Snap = ReturnType<typeof sessionMachine.getInitialSnapshot>

const prompt = { kind: 'cast' as const, card: 'c1', specs: [], targets: [], x: null, phyrexian: 0, phyrexianLife: 0 }

/** The events a two-player session can receive (a small, complete domain for the graph walk). */
function events(): SessionEvent[] {
  const out: SessionEvent[] = [
    { type: 'SESSION.BEGIN', players: 2, resumed: false },
    { type: 'SESSION.BEGIN', players: 2, resumed: true },
    { type: 'SESSION.END' },
    { type: 'SEAT.READY' },
    { type: 'ASK.RESPOND' },
    { type: 'ASK.DECLINE' },
    { type: 'PROMPT.OPEN', prompt },
    { type: 'PROMPT.CLOSE' },
    { type: 'DRAG.START', card: 'c1' },
    { type: 'DRAG.END' },
    { type: 'PASS_UNTIL.SET', player: 0, until: { mode: 'endOfTurn', turn: 1 } },
    { type: 'COMPUTER.SEATS', players: [1] },
    { type: 'COMPUTER.SEATS', players: [] },
    { type: 'COMPUTER.RESIGN' },
    { type: 'REPLAY.OPEN' },
    { type: 'REPLAY.CLOSE' },
  ]
  for (const cause of ['action', 'undo'] as const)
    for (const actor of [0, 1, null])
      for (const ask of [false, true]) out.push(changed({ cause, actor, ask: ask && actor !== null }))
  // Blocks declared on the public view (CR 509.1), by either player; a public step's actions and answers (MCR-8).
  for (const actor of [0, 1]) out.push(changed({ actor, ask: true, question: 'block' }))
  for (const actor of [0, 1]) out.push(changed({ actor, ask: true, question: 'public' }))
  // Only priority: a player who may not see their hand yet goes on with it face down (the veil).
  for (const actor of [0, 1]) out.push(changed({ actor, mayVeil: true }))
  for (const actor of [0, 1]) out.push(changed({ actor, mayVeil: true, goesOn: true }))
  for (const actor of [0, 1]) out.push(changed({ actor, ask: true, question: 'decide' }))
  out.push(changed({ actor: null, ended: true }))
  out.push(changed({ actor: 0, autoPass: 0 }))
  out.push(changed({ actor: 1, autoPass: 1, cause: 'undo' }))
  // An undo the other player agreed to at the screen, landing on either player's decision.
  for (const actor of [0, 1]) out.push(changed({ actor, cause: 'undo', consented: true }))
  return out
}

const top = (s: Snap): string => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0])

/** Replays a path's events on a live actor, tracking the person at the screen; fails on the first leak. */
function walk(path: SessionEvent[]): void {
  const actor = createActor(sessionMachine).start()
  let atScreen: number | null = null
  const passes: number[] = []
  actor.on('pass', (e) => passes.push(e.player))
  for (const event of path) {
    const before = actor.getSnapshot()
    if (event.type === 'SEAT.READY' && top(before) === 'handOff' && before.context.handOffTo !== null)
      atScreen = before.context.handOffTo
    // Agreeing to an undo brings the other players to the screen: nobody's hidden cards may show until a cover.
    if (event.type === 'GAME.CHANGED' && event.consented) atScreen = -1
    actor.send(event)
    const s = actor.getSnapshot()
    // A person alone with the computer is the one at the screen: nobody else could be handed the table.
    const alone = lonePerson(s.context)
    if (alone !== null) atScreen = alone
    // A player asked on the public view is at the screen (they answer there: "respond?", blocks, a decision, a
    // public step's action, MCR-8; or go on with their hand face down).
    if (top(s) === 'asking' && s.context.askFor !== null) atScreen = s.context.askFor
    const shown = shownView(s.value, s.context)
    const where = () =>
      path
        .slice(-16)
        .map((e) => e.type + ('actor' in e ? `(${e.actor} ${e.cause}${e.mayVeil ? ' veil' : ''})` : ''))
        .join(' → ')
    if (typeof shown === 'number' && shown !== atScreen) throw new Error(`shows ${shown} to ${atScreen}: ${where()}`)
    // Seated means someone dismissed a cover; a prompt lives only while seated, or on the public view for a player
    // asked there (an ability used in a public step, MCR-8: it names only cards in plain sight), never with blocks.
    if (top(s) === 'seated' && s.context.viewer === null) throw new Error(`seated without a viewer: ${where()}`)
    const publicPrompt = top(s) === 'asking' && s.context.asked !== 'block' && s.context.askFor !== null
    if (top(s) !== 'seated' && !publicPrompt && s.context.prompt !== null)
      throw new Error(`a prompt outside seated: ${where()}`)
  }
  actor.stop()
}

describe('session statechart', () => {
  const options = { events: events(), serializeState: (s: Snap) => JSON.stringify([s.value, s.context]) }
  const shortest = getShortestPaths(sessionMachine, options)

  it('reaches every state: hand-off, asking, seated (ready, deciding, dragging), computer, replaying, game over', () => {
    const paths = shortest
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const v of [
      '"idle"',
      '"handOff"',
      '"asking"',
      '{"seated":"ready"}',
      '{"seated":"deciding"}',
      '{"seated":"dragging"}',
      '"computer"',
      '"replaying"',
      '"gameOver"',
    ])
      expect(reached, v).toContain(v)
  })

  it('no shortest path to any state shows a player’s view to anyone but that player', () => {
    const paths = shortest
    expect(paths.length).toBeGreaterThan(30)
    for (const p of paths) walk(p.steps.map((s) => s.event))
  })

  it('every transition (each state’s shortest path, then every event) shows a view only to its player', () => {
    for (const p of shortest) for (const e of options.events) walk([...p.steps.map((s) => s.event), e])
  })

  it('a seeded random walk of 5,000 events never shows a hand to the wrong person', () => {
    const all = events()
    let seed = 12345
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
    const path: SessionEvent[] = []
    for (let i = 0; i < 5000; i++) path.push(all[Math.floor(rnd() * all.length)])
    walk(path)
  })

  it('CR 509.1: blocks on the public view need no cover there; Ann goes on with her hand face down until she lifts it', () => {
    const actor = createActor(sessionMachine).start()
    const passes: number[] = []
    actor.on('pass', (e) => passes.push(e.player))
    actor.send({ type: 'SESSION.BEGIN', players: 2, resumed: false })
    actor.send(changed({ actor: 0 }))
    actor.send({ type: 'SEAT.READY' })
    actor.send(changed({ actor: 1, ask: true, question: 'block' }))
    const s = actor.getSnapshot()
    expect([top(s), s.context.askFor, s.context.asked]).toEqual(['asking', 1, 'block'])
    expect(shownView(s.value, s.context)).toBe('public')
    // The blocker is dragged on the public view; declining is no pass (the blocks are still due).
    actor.send({ type: 'DRAG.START', card: 'c1' })
    expect(actor.getSnapshot().context.dragging).toBe('c1')
    actor.send({ type: 'DRAG.END' })
    actor.send({ type: 'ASK.DECLINE' })
    expect(passes).toEqual([])
    // Blocks declared: Ann has priority again, but Ben acted at the screen: her hand stays face down (the veil).
    actor.send(changed({ actor: 0, mayVeil: true }))
    let v = actor.getSnapshot()
    expect([top(v), v.context.askFor, v.context.asked]).toEqual(['asking', 0, 'veiled'])
    expect(shownView(v.value, v.context)).toBe('public')
    // She passes without lifting it; her next priority is veiled still; a decision of hers that needs no hidden card
    // is asked there too.
    actor.send({ type: 'ASK.DECLINE' })
    expect(passes).toEqual([0])
    actor.send(changed({ actor: 0, mayVeil: true }))
    actor.send(changed({ actor: 0, ask: true, question: 'decide' }))
    v = actor.getSnapshot()
    expect([top(v), v.context.askFor, v.context.asked]).toEqual(['asking', 0, 'decide'])
    // Lifting it is her cover, dismissed by her: only then her view.
    actor.send(changed({ actor: 0, mayVeil: true }))
    actor.send({ type: 'ASK.RESPOND' })
    expect([top(actor.getSnapshot()), actor.getSnapshot().context.handOffTo]).toEqual(['handOff', 0])
    actor.send({ type: 'SEAT.READY' })
    expect([top(actor.getSnapshot()), actor.getSnapshot().context.viewer]).toEqual(['seated', 0])
    // Blocks again, and then a decision of Ann's that reads her hand (a discard): her cover, no veil.
    actor.send(changed({ actor: 1, ask: true, question: 'block' }))
    actor.send(changed({ actor: 0 }))
    expect([top(actor.getSnapshot()), actor.getSnapshot().context.handOffTo]).toEqual(['handOff', 0])
    actor.send({ type: 'SEAT.READY' })
    // Next combat Ben wants his hand first: a cover names him.
    actor.send(changed({ actor: 1, ask: true, question: 'block' }))
    actor.send({ type: 'ASK.RESPOND' })
    expect([top(actor.getSnapshot()), actor.getSnapshot().context.handOffTo]).toEqual(['handOff', 1])
    // "Respond?" still drags nothing.
    actor.send({ type: 'SEAT.READY' })
    actor.send(changed({ actor: 0, ask: true }))
    actor.send({ type: 'DRAG.START', card: 'c1' })
    expect(actor.getSnapshot().context.dragging).toBeNull()
  })

  it('CR 117.3b: Ann, asked "respond?" to the response Ben cast from his seat, goes on with her hand face down', () => {
    const actor = createActor(sessionMachine).start()
    actor.send({ type: 'SESSION.BEGIN', players: 2, resumed: false })
    actor.send(changed({ actor: 0 }))
    actor.send({ type: 'SEAT.READY' })
    // Ann casts; Ben responds from his hand behind his cover.
    actor.send(changed({ actor: 1, ask: true }))
    actor.send({ type: 'ASK.RESPOND' })
    actor.send({ type: 'SEAT.READY' })
    expect(actor.getSnapshot().context.viewer).toBe(1)
    // Ann is asked on the public view, lets it resolve, and has priority again with her own spell on the stack: no
    // cover, and no hand (Ben is still at the screen).
    actor.send(changed({ actor: 0, ask: true }))
    actor.send(changed({ actor: 0, mayVeil: true }))
    const v = actor.getSnapshot()
    expect([top(v), v.context.askFor, v.context.asked]).toEqual(['asking', 0, 'veiled'])
    expect(shownView(v.value, v.context)).toBe('public')
    // Ben, still the viewer, gets priority after Ann acted here: his hand is veiled too.
    actor.send(changed({ actor: 1, mayVeil: true }))
    const w = actor.getSnapshot()
    expect([top(w), w.context.askFor, w.context.asked]).toEqual(['asking', 1, 'veiled'])
  })

  it('CR 117.3b: Ann, not asked about Ben’s response (she could do nothing), goes on in her turn with her hand face down', () => {
    const actor = createActor(sessionMachine).start()
    actor.send({ type: 'SESSION.BEGIN', players: 2, resumed: false })
    actor.send(changed({ actor: 0 }))
    actor.send({ type: 'SEAT.READY' })
    actor.send(changed({ actor: 1, ask: true }))
    actor.send({ type: 'ASK.RESPOND' })
    actor.send({ type: 'SEAT.READY' })
    // Ben's response resolved; Ann, who sat down already this turn, has priority: the veil, not a third cover.
    actor.send(changed({ actor: 0, mayVeil: true, goesOn: true }))
    const v = actor.getSnapshot()
    expect([top(v), v.context.askFor, v.context.asked]).toEqual(['asking', 0, 'veiled'])
    expect(shownView(v.value, v.context)).toBe('public')
    // At the start of her next turn (not seated yet in it): her cover, as always.
    actor.send({ type: 'ASK.RESPOND' })
    actor.send({ type: 'SEAT.READY' })
    actor.send(changed({ actor: 1 }))
    actor.send({ type: 'SEAT.READY' })
    actor.send(changed({ actor: 0, mayVeil: true }))
    expect([top(actor.getSnapshot()), actor.getSnapshot().context.handOffTo]).toEqual(['handOff', 0])
  })

  it('undo while the cover names Ben covers again for Ann: the seat never opens without a cover', () => {
    const actor = createActor(sessionMachine).start()
    actor.send({ type: 'SESSION.BEGIN', players: 2, resumed: false })
    actor.send(changed({ actor: 0 }))
    actor.send({ type: 'SEAT.READY' })
    expect(shownView(actor.getSnapshot().value, actor.getSnapshot().context)).toBe(0)
    actor.send(changed({ actor: 1 }))
    expect(top(actor.getSnapshot())).toBe('handOff')
    actor.send(changed({ actor: 0, cause: 'undo' }))
    expect(top(actor.getSnapshot())).toBe('handOff')
    expect(actor.getSnapshot().context.handOffTo).toBe(0)
  })

  it('an undo Ben agreed to at the screen lands on Ann’s decision behind Ann’s cover, not on her open hand', () => {
    const actor = createActor(sessionMachine).start()
    actor.send({ type: 'SESSION.BEGIN', players: 2, resumed: false })
    actor.send(changed({ actor: 0 }))
    actor.send({ type: 'SEAT.READY' })
    expect(shownView(actor.getSnapshot().value, actor.getSnapshot().context)).toBe(0)
    actor.send(changed({ actor: 0, cause: 'undo', consented: true }))
    expect(top(actor.getSnapshot())).toBe('handOff')
    expect(actor.getSnapshot().context.handOffTo).toBe(0)
    // Without anyone else's agreement (an undo within Ann's own decisions) she stays seated.
    actor.send({ type: 'SEAT.READY' })
    actor.send(changed({ actor: 0, cause: 'undo' }))
    expect(shownView(actor.getSnapshot().value, actor.getSnapshot().context)).toBe(0)
  })

  it('auto-pass is a transition: it asks the host to pass and keeps the state; time travel holds it', () => {
    const actor = createActor(sessionMachine).start()
    const passes: { player: number; auto: boolean }[] = []
    actor.on('pass', (e) => passes.push(e))
    actor.send({ type: 'SESSION.BEGIN', players: 2, resumed: false })
    actor.send(changed({ actor: 0, autoPass: 0 }))
    expect(passes).toEqual([{ type: 'pass', player: 0, auto: true }])
    actor.send(changed({ actor: 0, autoPass: 0, cause: 'undo' }))
    expect(passes).toHaveLength(1)
    expect(top(actor.getSnapshot())).toBe('handOff')
    // "Pass until…" is a transition too: the player's own pass, remembered for later.
    actor.send({ type: 'PASS_UNTIL.SET', player: 0, until: { mode: 'myTurn', turn: 3 } })
    expect(passes[1]).toEqual({ type: 'pass', player: 0, auto: false })
    expect(actor.getSnapshot().context.passUntil[0]).toEqual({ mode: 'myTurn', turn: 3 })
    actor.send(changed({ actor: 1, expired: [0] }))
    expect(actor.getSnapshot().context.passUntil[0]).toBeNull()
  })

  it('the computer contract: its seat enters `computer` and emits computer.think; the human view stays', () => {
    const actor = createActor(sessionMachine).start()
    const thinks: number[] = []
    actor.on('computer.think', (e) => thinks.push(e.player))
    actor.send({ type: 'COMPUTER.SEATS', players: [1] })
    actor.send({ type: 'SESSION.BEGIN', players: 2, resumed: false })
    actor.send(changed({ actor: 0 }))
    actor.send({ type: 'SEAT.READY' })
    actor.send(changed({ actor: 1 }))
    expect(top(actor.getSnapshot())).toBe('computer')
    expect(thinks).toEqual([1])
    expect(shownView(actor.getSnapshot().value, actor.getSnapshot().context)).toBe(0)
    actor.send(changed({ actor: 0 }))
    expect(top(actor.getSnapshot())).toBe('seated')
  })
})
