// The rules reference: the variant texts and rulings in resources/rules (copies of the project's shared rules
// texts, checked for drift by test/main/app/rules.test.ts). Each variant's own text comes from its manifest.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { RulesDocument, RulesDocumentId, RulesDocumentInfo } from '@shared/bridge'
import { BridgeFailure } from '../ipc/errors'
import type { RulesService } from '../ipc/services'
import { variantRulesDocuments, type RulesDocumentEntry } from '@shared/variants'

export type RulesCatalogueEntry = RulesDocumentEntry & RulesDocumentInfo

/** The texts every variant shares, before and after the variants' own (reading order). */
const GENERAL_BEFORE: readonly RulesCatalogueEntry[] = [
  {
    id: 'readme',
    file: 'README.md',
    title: 'About the rules',
    format: 'markdown',
    summary: 'The variants this app plays on top of the normal game, and where their texts come from.',
  },
  {
    id: 'rulings',
    file: 'RULINGS.md',
    title: 'Rulings',
    format: 'markdown',
    summary: 'How the game settles what the texts leave open; each ruling has an id such as MH-10.',
  },
]
const GENERAL_AFTER: readonly RulesCatalogueEntry[] = [
  {
    id: 'mana',
    file: 'mana.txt',
    title: 'Mana',
    format: 'text',
    summary: 'The mana system every variant but Magic Combat Rules runs on.',
  },
]

/** In reading order: the shared texts, then each registered variant's own text (its manifest's `document`). */
export function rulesCatalogue(): readonly RulesCatalogueEntry[] {
  return [...GENERAL_BEFORE, ...variantRulesDocuments(), ...GENERAL_AFTER]
}

export function isRulesDocumentId(id: unknown): id is RulesDocumentId {
  return typeof id === 'string' && rulesCatalogue().some((entry) => entry.id === id)
}

export function createRulesLibrary(directory: string): RulesService {
  return {
    async list() {
      return rulesCatalogue().map(({ id, title, summary, format }) => ({ id, title, summary, format }))
    },
    async get(id: RulesDocumentId): Promise<RulesDocument> {
      const entry = rulesCatalogue().find((candidate) => candidate.id === id)
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
