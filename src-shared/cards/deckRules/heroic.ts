// Heroic deck checks beyond counts: the hero (ruling HE-2, heroic.txt 906.3, 906.6f) and typal identity (HE-4, 906.6e).
import type { CardDefinition } from '../model'
import { CREATURE_TYPES } from '../creatureTypes'
import type { DeckContext } from './context'
import type { DeckProblem } from './types'
import { isCreature, isLegendary } from './traits'
import { canonicalCreatureType, hasType, isTypeless, typalIdentity, type TypalIdentity } from './typal'

/** HE-2: the hero is a legendary creature (front face, 906.3a) and one of the sideboard's 8 cards. */
function checkHero(ctx: DeckContext): DeckProblem[] {
  const problems: DeckProblem[] = []
  let hero: CardDefinition | undefined
  if (ctx.list.hero) {
    hero = ctx.pool.byName(ctx.list.hero)
    if (!hero) return [] // reported as an unknown card
  } else {
    const candidates = ctx.sideboard.filter((e) => isLegendary(e.card) && isCreature(e.card))
    if (candidates.length === 1) hero = candidates[0].card
    else {
      return [
        {
          rule: 'HE-2',
          message: candidates.length
            ? `name the hero with a line "Hero: NAME": the sideboard has ${candidates.length} legendary creatures (${candidates.map((c) => c.card.name).join(', ')})`
            : 'a Heroic deck needs a hero: a legendary creature in its sideboard, named by a line "Hero: NAME"',
        },
      ]
    }
  }
  ctx.result.hero = hero.name
  if (!isLegendary(hero) || !isCreature(hero)) {
    problems.push({
      rule: 'HE-2',
      message: `the hero "${hero.name}" is not a legendary creature (its front face: ${hero.faces[0].typeLine})`,
    })
  }
  if (!ctx.sideboard.some((e) => e.card.name === hero!.name)) {
    problems.push({ rule: 'HE-2', message: `the hero "${hero.name}" must be one of the sideboard's 8 cards` })
  }
  return problems
}

function describe(identity: TypalIdentity): string {
  return identity.all ? 'every creature type' : identity.types.join(', ')
}

/** The creature types to look for in rules text: CR 205.3m, plus any newer type the deck's creatures carry. */
function creatureTypesFor(ctx: DeckContext): readonly string[] {
  if (ctx.options.creatureTypes) return ctx.options.creatureTypes
  const known = new Set(CREATURE_TYPES)
  const extra = new Set<string>()
  for (const e of [...ctx.main, ...ctx.sideboard]) {
    for (const face of e.card.faces) {
      if (face.types.includes('Creature') || face.types.includes('Tribal') || face.types.includes('Kindred')) {
        for (const s of face.subtypes) if (!known.has(s)) extra.add(s)
      }
    }
  }
  return extra.size ? [...CREATURE_TYPES, ...extra] : CREATURE_TYPES
}

/** HE-4: one creature type, chosen ("Type: NAME") or the only one that fits, is in every non-empty typal identity. */
function checkTypalIdentity(ctx: DeckContext): DeckProblem[] {
  const types = creatureTypesFor(ctx)
  const seen = new Set<string>()
  const cards: Array<{ card: CardDefinition; identity: TypalIdentity }> = []
  for (const e of [...ctx.main, ...ctx.sideboard]) {
    if (seen.has(e.card.name)) continue
    seen.add(e.card.name)
    const identity = typalIdentity(e.card, { creatureTypes: types, lookup: (n) => ctx.pool.byName(n) })
    if (!isTypeless(identity)) cards.push({ card: e.card, identity })
  }
  const misfits = (type: string) => cards.filter((c) => !hasType(c.identity, type))
  const report = (type: string, list: typeof cards) =>
    list.map(({ card, identity }) => ({
      rule: 'HE-4',
      message: `"${card.name}" does not share the deck's creature type ${type} (its typal identity: ${describe(identity)})`,
    }))

  if (ctx.list.type) {
    const chosen = canonicalCreatureType(ctx.list.type, types)
    if (!chosen) return [{ rule: 'HE-4', message: `"${ctx.list.type}" is not a creature type (CR 205.3m)` }]
    ctx.result.type = chosen
    return report(chosen, misfits(chosen))
  }

  // No "Type:" line: the types every identity includes (Changeling fits all).
  let candidates: string[] | null = null
  for (const { identity } of cards) {
    if (identity.all) continue
    candidates = candidates === null ? [...identity.types] : candidates.filter((t) => identity.types.includes(t))
  }
  if (candidates === null) return [] // no card names a creature type but by Changeling: any type fits
  if (candidates.length === 1) {
    ctx.result.type = candidates[0]
    return []
  }
  if (candidates.length > 1) {
    ctx.result.typeCandidates = candidates
    return []
  }
  // None fits: measure against the type that fits most cards, preferring the hero's.
  const heroCard = ctx.result.hero ? ctx.pool.byName(ctx.result.hero) : undefined
  const heroTypes = heroCard ? typalIdentity(heroCard, { creatureTypes: types }).types : []
  const all = [...new Set(cards.flatMap((c) => c.identity.types))]
  const score = (t: string) => misfits(t).length - (heroTypes.includes(t) ? 0.5 : 0)
  const best = all.sort((a, b) => score(a) - score(b) || a.localeCompare(b))[0]
  return [
    {
      rule: 'HE-4',
      message: `no creature type is shared by every card with a typal identity; ${best} fits the most (name the type with a line "Type: NAME")`,
    },
    ...report(best, misfits(best)),
  ]
}

export const heroicChecks = [checkHero, checkTypalIdentity]
