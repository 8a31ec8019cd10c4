// "For each creature that died this turn", "for each Zubera that died this turn", "for each nontoken creature that
// died under your control this turn", "for each creature put into your graveyard from the battlefield this turn" (CR
// 700.4: died means put into a graveyard from the battlefield), counted from the turn's record of deaths with this
// resolution's own (engine/turnFacts.ts). One home: parse, describe, value.
import type { Count } from '../../engine/ast'
import type { Grammar } from '../grammar'
import type { GameEvent, GameState, PlayerIndex } from '../../engine/types'
import { deathOf, turnFacts, type Death } from '../../engine/turnFacts'
import { subtypeNounKind } from '../subtypeNouns'

type Died = Extract<Count, { of: 'died' }>

/** After "for each" (singular) or "the number of" (plural). */
export function diedCount(g: Grammar): Count {
  const nontoken = g.opt(220, () => g.w(220, 'nontoken'))
  const subtype = g.alt<string | undefined>(220, [
    () => (g.alt(221, [() => g.w(221, 'creature'), () => g.w(222, 'creatures')]), undefined),
    // "Zubera", "Zombies": a creature type (CR 205.3m), in lower case and singular.
    () => {
      const w = g.plainWhere(223, (x) => !!creatureType(x)).image
      return g.act(() => creatureType(w) ?? undefined)
    },
  ])
  const whose = g.alt<Died['whose']>(222, [
    () => {
      g.ph(224, 'that died')
      return g.opt(223, () => (g.ph(225, 'under your control'), 'controlled' as const))
    },
    () => (g.ph(226, 'put into your graveyard from the battlefield'), 'owned' as const),
  ])
  g.ph(227, 'this turn')
  return g.act(() => ({
    of: 'died' as const,
    ...(subtype ? { subtype } : {}),
    ...(nontoken ? { nontoken: true as const } : {}),
    ...(whose ? { whose } : {}),
  }))
}

/** A creature type's singular in lower case ("zubera", "zombies" → "zombie"), or null for another word. */
function creatureType(word: string): string | null {
  const w = word.toLowerCase()
  for (const one of [w, w.replace(/s$/, ''), w.replace(/ves$/, 'f')])
    if (subtypeNounKind(one) === 'creature') return one
  return null
}

export function describeDied(c: Died): string {
  const noun = `${c.nontoken ? 'nontoken ' : ''}${c.subtype ?? 'creature'}s`
  return c.whose === 'owned'
    ? `the number of ${noun} put into your graveyard from the battlefield this turn`
    : `the number of ${noun} that died${c.whose === 'controlled' ? ' under your control' : ''} this turn`
}

/** The deaths of this turn that match, this resolution's own (not yet recorded) among them. */
export function diedValue(s: GameState, c: Died, you: PlayerIndex, unrecorded: readonly GameEvent[]): number {
  const deaths: Death[] = [...(turnFacts(s).deaths ?? [])]
  for (const e of unrecorded) {
    const d = deathOf(s, e)
    if (d) deaths.push(d)
  }
  return deaths.filter(
    (d) =>
      (!c.subtype || d.subtypes.includes(c.subtype)) &&
      (!c.nontoken || !d.token) &&
      (c.whose !== 'controlled' || d.controller === you) &&
      (c.whose !== 'owned' || d.owner === you),
  ).length
}
