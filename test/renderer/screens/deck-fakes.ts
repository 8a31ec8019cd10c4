// Deck answers for the screen tests, shaped as main gives them (src-main/decks/service.ts).
import { success } from '@shared/bridge'
import type {
  BridgeChannel,
  BridgeResult,
  DeckCheckRequest,
  DeckCheckResult,
  DeckList,
  StarterDeckInfo,
} from '@shared/bridge'

export const RED: DeckList = {
  name: 'Red Aggro',
  format: 'starter',
  main: [
    { count: 36, name: 'Lightning Bolt' },
    { count: 24, name: 'Mountain' },
  ],
  sideboard: [{ count: 2, name: 'Smash to Smithereens' }],
  hero: null,
  type: null,
  problems: [],
}
export const GREEN: DeckList = {
  ...RED,
  name: 'Green Stompy',
  main: [
    { count: 38, name: 'Llanowar Elves' },
    { count: 22, name: 'Forest' },
  ],
  sideboard: [],
}
/** An imported file: 41 cards, one unknown name on line 2. */
export const SHORT: DeckList = {
  name: 'short',
  format: 'text',
  main: [
    { count: 40, name: 'Mountain' },
    { count: 1, name: 'Lightnig Bolt' },
  ],
  sideboard: [],
  hero: null,
  type: null,
  problems: [
    {
      line: 2,
      message: 'unknown card "Lightnig Bolt" (line 2); did you mean "Lightning Bolt"?',
      suggestions: ['Lightning Bolt'],
    },
  ],
}

export const STARTERS: StarterDeckInfo[] = [
  {
    id: 'normal-red-aggro',
    name: 'Red Aggro',
    variant: 'normal',
    description: 'Hasty red creatures and burn.',
    cards: 60,
    hero: null,
  },
  {
    id: 'normal-green-stompy',
    name: 'Green Stompy',
    variant: 'normal',
    description: 'Elves into big beasts.',
    cards: 60,
    hero: null,
  },
]
const LISTS: Record<string, DeckList> = { 'normal-red-aggro': RED, 'normal-green-stompy': GREEN }

/** The normal deck rules, as far as these decks go: 60 cards at least, and no unknown names. */
export function checkDeck(request: unknown): BridgeResult<DeckCheckResult> {
  const { deck } = request as DeckCheckRequest
  const problems: DeckCheckResult['problems'] = []
  const size = deck.main.reduce((n, e) => n + e.count, 0)
  if (size < 60) problems.push({ rule: 'CR 100.2a', message: `the deck has ${size} cards; it needs at least 60` })
  if (deck.main.some((e) => e.name === 'Lightnig Bolt'))
    problems.push({
      rule: 'unknown-card',
      message: 'unknown card "Lightnig Bolt" (line 2); did you mean "Lightning Bolt"?',
    })
  return success({ legal: problems.length === 0, problems })
}

export function deckAnswers(
  imported: DeckList | null = SHORT,
): Partial<Record<BridgeChannel, (request: unknown) => BridgeResult<unknown>>> {
  return {
    'decks:starters': (request) =>
      success(
        STARTERS.filter(
          (s) =>
            !(request as { variant?: string } | undefined)?.variant ||
            s.variant === (request as { variant: string }).variant,
        ),
      ),
    'decks:starter': (request) => success(LISTS[(request as { id: string }).id]),
    'decks:check': checkDeck,
    'decks:importFile': () => success(imported),
    'library:list': () => success([]),
  }
}
