// Log lines read as plain English: counts agree with their nouns, and a kept hand after mulligans says what stays.
import { describe, expect, it } from 'vitest'
import { checkAction, reduce, type Action, type GameState } from '@shared/engine'
import { newTestGame } from './helpers'
import { starterMatchDecks } from '../../../src-shared/computer/decks'
import { createGoldfish } from '../../../src-shared/practice/goldfish'

function act(state: GameState, action: Action): { state: GameState; lines: string[] } {
  const why = checkAction(state, action)
  if (why) throw new Error(why)
  return reduce(state, action)
}

describe('log wording', () => {
  it('CR 103.4: a keep after a mulligan says how many cards stay and how many go to the bottom, not "keeps 7 cards"', () => {
    let s = newTestGame(2)
    expect(act(s, { type: 'keep', player: 0 }).lines).toEqual(['Ann keeps 7 cards'])
    s = act(s, { type: 'mulligan', player: 0 }).state
    expect(act(s, { type: 'keep', player: 0 }).lines).toEqual(['Ann keeps 6 cards and puts 1 card on the bottom'])
  })

  it('CR 103.4: two mulligans: "keeps 5 cards and puts 2 cards on the bottom"', () => {
    let s = newTestGame(2)
    s = act(s, { type: 'mulligan', player: 0 }).state
    s = act(s, { type: 'mulligan', player: 0 }).state
    expect(act(s, { type: 'keep', player: 0 }).lines).toEqual(['Ann keeps 5 cards and puts 2 cards on the bottom'])
  })

  it('CR 103.4: the goldfish, with no cards at all, "keeps an empty hand", not "keeps 0 cards"', () => {
    const s = act(createGoldfish({ variant: 'normal', seed: 3, deck: starterMatchDecks('normal')[0] }), {
      type: 'keep',
      player: 0,
    }).state
    const goldfish = 1
    expect(s.players[goldfish].zones.hand).toEqual([])
    expect(act(s, { type: 'keep', player: goldfish }).lines[0]).toBe('Goldfish keeps an empty hand')
  })
})
