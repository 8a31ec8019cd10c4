// Verified templates: how many of the templates the compiler knows (engine/templates.ts) have a passing behavioural
// check (engine/verifiedTemplates.ts, test/shared/cards/verified/), and how many of those the legal cards use.
import type { Figure } from './run'
import { round } from './stats'
import { knownTemplates } from '../../src-shared/engine/templates'
import { VERIFIED_TEMPLATES } from '../../src-shared/engine/verifiedTemplates'

export default async function bench(): Promise<Figure[]> {
  const known = knownTemplates()
  const verified = known.filter((t) => VERIFIED_TEMPLATES.has(t)).length
  return [
    {
      name: 'cards.verifiedTemplates',
      value: round((100 * verified) / known.length, 1),
      unit: '% of known templates verified',
      verified,
      known: known.length,
      goal: 'every template the compiler knows has a behavioural check',
    },
  ]
}
