// The session statechart with computer seats: the hand-off cover comes up only between people (a person alone
// with the computer never sees it), the computer's turns keep the person's view, and a table of computers only
// shows every hand.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  lonePerson,
  onlyComputers,
  sessionMachine,
  shownView,
} from '../../../src-renderer/src/stores/session/sessionMachine'
import { changed } from './gameChanged'

function session(players: number, computers: number[]) {
  const actor = createActor(sessionMachine).start()
  const thinks: number[] = []
  actor.on('computer.think', (e) => thinks.push(e.player))
  actor.send({ type: 'COMPUTER.SEATS', players: computers })
  actor.send({ type: 'SESSION.BEGIN', players, resumed: false })
  const snap = () => actor.getSnapshot()
  const top = () => {
    const v = snap().value
    return typeof v === 'string' ? v : Object.keys(v)[0]
  }
  const shown = () => shownView(snap().value, snap().context)
  return { actor, thinks, snap, top, shown }
}

describe('computer seats in the session', () => {
  it('a person alone with the computer sits down without a cover, and keeps the view while it thinks', () => {
    const s = session(2, [1])
    expect(lonePerson(s.snap().context)).toBe(0)
    s.actor.send(changed({ cause: 'begin', actor: 0 }))
    expect(s.top()).toBe('seated')
    expect(s.shown()).toBe(0)
    s.actor.send(changed({ actor: 1 }))
    expect(s.top()).toBe('computer')
    expect(s.thinks).toEqual([1])
    expect(s.shown()).toBe(0)
    s.actor.send(changed({ actor: 0 }))
    expect(s.top()).toBe('seated')
  })

  it('when the computer acts first, the person still gets the table without a cover', () => {
    const s = session(3, [0, 2])
    s.actor.send(changed({ cause: 'begin', actor: 0 }))
    expect(s.top()).toBe('computer')
    // The person's view while the computer decides (never a blank table, never its hand).
    expect(s.shown()).toBe(1)
    s.actor.send(changed({ actor: 1 }))
    expect(s.top()).toBe('seated')
    expect(s.snap().context.handOffTo).toBeNull()
  })

  it('undo from the game-over screen goes straight back to the person, or to the computer', () => {
    const s = session(2, [1])
    s.actor.send(changed({ cause: 'begin', actor: 0 }))
    s.actor.send(changed({ actor: null, ended: true }))
    expect(s.top()).toBe('gameOver')
    s.actor.send(changed({ cause: 'undo', actor: 0 }))
    expect(s.top()).toBe('seated')
    s.actor.send(changed({ actor: null, ended: true }))
    s.actor.send(changed({ cause: 'undo', actor: 1 }))
    expect(s.top()).toBe('computer')
    expect(s.thinks).toEqual([1])
  })

  it('two people and a computer: the cover comes up between the people only', () => {
    const s = session(3, [2])
    expect(lonePerson(s.snap().context)).toBeNull()
    s.actor.send(changed({ cause: 'begin', actor: 0 }))
    expect(s.top()).toBe('handOff')
    s.actor.send({ type: 'SEAT.READY' })
    s.actor.send(changed({ actor: 2 }))
    expect(s.top()).toBe('computer')
    expect(s.shown()).toBe(0)
    // Back to Ann: no cover (she never left).
    s.actor.send(changed({ actor: 0 }))
    expect(s.top()).toBe('seated')
    s.actor.send(changed({ actor: 2 }))
    // From the computer to Ben: the cover, for Ben.
    s.actor.send(changed({ actor: 1 }))
    expect(s.top()).toBe('handOff')
    expect(s.snap().context.handOffTo).toBe(1)
  })

  it('computers only: every hand shows, and nobody is asked to take a seat', () => {
    const s = session(2, [0, 1])
    expect(onlyComputers(s.snap().context)).toBe(true)
    s.actor.send(changed({ cause: 'begin', actor: 0 }))
    expect(s.top()).toBe('computer')
    expect(s.shown()).toBe('all')
    s.actor.send(changed({ actor: 1 }))
    expect(s.shown()).toBe('all')
    expect(s.thinks).toEqual([0, 1])
  })

  it('a seat at the screen given to the computer brings the cover up, for the one person left', () => {
    const s = session(2, [])
    s.actor.send(changed({ cause: 'begin', actor: 1 }))
    s.actor.send({ type: 'SEAT.READY' })
    expect(s.shown()).toBe(1)
    s.actor.send({ type: 'COMPUTER.SEATS', players: [1] })
    expect(s.top()).toBe('handOff')
    expect(s.shown()).toBeNull()
    expect(s.snap().context.handOffTo).toBe(0)
  })
})
