// A spell resolved by hand whose targets the engine chose as it was cast (CR 601.2c): the "resolve by hand" prompt
// names them, and casting it asks for them like any targeted spell.
import { describe, expect, it } from 'vitest'
import { startHistory } from '@shared/engine'
import { useTableStore } from '../../../src-renderer/src/stores/table'
import { play } from '../../support/realCards'
import { cardIn, startedGame } from './helpers'
import { mountPromptAt } from './mountPrompt'

const CARDS = ['Pinpoint Avalanche', 'Grizzly Bears']
const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']
const ann = { hand: ['Pinpoint Avalanche'], battlefield: MOUNTAINS }
const ben = { battlefield: ['Grizzly Bears'] }

describe('a partly run spell at the table', () => {
  it('CR 601.2c: casting Pinpoint Avalanche asks for its target creature', () => {
    const s = play(CARDS, ann, ben, []).state
    const { game } = startedGame()
    game.history = startHistory(s)
    const table = useTableStore()
    table.cast(cardIn(s, 0, 'hand', 'Pinpoint Avalanche'))
    expect(table.prompt).toMatchObject({ specs: [{ what: 'creature' }] })
  })

  it('CR 608.2b: resolving by hand, the prompt names the target it was cast with', () => {
    const r = play(CARDS, ann, ben, [
      { player: 0, type: 'cast', card: 'Pinpoint Avalanche', targets: ['Grizzly Bears'] },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    expect(r.state.pending).toMatchObject([{ kind: 'manual', player: 0 }])
    const w = mountPromptAt(r.state)
    expect(w.get('[data-testid="manual-targets"]').text()).toBe('Targets: Grizzly Bears')
    w.unmount()
  })
})
