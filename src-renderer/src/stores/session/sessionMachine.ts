// The hotseat session as one statechart: who sits at the table, when the hand-off cover is up, the open prompt and
// the drag, automatic passes and "pass until…", the computer's turn, replays and the end of the game. Game rules stay
// in the engine: the host (stores/session.ts) tells the machine what changed in the game (GAME.CHANGED, with the
// flow facts of components/table/flow.ts) and records the passes the machine asks for (the emitted `pass`).
//
// The one promise it keeps by construction: the table shows a player's view only in `seated` (and while the
// computer thinks, the view of the human who was seated), and the ONLY way into `seated` as a player other than the
// one seated last is through `handOff`, whose cover the new player dismisses (SEAT.READY). Every other change of
// viewer (undo, redo, load, continue, rematch, concede, the end of the game) goes through `handOff` too. The one
// exception: a person alone with the computer (every other seat is its) is the only one who can be at the screen,
// so they are seated without a cover.
//
// The veil: once a player other than the viewer has acted at the screen (asked on the public view: "respond?",
// blocks, a decision, a public step), the viewer's hidden cards come back only through a cover they dismiss. Until
// they ask for it (ASK.RESPOND, "Show my hand"), a player who only has priority goes on on the public view with their
// hand face down (asked 'veiled'): they pass, use a permanent's ability, or make decisions that need no hidden card.
//
// Computer opponent contract: COMPUTER.SEATS names the seats the computer plays (sent before SESSION.BEGIN). When the
// acting player is one of them the machine enters `computer` and emits `{ type: 'computer.think', player }`; the
// computer then acts through the game store like a player (each action comes back as GAME.CHANGED), or sends
// COMPUTER.RESIGN to give the seat back to the hand-off cover. While it thinks, the table keeps showing the person's
// view (the one seated last, or the only one), read-only; with computers only it shows every hand ('all').
import { assign, emit, setup } from 'xstate'
import type { ObjId, PlayerIndex } from '@shared/engine'
import type { PassUntil } from '../../components/table/flow'
import type { CastPrompt } from './prompt'

export type ChangeCause = 'action' | 'auto' | 'undo' | 'redo' | 'begin'

/** A question answered on the same screen, from public information only: "respond?", declaring blockers, the
 *  active player's choices in a variant's public step (Combat Rules' fights, MCR-8), or any other decision that
 *  needs no hidden card (attackers, a target or a "may" about public objects: components/table/flow.ts); or
 *  'veiled': a player's priority after another player acted at the screen, with their hand face down until they lift
 *  it through a cover. */
export type Question = 'respond' | 'block' | 'public' | 'decide' | 'veiled'

export interface SessionContext {
  players: number
  /** The player seated last (whose view `seated` shows); null when no one is known to be at the table. */
  viewer: PlayerIndex | null
  /** The player the hand-off cover names. */
  handOffTo: PlayerIndex | null
  /** The player asked on the current screen (no hand shown): "respond?", or their blocks. */
  askFor: PlayerIndex | null
  /** What `askFor` answers on the public view: whether to respond, or which creatures block (CR 509.1). */
  asked: Question | null
  computers: PlayerIndex[]
  passUntil: (PassUntil | null)[]
  /** After undo, redo or a load: no automatic passes until a player acts. */
  holdAutoPass: boolean
  prompt: CastPrompt | null
  dragging: ObjId | null
  /** Another player has acted at the screen (asked there: "respond?", blocks, a decision, a public step) since the
   *  viewer sat down: the viewer's own view opens again only through a cover (the veil). */
  publicSeat: boolean
}

/** What the host reports after every change of the game (all plain facts, worked out by components/table/flow.ts). */
export interface GameChanged {
  type: 'GAME.CHANGED'
  cause: ChangeCause
  /** The player who must act now (null: nobody, e.g. while the game waits for nothing). */
  actor: PlayerIndex | null
  ended: boolean
  /** The player with priority whom the table would pass for now (flow.shouldAutoPass), or null. */
  autoPass: PlayerIndex | null
  /** The actor may only respond to another player's spell or ability, and the settings ask "respond?" first;
   *  or the actor declares blockers, which the settings let them do on the public view. */
  ask: boolean
  /** What `ask` asks (default 'respond'). */
  question?: Question
  /** The actor only has priority (no decision, nothing else to ask) and the settings ask first ('ask'): a player who
   *  must not see their hand yet (the veil) may go on on the public view. */
  mayVeil?: boolean
  /** With `mayVeil`: the actor is the active player and has sat down already this turn, so they may go on with their
   *  hand face down after another player's look instead of a cover (and lift it when they need it). */
  goesOn?: boolean
  /** Players whose "pass until…" no longer holds. */
  expired: PlayerIndex[]
  /** An undo or redo other players agreed to at the screen: whoever acts next sits down only behind their cover. */
  consented?: boolean
}

