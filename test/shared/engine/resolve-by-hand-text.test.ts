// A "resolve by hand" prompt always says what to resolve (CR 608.2): when the compiled effect's own text is empty
// (no line of the spell is an effect the compiler read), the stack item's text, the card's rules text, is shown.
import { describe, expect, it } from 'vitest'
import '../../../src-shared/variants'
import { cardFromScryfall } from '../../../src-shared/cards/scryfall'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import { faceAbilities } from '../../../src-shared/engine/abilities'
import { boardPlayer } from '../../support/realCards'

describe('resolving by hand: the prompt text', () => {
  it('CR 608.2: a spell whose effect text compiles empty prompts with its rules text, not an empty string', () => {
    // No printed instant has only a keyword line, so this one is made up: its spell effect has no text of its own.
    const card = cardFromScryfall({
      object: 'card',
      name: 'Quiet Moment',
      layout: 'normal',
      mana_cost: '{W}',
      cmc: 1,
      type_line: 'Instant',
      oracle_text: 'Flash',
      colors: ['W'],
      color_identity: ['W'],
      keywords: [],
      legalities: {},
    })
    expect(faceAbilities(card.faces[0]).spell).toMatchObject({ text: '', automated: false })
    const result = boardPlayer({ seed: 3, library: ['Plains', 'Plains'], start: undefined })(
      new CardPool([...starterCardDefinitions(), card]),
      { hand: ['Quiet Moment'], battlefield: ['Plains'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Quiet Moment' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    const manual = result.state.pending.find((d) => d.kind === 'manual')
    expect(manual, JSON.stringify(result.output)).toBeDefined()
    expect(manual!.text).toBe('Flash')
  })
})
