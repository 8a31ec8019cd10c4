// The rules reference: the variant texts and rulings in resources/rules (copies of ../shared/rules, checked for
// drift by test/main/app/rules.test.ts).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { RulesDocument, RulesDocumentId, RulesDocumentInfo } from '@shared/bridge'
import { BridgeFailure } from '../ipc/errors'
import type { RulesService } from '../ipc/services'

export interface RulesCatalogueEntry extends RulesDocumentInfo {
  file: string
}

/** In reading order. */
export const RULES_CATALOGUE: readonly RulesCatalogueEntry[] = Object.freeze([
  {
    id: 'readme',
    file: 'README.md',
    title: 'About the rules',
    format: 'markdown',
    summary: 'The four variants this app plays on top of the normal game, and where their texts come from.',
  },
  {
    id: 'rulings',
    file: 'RULINGS.md',
    title: 'Rulings',
    format: 'markdown',
    summary: 'How the game settles what the texts leave open; each ruling has an id such as MH-10.',
  },
  {
    id: 'manahearth',
    file: 'manahearth.txt',
    title: 'Manahearth',
    format: 'text',
    summary: 'A 31-card, Hearthstone-flavoured variant with a planeswalker hero and a shared zone of basic lands.',
  },
  {
    id: 'heroic',
    file: 'heroic.txt',
    title: 'Heroic',
    format: 'text',
    summary: 'Sixty-card decks led by a legendary creature hero cast from outside the game.',
  },
  {
    id: 'magic-combat-rules',
    file: 'magic-combat-rules.txt',
    title: 'Magic Combat Rules',
    format: 'text',
    summary: 'No mana: five creature slots facing five, ten rounds, points for unblocked creatures.',
  },
  {
    id: 'mental-magic',
    file: 'mental-magic.txt',
    title: 'Mental Magic',
    format: 'text',
    summary: 'Any card can be cast as any other card with exactly the same mana cost.',
  },
  {
    id: 'mana',
    file: 'mana.txt',
    title: 'Mana',
    format: 'text',
    summary: 'The mana system every variant but Combat Rules runs on.',
  },
])

export function createRulesLibrary(directory: string): RulesService {
  return {
    async list() {
      return RULES_CATALOGUE.map(({ id, title, summary, format }) => ({ id, title, summary, format }))
    },
    async get(id: RulesDocumentId): Promise<RulesDocument> {
      const entry = RULES_CATALOGUE.find((candidate) => candidate.id === id)
      if (!entry) throw new BridgeFailure('not-found', `There is no rules document "${id}".`)
      let text: string
      try {
        text = await readFile(join(directory, entry.file), 'utf8')
      } catch {
        throw new BridgeFailure(
          'not-found',
          `The rules text "${entry.title}" (${entry.file}) is missing from this installation.`,
        )
      }
      return { id: entry.id, title: entry.title, summary: entry.summary, format: entry.format, text }
    },
  }
}