export type SessionEvent =
  | { type: 'SESSION.BEGIN'; players: number; resumed: boolean }
  | { type: 'SESSION.END' }
  | GameChanged
  | { type: 'SEAT.READY' }
  | { type: 'ASK.RESPOND' }
  | { type: 'ASK.DECLINE' }
  | { type: 'PROMPT.OPEN'; prompt: CastPrompt }
  | { type: 'PROMPT.CLOSE' }
  | { type: 'DRAG.START'; card: ObjId }
  | { type: 'DRAG.END' }
  | { type: 'PASS_UNTIL.SET'; player: PlayerIndex; until: PassUntil }
  | { type: 'COMPUTER.SEATS'; players: PlayerIndex[] }
  | { type: 'COMPUTER.RESIGN' }
  | { type: 'REPLAY.OPEN' }
  | { type: 'REPLAY.CLOSE' }

export type SessionEmitted =
  { type: 'pass'; player: PlayerIndex; auto: boolean } | { type: 'computer.think'; player: PlayerIndex }

const EMPTY: SessionContext = {
  players: 0,
  viewer: null,
  handOffTo: null,
  askFor: null,
  asked: null,
  computers: [],
  passUntil: [],
  holdAutoPass: false,
  prompt: null,
  dragging: null,
  publicSeat: false,
}

type Changed = { context: SessionContext; event: SessionEvent }
const changed = (e: SessionEvent): GameChanged | null => (e.type === 'GAME.CHANGED' ? e : null)
/** The one person at a table where every other seat is the computer's (no cover is ever needed), else null. */
export const lonePerson = (context: SessionContext): PlayerIndex | null => {
  const people = Array.from({ length: context.players }, (_, p) => p).filter((p) => !context.computers.includes(p))
  return people.length === 1 ? people[0] : null
}
/** Every seat is the computer's: the table shows every hand, read-only, and plays on by itself. */
export const onlyComputers = (context: SessionContext): boolean =>
  context.players > 0 &&
  Array.from({ length: context.players }, (_, p) => p).every((p) => context.computers.includes(p))
