// The "limited" deck rules (CR 100.2b): at least 40 cards from the player's pool, any number of basic lands added,
// any number of copies of a card the pool holds that many of. The sideboard is the rest of the pool (CR 100.4b).
import type { VariantRules } from '../cards/deckRules'
import { foldName } from '../cards/names'

export const LIMITED_MIN_DECK = 40

const isBasicLand = (c: { faces: { supertypes: string[]; types: string[] }[] }) =>
  c.faces[0].supertypes.includes('Basic') && c.faces[0].types.includes('Land')

/** The limited rules; with `pool` (the card names of the player's pool, one per copy), the deck's cards other than
 *  basic lands must come from it. */
export function limitedRules(pool?: readonly string[]): VariantRules {
  const have = new Map<string, number>()
  for (const n of pool ?? []) have.set(foldName(n), (have.get(foldName(n)) ?? 0) + 1)
  return {
    main: { rule: 'CR 100.2b', atLeast: LIMITED_MIN_DECK },
    copies: { rule: 'CR 100.2b', withSideboard: false, limit: () => Infinity },
    forbidden: [
      {
        rule: 'CR 713',
        test: (c) => (c.isMeldResult ? 'is the melded back face of two meld cards, not a card a deck can hold' : null),
      },
    ],
    checks: pool
      ? [
          (ctx) => {
            const used = new Map<string, { name: string; n: number }>()
            for (const e of [...ctx.main, ...ctx.sideboard]) {
              if (isBasicLand(e.card)) continue
              const k = foldName(e.card.name)
              const u = used.get(k) ?? { name: e.card.name, n: 0 }
              u.n += e.count
              used.set(k, u)
            }
            const problems = []
            for (const [k, u] of used) {
              const n = have.get(k) ?? 0
              if (u.n > n)
                problems.push({
                  rule: 'CR 100.2b',
                  message: n
                    ? `${u.n} copies of "${u.name}", but the pool has ${n}`
                    : `"${u.name}" is not in the pool (only basic lands may be added)`,
                })
            }
            return problems
          },
        ]
      : [],
  }
}
