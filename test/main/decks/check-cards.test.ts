// decks:check gives the definitions of an imported deck's cards that are not in the bundled starter pool, so the
// renderer (which has only the starter pool) can start a game with the deck (GameSetup.cards).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CardDefinition } from '@shared/cards/model'
import { CardPool } from '@shared/cards/pool'
import { starterCardDefinitions, starterPool } from '@shared/cards/starter'
import { createDecksService } from '../../../src-main/decks/service'
import { createDraftStore } from '../../../src-main/saves/drafts'

const bears = starterPool().byName('Grizzly Bears')!
/** A card of the imported database that the starter pool does not have. */
const homemade: CardDefinition = {
  ...bears,
  id: 'test:homemade-bear',
  name: 'Homemade Bear',
  faces: bears.faces.map((f) => ({ ...f, name: 'Homemade Bear' })),
}

describe('decks:check with cards outside the starter pool', () => {
  const decks = createDecksService({ pool: async () => new CardPool([...starterCardDefinitions(), homemade]) })

  it('returns the definitions of the cards the starter pool lacks, once each', async () => {
    const result = await decks.check('normal', {
      main: [
        { count: 4, name: 'Homemade Bear' },
        { count: 56, name: 'Forest' },
      ],
      sideboard: [{ count: 1, name: 'homemade bear' }],
      hero: null,
      type: null,
    })
    expect(result.cards?.map((c) => c.name)).toEqual(['Homemade Bear'])
    expect(result.cards?.[0]).toEqual(homemade)
  })

  it('leaves `cards` out when every card is in the starter pool', async () => {
    const result = await decks.check('normal', {
      main: [{ count: 60, name: 'Forest' }],
      sideboard: [],
      hero: null,
      type: null,
    })
    expect(result).not.toHaveProperty('cards')
  })
})

describe('decks:check with a drafted set kept by main', () => {
  it("resolves a kept draft deck's set cards that the pool lacks, and names a card neither has", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-draft-sets-'))
    const drafts = createDraftStore({ dir })
    await drafts.keepSet('TST', 'Test set', [homemade])
    const decks = createDecksService({ pool: async () => starterPool(), draftCards: () => drafts.setCards() })
    const deck = (extra: string[]) => ({
      main: [
        { count: 1, name: 'Homemade Bear' },
        { count: 39, name: 'Forest' },
        ...extra.map((name) => ({ count: 1, name })),
      ],
      sideboard: [],
      hero: null,
      type: null,
    })
    const kept = await decks.check('normal', deck([]))
    expect(kept.cards).toEqual([homemade])
    expect(kept.problems.map((p) => p.message).join(' ')).not.toContain('Homemade Bear')
    const unknown = await decks.check('normal', deck(['Nowhere Card']))
    expect(unknown.problems.map((p) => p.message).join(' ')).toContain('Nowhere Card')
  })
})
