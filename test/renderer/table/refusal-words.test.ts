// A refusal reaches players in their words: a scenario's field hint (`"faceDown": true`, the contract's syntax) is
// left out, whichever way the table shows the refusal (the game store's `why` and `act`, the table's drops).
import { describe, expect, it } from 'vitest'
import { forPlayers } from '../../../src-renderer/src/stores/game'

describe('refusals without the scenario syntax', () => {
  it('Mental Magic (ruling MM-4): "play it face down as a Utopia", with no ("faceDown": true …)', () => {
    const engine =
      'Forest has a mana cost: only a card with no mana cost can be played as a land (ruling MM-3); play it face down as a Utopia ("faceDown": true, ruling MM-4)'
    expect(forPlayers(engine)).toBe(
      'Forest has a mana cost: only a card with no mana cost can be played as a land (ruling MM-3); play it face down as a Utopia (ruling MM-4)',
    )
    expect(forPlayers('play it as a Utopia ("faceDown": true)')).toBe('play it as a Utopia')
    expect(forPlayers('no hint here (ruling MM-2)')).toBe('no hint here (ruling MM-2)')
  })
})
