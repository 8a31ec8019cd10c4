// A saved snapshot written before the engine recorded some fact of the game's past (CR 601.2h mana spent, a spell
// cast from hand, this turn's draws) still equals the same log replayed today; a snapshot that records that kind of
// fact is compared on it in full.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { engineCodec, sameJson } from '@shared/engine/codec'
import { withoutFactsThatPredate } from '@shared/engine/recordedFacts'
import { newTestGame, recordRandomGame } from './helpers'

// The position as an engine that recorded none of these facts saved it.
const played = withoutFactsThatPredate(recordRandomGame(newTestGame(8), 3, 80).states.at(-1)!, {})
const withFacts = {
  ...played,
  objects: Object.fromEntries(
    Object.entries(played.objects).map(([id, o], i) => [id, i === 0 ? { ...o, castFromHand: true } : o]),
  ),
  players: played.players.map((p, i) => (i === 1 ? { ...p, damagedTurn: 2 } : p)),
  extra: { ...played.extra, spellsCast: { turn: 2, counts: [1, 0] } },
}

describe('facts a snapshot predates (CR 601.2h, 603.4)', () => {
  it('a snapshot without any such fact equals the replay that records them', () => {
    expect(sameJson(withFacts, played)).toBe(false)
    expect(engineCodec.equalsSnapshot(withFacts, JSON.parse(JSON.stringify(played)))).toBe(true)
  })

  it('a snapshot that records a kind of fact is compared on it', () => {
    const firstId = Object.keys(played.objects)[0]
    const saved = JSON.parse(JSON.stringify(withFacts))
    expect(engineCodec.equalsSnapshot(withFacts, saved)).toBe(true)
    saved.objects[firstId].castFromHand = false
    expect(engineCodec.equalsSnapshot(withFacts, saved)).toBe(false)
    const drawn = JSON.parse(JSON.stringify(withFacts))
    drawn.extra.spellsCast = { turn: 2, counts: [0, 0] }
    expect(engineCodec.equalsSnapshot(withFacts, drawn)).toBe(false)
  })

  it('CR 707.10c: an option added since the save (chooseCopyTargets) is no difference; a saved option is compared', () => {
    const saved = JSON.parse(JSON.stringify(played))
    delete saved.options.chooseCopyTargets
    expect('chooseCopyTargets' in played.options).toBe(true)
    expect(engineCodec.equalsSnapshot(played, saved)).toBe(true)
    saved.options.manaBurn = !played.options.manaBurn
    expect(engineCodec.equalsSnapshot(played, saved)).toBe(false)
  })

  it('everything else is still compared: a different life total is a difference', () => {
    const saved = JSON.parse(JSON.stringify(played))
    saved.players[0].life += 1
    expect(engineCodec.equalsSnapshot(withFacts, saved)).toBe(false)
    expect(sameJson(withoutFactsThatPredate(withFacts, played as never), played)).toBe(true)
  })
})
