// A saved game keeps the card text it was played with: lines resolved by hand then stay by hand when a later engine
// reads them (CR 603.3: the trigger still goes on the stack, resolved by its controller), so every save's log replays.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { cardFromScryfall } from '@shared/cards/scryfall'
import type { CardDefinition } from '@shared/cards/model'
import { CardPool } from '@shared/cards/pool'
import { starterCardDefinitions } from '@shared/cards/starter'
import { applyAction } from '@shared/engine/game'
import { engineCodec, initialStateOf, replayTimeline } from '@shared/engine/codec'
import { settleCardText } from '@shared/engine/textPins'
import type { Action } from '@shared/engine/types'
import type { SaveDocument } from '@shared/saves/format'
import { saveInputFromGame } from '@shared/engine/saveFromGame'
import { boardPlayer } from '../../support/realCards'
import { cpuMs } from '../../support/work'

const HEALER_TEXT = 'When this creature enters, you gain 3 life.'
const healer = cardFromScryfall({
  object: 'card',
  name: 'Dawn Healer',
  layout: 'normal',
  mana_cost: '{W}',
  cmc: 1,
  type_line: 'Creature — Human Cleric',
  oracle_text: HEALER_TEXT,
  power: '1',
  toughness: '1',
  colors: ['W'],
  color_identity: ['W'],
  keywords: [],
  legalities: { vintage: 'legal' },
})

/** A game played when the engine left the healer's trigger by hand: Ann resolved it with "done", gaining nothing. */
function playedByHand(): SaveDocument {
  const pinned: CardDefinition = { ...healer, faces: healer.faces.map((f) => ({ ...f, byHand: [HEALER_TEXT] })) }
  const pool = new CardPool(starterCardDefinitions())
  pool.add(pinned)
  const run = boardPlayer({ seed: 3, library: ['Plains', 'Plains'], start: undefined })(
    pool,
    { hand: ['Dawn Healer'], battlefield: ['Plains'] },
    { library: ['Island', 'Island'] },
    [
      { type: 'cast', player: 0, card: 'Dawn Healer' },
      { type: 'pass', player: 0 },
      { type: 'pass', player: 1 },
      { type: 'pass', player: 0 },
      { type: 'pass', player: 1 },
      { type: 'done', player: 0 },
    ],
  )
  const input = saveInputFromGame({ gameId: 'g-pins', initialState: run.initial, log: run.log, state: run.state })
  return { version: 1, ...input } as unknown as SaveDocument
}

const healerFace = (save: SaveDocument) => save.cards.find((d) => d.name === 'Dawn Healer')!.faces[0]

/** The save as a version that didn't record its by-hand lines wrote it. */
function withoutPins({ textPins: _recorded, ...save }: SaveDocument): SaveDocument {
  return {
    ...save,
    cards: save.cards.map((d) => ({ ...d, faces: d.faces.map(({ byHand: _b, inert: _i, ...f }) => f) })),
  }
}

/** The plain replay, without settling: where it leaves the saved game (an illegal action, or another position). */
function plainReplayDiverges(save: SaveDocument): boolean {
  let state = initialStateOf(save)
  for (const a of save.log) {
    const r = applyAction(state, a as unknown as Action)
    if (!r.ok) return true
    state = r.state
  }
  return !engineCodec.equalsSnapshot(state, save.snapshot)
}

describe('a saved game keeps its card text (CR 603.3: a by-hand trigger stays by hand in that game)', () => {
  it('the save names, per face, the lines that were resolved by hand', () => {
    const save = playedByHand()
    expect(healerFace(save).byHand).toEqual([HEALER_TEXT])
    expect(save.log.map((a) => a.type)).toContain('done')
    const t = replayTimeline(save)
    expect(t.error).toBeNull()
    expect(engineCodec.equalsSnapshot(t.states[t.states.length - 1], save.snapshot)).toBe(true)
    expect(t.states[t.states.length - 1].players[0].life).toBe(20) // resolved by hand: nothing gained
  })

  it('today the engine runs the line itself, so the unpinned log no longer replays as played', () => {
    const save = withoutPins(playedByHand())
    expect(plainReplayDiverges(save)).toBe(true)
  })

  it('a save from before pins were recorded is settled on load: the line goes back by hand and the log replays', () => {
    const old = withoutPins(playedByHand())
    const settled = settleCardText(old)
    expect(healerFace(settled).byHand).toEqual([HEALER_TEXT])
    expect(plainReplayDiverges(settled)).toBe(false)
    const t = replayTimeline(old) // settles by itself
    expect(t.error).toBeNull()
    expect(t.states.length).toBe(old.log.length + 1)
  })

  it('a log that no pin explains is left as it is, in bounded time', () => {
    const save = withoutPins(playedByHand())
    const broken = { ...save, log: [...save.log, { type: 'playLand', player: 1, card: 'nope' }] } as SaveDocument
    // Bounded work (the trials are capped), measured in CPU time: the machine's load doesn't stretch it.
    expect(cpuMs(() => expect(settleCardText(broken)).toBe(broken))).toBeLessThan(5000)
    expect(replayTimeline(broken).error).not.toBeNull()
  })
})
