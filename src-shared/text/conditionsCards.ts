// Conditions on the cards in graveyards beside text/conditions.ts, in their one home (`parse`, `describe`, `holds`):
// "if there are two or more instant and/or sorcery cards in your graveyard" (spell mastery), "if you have three or
// more creature cards in your graveyard", "as long as an opponent has eight or more cards in their graveyard",
// "if there are ten or more creature cards total in all graveyards" (CR 603.4 as an intervening "if", 608.2c in an
// effect, 611.3a in a static ability; a card's types are its front face's, a split card's both halves', CR 709.4).
import type { GameCondition } from '../engine/ast'
import type { Grammar } from './grammar'
import type { GameState, PlayerIndex } from '../engine/types'
import { opponentsOf } from '../engine/query'
import { Other } from './lexer'
import type { TargetSpec } from '../engine/ast'
import { cardInZoneMatches, matchesSpec } from '../engine/legalTargets'
import { specText } from '../engine/specText'
import { lands } from './conditions'
import { isSubtypeWord } from './subtypeNouns'

/** The specs read here name no keyword: none is computed (a static's own condition, no loop, CR 611.3a). */
const NO_KEYWORDS = new Set<string>()

const article = (text: string) => `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`

export type CardsCondition = Extract<
  GameCondition,
  { kind: 'cardsInGraveyard' | 'graveyardManaValues' | 'cardInGraveyard' }
>

const num = (n: unknown) => (typeof n === 'number' ? n : 0)

/** The card-type words before "card(s)": one type, or two joined by "and/or" (either type counts). */
const TYPES: [string, string][] = [
  ['instant', 'Instant'],
  ['sorcery', 'Sorcery'],
  ['creature', 'Creature'],
  ['land', 'Land'],
  ['artifact', 'Artifact'],
  ['enchantment', 'Enchantment'],
  ['planeswalker', 'Planeswalker'],
]

/** One card type; `i` (0 to 7) gives each place it is read at its own occurrence indexes. */
function cardType_(g: Grammar, i: number): string {
  return g.alt(
    132 + i,
    TYPES.map(
      ([w, t]) =>
        () => (g.w(150 + i, w), t),
    ),
  )
}

/** "[creature | instant and/or sorcery] card(s)"; `k` (0 to 2): the place it is read at. */
function cardWords(g: Grammar, k: number): string[] | undefined {
  const types = g.opt(130 + 2 * k, () => {
    const first = cardType_(g, 2 * k)
    const second = g.opt(131 + 2 * k, () => {
      g.w(160 + k, 'and')
      g.tok(130 + k, Other)
      g.w(163 + k, 'or')
      return cardType_(g, 2 * k + 1)
    })
    return second ? [first, second] : [first]
  })
  g.alt(140 + k, [() => g.w(166 + k, 'card'), () => g.w(169 + k, 'cards')])
  return types
}

/** "artifact card", "Desert card", "Warrior card": one card type or one subtype (CR 205.3); `k` (0 or 1): where. */
function oneCard(g: Grammar, k: number): TargetSpec {
  const spec = g.alt<TargetSpec>(147 + k, [
    () => {
      const cardType = cardType_(g, 6 + k)
      return { what: 'card', zone: 'graveyard', cardType } as TargetSpec
    },
    () => {
      const subtype = g.plainWhere(141 + k, isSubtypeWord).image
      return g.act(() => ({ what: 'card', zone: 'graveyard', subtype }) as TargetSpec)
    },
  ])
  g.w(179 + k, 'card')
  return spec
}