/** Holding automatic passes: set by time travel, kept by automatic passes, cleared by a player's action. */
const holdAfter = (context: SessionContext, e: GameChanged): boolean =>
  e.cause === 'undo' || e.cause === 'redo' ? true : e.cause === 'action' ? false : context.holdAutoPass

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  guards: {
    autoPass: ({ context, event }: Changed) => {
      const e = changed(event)
      return !!e && e.autoPass !== null && !e.ended && !holdAfter(context, e)
    },
    ended: ({ event }: Changed) => !!changed(event)?.ended,
    nobody: ({ event }: Changed) => changed(event)?.actor === null,
    computerActs: ({ context, event }: Changed) => {
      const a = changed(event)?.actor
      return a !== undefined && a !== null && context.computers.includes(a)
    },
    viewerActs: ({ context, event }: Changed) => context.viewer !== null && changed(event)?.actor === context.viewer,
    /** The viewer acts and nobody else has acted at the screen meanwhile (someone has: the veil, or a cover). */
    viewerStillThere: ({ context, event }: Changed) =>
      !context.publicSeat && context.viewer !== null && changed(event)?.actor === context.viewer,
    lonePersonActs: ({ context, event }: Changed) => {
      const a = changed(event)?.actor
      return a !== undefined && a !== null && a === lonePerson(context)
    },
    askInstead: ({ context, event }: Changed) => context.viewer !== null && !!changed(event)?.ask,
    /** The actor only has priority, and is the player asked here (who has been at the screen), the viewer after
     *  another player acted here, or the active player going on in their turn after another player's look: they go
     *  on on the public view, hand face down. */
    goesOnVeiled: ({ context, event }: Changed) => {
      const e = changed(event)
      if (!e?.mayVeil || e.actor === null || context.viewer === null) return false
      if (e.goesOn && e.actor !== context.viewer) return true
      return e.actor === context.askFor || (e.actor === context.viewer && context.publicSeat)
    },
    canTakeSeat: ({ context }: Changed) => context.handOffTo !== null,
    /** Other players came to the screen to agree to an undo or redo, and the viewer acts next: their hand opens again
     *  only through their cover (another player's question is still asked on the public view). */
    viewerAfterConsent: ({ context, event }: Changed) => {
      const e = changed(event)
      return !!e?.consented && context.viewer !== null && e.actor === context.viewer
    },
    /** The same, the computer acting next: it thinks on the public view (no person's view is kept). */
    consentedComputer: ({ context, event }: Changed) => {
      const e = changed(event)
      return !!e?.consented && e.actor !== null && context.computers.includes(e.actor)
    },
  },
  actions: {
    noteChange: assign(({ context, event }: Changed) => {
      const e = changed(event)
      if (!e) return {}
      const passUntil = context.passUntil.map((u, p) => (e.expired.includes(p) ? null : u))
      // Others came to the screen to agree to an undo: the viewer's hand opens again only through a cover.
      return { holdAutoPass: holdAfter(context, e), passUntil, ...(e.consented ? { publicSeat: true } : {}) }
    }),
    passAutomatically: emit(({ event }: Changed) => ({
      type: 'pass' as const,
      player: changed(event)!.autoPass!,
      auto: true,
    })),
    coverFor: assign(({ event }: Changed) => ({ handOffTo: changed(event)!.actor, askFor: null, asked: null })),
    askActor: assign(({ context, event }: Changed) => ({
      askFor: changed(event)!.actor,
      asked: changed(event)!.question ?? 'respond',
      handOffTo: null,
      // The asked player is at the screen: the viewer's hand now opens only through a cover.
      publicSeat:
        context.publicSeat || changed(event)!.question === 'public' || changed(event)!.actor !== context.viewer,
    })),
    veilActor: assign(({ context, event }: Changed) => ({
      askFor: changed(event)!.actor,
      asked: 'veiled' as const,
      handOffTo: null,
      publicSeat: context.publicSeat || changed(event)!.actor !== context.viewer,
    })),
    seatHandedOff: assign(({ context }) => ({ viewer: context.handOffTo, handOffTo: null, publicSeat: false })),
    seatActor: assign(({ event }: Changed) => ({
      viewer: changed(event)!.actor,
      handOffTo: null,
      askFor: null,
      publicSeat: false,
    })),
    forgetViewer: assign({ viewer: null, askFor: null, asked: null, publicSeat: false }),
    clearTable: assign({ prompt: null, dragging: null }),
    think: emit(({ event }: Changed) => ({ type: 'computer.think' as const, player: changed(event)!.actor! })),
  },
}).createMachine({
  id: 'session',
  context: EMPTY,
  initial: 'idle',
  on: {
    'SESSION.BEGIN': {
      target: '.handOff',
      actions: assign(({ context, event }) => ({
        ...EMPTY,
        computers: context.computers,
        players: event.players,
        passUntil: Array.from({ length: event.players }, () => null),
        holdAutoPass: event.resumed,
      })),
    },
    'SESSION.END': { target: '.idle', actions: assign(({ context }) => ({ ...EMPTY, computers: context.computers })) },
    'REPLAY.OPEN': {
      target: '.replaying',
      actions: assign({ viewer: null, handOffTo: null, askFor: null, asked: null, publicSeat: false }),
    },
    'COMPUTER.SEATS': [
      {
        // A seat at (or handed) the screen given to the computer: the cover comes up (for the one person left, if so).
        guard: ({ context, event }) =>
          [context.viewer, context.handOffTo, context.askFor].some((p) => p !== null && event.players.includes(p)),
        target: '.handOff',
        actions: [
          assign(({ event }) => ({ computers: [...event.players] })),
          assign(({ context }) => ({ handOffTo: lonePerson(context) })),
        ],
      },
      { actions: assign(({ event }) => ({ computers: [...event.players] })) },
    ],
    'PASS_UNTIL.SET': {
      actions: [
        assign(({ context, event }) => ({
          passUntil: context.passUntil.map((u, p) => (p === event.player ? event.until : u)),
        })),
        emit(({ event }) => ({ type: 'pass' as const, player: event.player, auto: false })),
      ],
    },
  },
  states: {
    /** No game. */
    idle: {},
    /** The cover: the table is not rendered; the named player dismisses it. */
    handOff: {
      entry: ['forgetViewer', 'clearTable'],
      on: {
        'GAME.CHANGED': [
          { guard: 'autoPass', actions: ['noteChange', 'passAutomatically'] },
          { guard: 'ended', target: 'gameOver', actions: 'noteChange' },
          { guard: 'nobody', actions: 'noteChange' },
          { guard: 'computerActs', target: 'computer', actions: ['noteChange', 'think'] },
          { guard: 'lonePersonActs', target: 'seated', actions: ['noteChange', 'seatActor'] },
          { target: 'handOff', reenter: true, actions: ['noteChange', 'coverFor'] },
        ],
        'SEAT.READY': { guard: 'canTakeSeat', target: 'seated', actions: 'seatHandedOff' },
      },
    },
    /** "Respond?" or blocks for another player on the same screen: the public view only (no hand). The viewer
     *  stays at the screen; the asked player takes the seat only through a cover (ASK.RESPOND). */
    asking: {
      exit: assign({ dragging: null, prompt: null }),
      on: {
        'GAME.CHANGED': [
          { guard: 'autoPass', actions: ['noteChange', 'passAutomatically'] },
          { guard: 'ended', target: 'gameOver', actions: 'noteChange' },
          { guard: 'consentedComputer', target: 'computer', actions: ['noteChange', 'forgetViewer', 'think'] },
          { guard: 'nobody', actions: 'noteChange' },
          { guard: 'computerActs', target: 'computer', actions: ['noteChange', 'think'] },
          // The viewer goes on without a cover when nobody else has acted here meanwhile (someone has: the veil).
          { guard: 'viewerAfterConsent', target: 'handOff', actions: ['noteChange', 'coverFor'] },
          {
            guard: 'viewerStillThere',
            target: 'seated',
            actions: ['noteChange', assign({ askFor: null, asked: null })],
          },
          { guard: 'goesOnVeiled', target: 'asking', reenter: true, actions: ['noteChange', 'veilActor'] },
          { guard: 'askInstead', target: 'asking', reenter: true, actions: ['noteChange', 'askActor'] },
          { target: 'handOff', actions: ['noteChange', 'coverFor'] },
        ],
        'ASK.RESPOND': {
          target: 'handOff',
          actions: assign(({ context }) => ({ handOffTo: context.askFor, askFor: null, asked: null })),
        },
        // Declining a block is declaring no blockers, done on the table (a decision likewise is answered there);
        // "respond?", a public step's choices and a veiled priority are declined by passing.
        'ASK.DECLINE': {
          guard: ({ context }) =>
            context.asked === 'respond' || context.asked === 'public' || context.asked === 'veiled',
          actions: emit(({ context }) => ({ type: 'pass' as const, player: context.askFor!, auto: false })),
        },
        // A creature ability (equip, its targets) used in a public step on the public view (MCR-8): its prompt.
        'PROMPT.OPEN': {
          guard: ({ context }) => context.asked !== 'block' && context.asked !== 'decide',
          actions: assign(({ event }) => ({ prompt: event.prompt })),
        },
        'PROMPT.CLOSE': { actions: assign({ prompt: null }) },
        // Blockers are dragged onto attackers on the public view (CR 509.1a), attackers declared and fights picked
        // there (MCR-8).
        'DRAG.START': {
          guard: ({ context }) => context.asked === 'block' || context.asked === 'decide' || context.asked === 'public',
          actions: assign(({ event }) => ({ dragging: event.card })),
        },
        'DRAG.END': { actions: assign({ dragging: null }) },
      },
    },
    /** A player's view. */
    seated: {
      initial: 'ready',
      exit: 'clearTable',
      on: {
        'GAME.CHANGED': [
          { guard: 'autoPass', actions: ['noteChange', 'passAutomatically'] },
          { guard: 'ended', target: 'gameOver', actions: 'noteChange' },
          { guard: 'consentedComputer', target: 'computer', actions: ['noteChange', 'forgetViewer', 'think'] },
          { guard: 'nobody', actions: 'noteChange' },
          { guard: 'computerActs', target: 'computer', actions: ['noteChange', 'think'] },
          { guard: 'viewerAfterConsent', target: 'handOff', actions: ['noteChange', 'coverFor'] },
          { guard: 'viewerActs', target: 'seated', reenter: true, actions: 'noteChange' },
          { guard: 'goesOnVeiled', target: 'asking', actions: ['noteChange', 'veilActor'] },
          { guard: 'askInstead', target: 'asking', actions: ['noteChange', 'askActor'] },
          { target: 'handOff', actions: ['noteChange', 'coverFor'] },
        ],
      },
      states: {
        ready: {
          on: {
            'PROMPT.OPEN': { target: 'deciding', actions: assign(({ event }) => ({ prompt: event.prompt })) },
            'DRAG.START': { target: 'dragging', actions: assign(({ event }) => ({ dragging: event.card })) },
          },
        },
        /** A cast or activate prompt (targets, X, Phyrexian life). */
        deciding: {
          on: {
            'PROMPT.OPEN': { target: 'deciding', actions: assign(({ event }) => ({ prompt: event.prompt })) },
            'PROMPT.CLOSE': { target: 'ready', actions: assign({ prompt: null }) },
            'DRAG.START': { target: 'dragging', actions: assign(({ event }) => ({ dragging: event.card })) },
          },
        },
        dragging: {
          on: {
            'DRAG.START': { actions: assign(({ event }) => ({ dragging: event.card })) },
            'DRAG.END': [
              {
                guard: ({ context }) => context.prompt !== null,
                target: 'deciding',
                actions: assign({ dragging: null }),
              },
              { target: 'ready', actions: assign({ dragging: null }) },
            ],
            'PROMPT.OPEN': {
              target: 'deciding',
              actions: assign(({ event }) => ({ prompt: event.prompt, dragging: null })),
            },
          },
        },
      },
    },
    /** The computer plays a seat: the table keeps the last human viewer's view, read-only. */
    computer: {
      on: {
        'GAME.CHANGED': [
          { guard: 'autoPass', actions: ['noteChange', 'passAutomatically'] },
          { guard: 'ended', target: 'gameOver', actions: 'noteChange' },
          {
            guard: 'consentedComputer',
            target: 'computer',
            reenter: true,
            actions: ['noteChange', 'forgetViewer', 'think'],
          },
          { guard: 'nobody', actions: 'noteChange' },
          { guard: 'computerActs', target: 'computer', reenter: true, actions: ['noteChange', 'think'] },
          { guard: 'viewerAfterConsent', target: 'handOff', actions: ['noteChange', 'coverFor'] },
          { guard: 'viewerActs', target: 'seated', actions: 'noteChange' },
          { guard: 'lonePersonActs', target: 'seated', actions: ['noteChange', 'seatActor'] },
          { target: 'handOff', actions: ['noteChange', 'coverFor'] },
        ],
        'COMPUTER.RESIGN': { target: 'handOff' },
      },
    },
    /** The replay viewer: no one's live view. */
    replaying: {
      entry: 'clearTable',
      on: { 'REPLAY.CLOSE': { target: 'idle' } },
    },
    /** The end: everyone sees the public view; a game taken back (undo) starts again behind a cover. */
    gameOver: {
      entry: ['forgetViewer', 'clearTable', assign({ handOffTo: null })],
      on: {
        'GAME.CHANGED': [
          { guard: 'ended' },
          { guard: 'nobody', target: 'handOff', actions: 'noteChange' },
          { guard: 'computerActs', target: 'computer', actions: ['noteChange', 'think'] },
          { guard: 'lonePersonActs', target: 'seated', actions: ['noteChange', 'seatActor'] },
          { target: 'handOff', actions: ['noteChange', 'coverFor'] },
        ],
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine

/** Whose view the table shows in a session state: a player, the public view (no hands), every hand (a table of
 *  computers only), or nothing (the cover). */
export type Shown = PlayerIndex | 'public' | 'all' | null

export function shownView(value: unknown, context: SessionContext): Shown {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0]
  if (top === 'seated') return context.viewer
  // While the computer thinks: the person at the table (the only one, or the one seated last) keeps their view.
  if (top === 'computer') return context.viewer ?? lonePerson(context) ?? (onlyComputers(context) ? 'all' : 'public')
  if (top === 'asking' || top === 'gameOver') return 'public'
  return null
}