export const cardsCondition = {
  /** "you control a Desert or there is a Desert card in your graveyard" (either; CR 603.4, 611.3a): read before the
   *  conditions that begin "you control a …", which would stop at "or". */
  parseControlOr(g: Grammar): CardsCondition {
    g.ph(143, 'you control')
    g.alt(143, [() => g.w(171, 'a'), () => g.w(172, 'an')])
    const control = g.noun(143)
    g.w(173, 'or')
    const c = cardsCondition.parse(g)
    g.refuse(() => c?.kind !== 'cardInGraveyard')
    return g.act(() => ({ ...c, orControl: { ...lands(control), youControl: true } }) as CardsCondition)
  },

  parse(g: Grammar): CardsCondition {
    return g.alt<CardsCondition>(130, [
      () => {
        // "there is a Desert card in your graveyard", "an artifact card is in your graveyard".
        const orControl: TargetSpec | undefined = undefined
        const spec = g.alt<TargetSpec>(144, [
          () => {
            g.ph(144, 'there is')
            g.alt(145, [() => g.w(174, 'a'), () => g.w(175, 'an')])
            return oneCard(g, 0)
          },
          () => {
            g.alt(146, [() => g.w(176, 'a'), () => g.w(177, 'an')])
            const s = oneCard(g, 1)
            g.w(178, 'is')
            return s
          },
        ])
        g.ph(145, 'in your graveyard')
        return g.act(
          () =>
            ({
              kind: 'cardInGraveyard',
              spec: { ...spec, yours: true },
              ...(orControl ? { orControl } : {}),
            }) as CardsCondition,
        )
      },
      () => {
        // "there are N or more … cards in your graveyard / total in all graveyards".
        g.ph(130, 'there are')
        const n = g.amount(130)
        g.ph(131, 'or more')
        const types = cardWords(g, 0)
        const whose = g.alt<'you' | 'all'>(131, [
          () => (g.ph(132, 'in your graveyard'), 'you'),
          () => (g.ph(133, 'total in all graveyards'), 'all'),
        ])
        return g.act(() => ({ kind: 'cardsInGraveyard', whose, atLeast: num(n), ...(types ? { types } : {}) }))
      },
      () => {
        // "there are N or more mana values among cards in your graveyard" (CR 202.3).
        g.ph(140, 'there are')
        const n = g.amount(133)
        g.ph(141, 'or more mana')
        g.plainWhere(140, (w) => w === 'values')
        g.ph(142, 'among cards in your graveyard')
        return g.act(() => ({ kind: 'graveyardManaValues', atLeast: num(n) }))
      },
      () => {
        // "you have N or more creature cards in your graveyard" (a type is needed: "N or more cards" is threshold's).
        g.ph(134, 'you have')
        const n = g.amount(131)
        g.ph(135, 'or more')
        const types = cardWords(g, 1)
        g.ph(136, 'in your graveyard')
        return g.act(() => ({ kind: 'cardsInGraveyard', whose: 'you', atLeast: num(n), ...(types ? { types } : {}) }))
      },
      () => {
        // "an opponent has N or more cards in their graveyard".
        g.ph(137, 'an opponent has')
        const n = g.amount(132)
        g.ph(138, 'or more')
        const types = cardWords(g, 2)
        g.ph(139, 'in their graveyard')
        return g.act(() => ({
          kind: 'cardsInGraveyard',
          whose: 'opponent',
          atLeast: num(n),
          ...(types ? { types } : {}),
        }))
      },
    ])
  },

  describe(c: CardsCondition): string {
    if (c.kind === 'cardInGraveyard') {
      const card = `there is ${article(specText(c.spec))} in your graveyard`
      return c.orControl ? `you control ${article(specText(c.orControl))} or ${card}` : card
    }
    if (c.kind === 'graveyardManaValues')
      return `there are ${c.atLeast} or more mana values among cards in your graveyard`
    const what = `${c.atLeast} or more ${c.types ? c.types.map((t) => t.toLowerCase()).join(' and/or ') + ' ' : ''}cards`
    switch (c.whose) {
      case 'you':
        return `there are ${what} in your graveyard`
      case 'opponent':
        return `an opponent has ${what} in their graveyard`
      case 'all':
        return `there are ${what} total in all graveyards`
    }
  },

  holds(s: GameState, c: CardsCondition, controller: PlayerIndex): boolean {
    if (c.kind === 'cardInGraveyard') {
      const inGraveyard = (s.players[controller].zones.graveyard ?? []).some((id) =>
        cardInZoneMatches(s, c.spec, s.objects[id], controller),
      )
      const { orControl } = c
      return (
        inGraveyard ||
        (!!orControl && s.battlefield.some((id) => matchesSpec(s, orControl, s.objects[id], controller, NO_KEYWORDS)))
      )
    }
    if (c.kind === 'graveyardManaValues') {
      // CR 202.3: each card's mana value (a split card's is its halves' total, CR 709.4).
      const values = new Set<number>()
      for (const id of s.players[controller].zones.graveyard ?? []) {
        const def = s.objects[id] && s.cards[s.objects[id].def]
        if (def) values.add(def.manaValue)
      }
      return values.size >= c.atLeast
    }
    const count = (p: PlayerIndex) => {
      let n = 0
      for (const id of s.players[p].zones.graveyard ?? []) {
        const o = s.objects[id]
        const def = o && s.cards[o.def]
        if (!def) continue
        if (!c.types) {
          n++
          continue
        }
        // CR 709.4: a split card has both halves' types; any other card its front face's (CR 711.4a, 712.8a).
        const faces = def.layout === 'split' ? def.faces : def.faces.slice(0, 1)
        if (faces.some((f) => f.types.some((t) => c.types!.includes(t)))) n++
      }
      return n
    }
    switch (c.whose) {
      case 'you':
        return count(controller) >= c.atLeast
      case 'opponent':
        return opponentsOf(s, controller).some((o) => count(o) >= c.atLeast)
      case 'all':
        return s.players.reduce((sum, _p, i) => sum + count(i as PlayerIndex), 0) >= c.atLeast
    }
  },
}
