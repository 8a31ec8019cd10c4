// Library actions: scry (CR 701.18), surveil (CR 701.42), mill (CR 701.13), shuffle (CR 701.20), and searching
// (CR 701.19) for cards that go to the hand or onto the battlefield.
import type { CardFilter } from '../../engine/ast'
import type { EffectOf } from '../../engine/effectTypes'
import type { EffectKind } from './kind'
import type { Pause, ChoiceAnswer } from '../../engine/effectTypes'
import { amountText, whoText } from './kind'
import { moveObject, shuffleLibrary } from '../../engine/zones'
import { faceOf, nameOf, playerName } from '../../engine/query'
import type { GameState, ObjId } from '../../engine/types'
import { Comma, Num, Other, Period, Tilde, Word } from '../lexer'
import { COLOR_WORDS, type Grammar } from '../grammar'
import { isSubtypeWord } from '../subtypeNouns'

function lookAt(ctx: Parameters<EffectKind<'scry'>['apply']>[0], n: number): ObjId[] {
  return ctx.tx.s.players[ctx.controller].zones.library.slice(0, n)
}

function sameSet(a: ObjId[], b: ObjId[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x))
}

function checkPiles(pause: Pause, a: ChoiceAnswer, other: 'bottom' | 'graveyard'): string | null {
  const top = a.top ?? []
  const rest = a[other] ?? []
  const options = pause.options ?? []
  if (!sameSet([...top, ...rest], options) || new Set([...top, ...rest]).size !== options.length)
    return `put each of the ${options.length} cards either on top or ${other === 'bottom' ? 'on the bottom' : 'into the graveyard'}`
  return null
}

function restack(
  ctx: Parameters<EffectKind<'scry'>['apply']>[0],
  pause: Pause,
  a: ChoiceAnswer,
  other: 'bottom' | 'graveyard',
): void {
  const { tx } = ctx
  const p = pause.player
  const options = pause.options ?? []
  const lib = tx.zone(p, 'library')
  const rest = lib.filter((id) => !options.includes(id))
  const top = (a.top ?? []).filter((id) => options.includes(id))
  const bottom = other === 'bottom' ? (a.bottom ?? []) : []
  lib.length = 0
  lib.push(...top, ...rest, ...bottom)
  if (other === 'graveyard') for (const id of a.graveyard ?? []) moveObject(tx, id, 'graveyard', { cause: 'surveil' })
  tx.emit({ type: 'libraryLook', look: other === 'bottom' ? 'scry' : 'surveil', player: p }) // CR 701.18, 701.42
  tx.log(
    `${playerName(tx.s, p)} puts ${top.length} on top and ${(other === 'bottom' ? bottom : (a.graveyard ?? [])).length} ${other === 'bottom' ? 'on the bottom' : 'into the graveyard'}`,
  )
}

function pileAnswers(pause: Pause, other: 'bottom' | 'graveyard'): ChoiceAnswer[] {
  const o = pause.options ?? []
  return [
    { top: o, [other]: [] },
    { top: [], [other]: o },
  ]
}

export const scry: EffectKind<'scry'> = {
  kind: 'scry',
  parse: (g) => (g.w(0, 'scry'), { kind: 'scry', amount: g.amount(0) }),
  describe: (e) => `scry ${amountText(e.amount)}`,
  apply(ctx, e) {
    const n = ctx.amount(e.amount)
    const options = lookAt(ctx, n)
    if (!options.length) {
      // CR 701.18b: scry N with no cards to look at is still a scry (scry 0 is none).
      if (n > 0) ctx.tx.emit({ type: 'libraryLook', look: 'scry', player: ctx.controller })
      return
    }
    return {
      player: ctx.controller,
      choice: 'scry',
      prompt: `Scry ${options.length}: choose the cards to keep on top, in order`,
      options,
    }
  },
  resume: (ctx, _e, pause, a) => void restack(ctx, pause, a, 'bottom'),
  check: (_s, pause, a) => checkPiles(pause, a, 'bottom'),
  answers: (pause) => pileAnswers(pause, 'bottom'),
}

export const surveil: EffectKind<'surveil'> = {
  kind: 'surveil',
  parse: (g) => (g.w(0, 'surveil'), { kind: 'surveil', amount: g.amount(0) }),
  describe: (e) => `surveil ${amountText(e.amount)}`,
  apply(ctx, e) {
    const n = ctx.amount(e.amount)
    const options = lookAt(ctx, n)
    if (!options.length) {
      if (n > 0) ctx.tx.emit({ type: 'libraryLook', look: 'surveil', player: ctx.controller }) // CR 701.42b
      return
    }
    return {
      player: ctx.controller,
      choice: 'surveil',
      prompt: `Surveil ${options.length}: choose the cards to keep on top`,
      options,
    }
  },
  resume: (ctx, _e, pause, a) => void restack(ctx, pause, a, 'graveyard'),
  check: (_s, pause, a) => checkPiles(pause, a, 'graveyard'),
  answers: (pause) => pileAnswers(pause, 'graveyard'),
}

export const mill: EffectKind<'mill'> = {
  kind: 'mill',
  parse(g) {
    const subject = g.opt(0, () => g.who(0))
    const third = g.alt(1, [() => (g.w(1, 'mill'), false), () => (g.w(2, 'mills'), true)])
    const who = subject ?? g.subjectFor(third) // "that player loses 1 life and mills a card" (CR 608.2c)
    const amount = g.amount(1)
    g.alt(2, [() => g.w(3, 'card'), () => g.w(4, 'cards')])
    return { kind: 'mill', amount, who }
  },
  describe: (e, d) =>
    `${whoText(e.who, d, ['mill', 'mills'])} ${amountText(e.amount)} card${e.amount === 1 ? '' : 's'}`,
  apply(ctx, e) {
    const n = ctx.amount(e.amount)
    for (const p of ctx.players(e.who)) {
      const ids = ctx.tx.s.players[p].zones.library.slice(0, n)
      for (const id of ids) moveObject(ctx.tx, id, 'graveyard', { cause: 'mill' })
      ctx.tx.log(`${playerName(ctx.tx.s, p)} mills ${ids.length} card${ids.length === 1 ? '' : 's'}`)
    }
  },
}

export const shuffle: EffectKind<'shuffle'> = {
  kind: 'shuffle',
  parse(g) {
    g.w(0, 'shuffle')
    g.opt(0, () => g.ph(1, 'your library'))
    return { kind: 'shuffle' }
  },
  describe: () => 'shuffle',
  apply(ctx) {
    shuffleLibrary(ctx.tx, ctx.controller)
    ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} shuffles their library`)
  },
}

/** "basic land card", "forest or island card", "creature card", "card": what a search or a reveal may pick. */
export function cardFilter(g: Grammar, base: number): CardFilter {
  const filter: CardFilter = g.act(() => ({ types: [], subtypes: [], supertypes: [] }))
  const TYPES = ['creature', 'land', 'artifact', 'enchantment', 'instant', 'sorcery', 'planeswalker']
  g.rep(base, () => {
    g.alt(base + 1, [
      () => (g.w(base, 'basic'), g.act(() => (filter.basic = true))),
      ...TYPES.map((t, i) => () => (g.w(base + 1 + i, t), g.add(filter?.types, t[0].toUpperCase() + t.slice(1)))),
      () => g.w(base + 9, 'or'),
      () => g.tok(base + 5, Comma), // "a basic Forest, Plains, or Island card"
      () => (g.w(base + 13, 'permanent'), g.act(() => (filter.permanent = true))),
      () => (g.plainWhere(base + 4, (w) => w === 'multicolored'), g.act(() => (filter.multicolored = true))),
      // "a legendary card", "a snow land card" (CR 205.4): a supertype it must have.
      () => {
        const s = g.plainWhere(base + 3, (w) => w === 'legendary' || w === 'snow').image
        g.add(filter?.supertypes, s ? s[0].toUpperCase() + s.slice(1) : '')
      },
      // "a Goblin card", "a Forest or Island card": a subtype (CR 205.3); any other word isn't read.
      () => {
        const s = g.plainWhere(base, isSubtypeWord).image
        g.add(filter?.subtypes, s ? s[0].toUpperCase() + s.slice(1) : '')
      },
    ])
  })
  g.alt(base + 2, [() => g.w(base + 10, 'card'), () => g.w(base + 11, 'cards')])
  const named = g.opt(base + 3, () => {
    g.w(base + 12, 'named')
    return g.alt<string | true>(base + 6, [() => (g.tok(base + 1, Tilde), true), () => cardName(g, base + 3)])
  })
  // "with mana value 2 or less / 6 or greater" (CR 202.3)
  const mv = g.opt(base + 4, () => {
    g.ph(base + 14, 'with mana value')
    // "… with mana value X or less" (Green Sun's Zenith): the spell's X (CR 107.3), read as it resolves.
    const n = g.alt<number | 'X'>(base + 8, [
      () => Number(g.tok(base + 2, Num).image),
      () => (g.w(base + 18, 'x'), 'X' as const),
    ])
    g.w(base + 15, 'or')
    const way = g.alt(base + 5, [() => (g.w(base + 16, 'less'), 'less'), () => (g.w(base + 17, 'greater'), 'greater')])
    return [n, way] as [number | 'X', string]
  })
  return g.act(() => {
    if (named === true) filter.named = 'self'
    else if (named) filter.name = named
    if (!filter.supertypes?.length) delete filter.supertypes
    const nothingNamed = !filter.types.length && !filter.subtypes.length && !filter.supertypes && !filter.basic
    if (!named && nothingNamed && !filter.permanent) filter.any = true
    if (mv?.[0] === 'X') filter.xManaValue = mv[1] === 'less' ? 'le' : 'ge'
    else if (mv) filter[mv[1] === 'less' ? 'maxManaValue' : 'minManaValue'] = mv[0]
    return filter
  })
}

/** Words that end a card's name read from text: after a comma ("…, reveal it"), or anywhere ("… or …": two names). */
const AFTER_COMMA = new Set(['reveal', 'put', 'then', 'and', 'shuffle'])
/** "Ashiok, Sculptor of Fears", "Empyrial Archangel" (CR 201.2): another card's name, in lower case. */
function cardName(g: Grammar, base: number): string {
  const parts: string[] = [g.tokWhere(base, Word, (w) => w !== 'or').image]
  g.rep(base + 1, () => {
    g.alt(base + 7, [
      () => g.add(parts, g.tokWhere(base + 1, Word, (w) => w !== 'or').image),
      () => {
        g.tok(base + 4, Comma)
        g.add(parts, ',')
        g.add(parts, g.tokWhere(base + 2, Word, (w) => w !== 'or' && !AFTER_COMMA.has(w)).image)
      },
    ])
  })
  return g.act(() => parts.join(' ').replaceAll(' ,', ','))
}

/** A filter "with mana value X or less / or greater" for the spell's X (CR 107.3). */
export function filterWithX(f: CardFilter, x: number): CardFilter {
  if (!f.xManaValue) return f
  const { xManaValue: how, ...rest } = f
  return { ...rest, ...(how === 'le' ? { maxManaValue: x } : { minManaValue: x }) }
}

/** `selfName`: the source's name, for "a card named ~". */
export function cardMatches(s: GameState, id: ObjId, f: CardFilter, selfName?: string): boolean {
  if (f.named && nameOf(s, id) !== selfName) return false
  if (f.name && nameOf(s, id).toLowerCase() !== f.name) return false
  const face = faceOf(s, s.objects[id])
  if (!face) return false
  if (f.maxManaValue !== undefined && face.manaValue > f.maxManaValue) return false
  if (f.minManaValue !== undefined && face.manaValue < f.minManaValue) return false
  if (f.colorless && face.colors.length) return false // CR 105.2c
  if (f.colors && !f.colors.some((c) => face.colors.includes(c as never))) return false
  if (f.multicolored && face.colors.length < 2) return false // CR 105.4
  if (f.any) return true
  if (f.basic && !face.supertypes.includes('Basic')) return false
  if (f.supertypes?.some((t) => !face.supertypes.includes(t))) return false // CR 205.4
  if (f.permanent && !face.types.some((t) => PERMANENT_TYPES.includes(t))) return false // CR 110.4
  const typeOk = !f.types.length || f.types.some((t) => face.types.includes(t))
  const subOk = !f.subtypes.length || f.subtypes.some((t) => face.subtypes.includes(t))
  if (f.types.length && f.subtypes.length) return typeOk || subOk
  return typeOk && subOk
}

const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle']

export function filterText(f: CardFilter): string {
  const mv = f.xManaValue
    ? ` with mana value X or ${f.xManaValue === 'le' ? 'less' : 'greater'}`
    : f.maxManaValue !== undefined
      ? ` with mana value ${f.maxManaValue} or less`
      : f.minManaValue !== undefined
        ? ` with mana value ${f.minManaValue} or greater`
        : ''
  const color = f.colorless
    ? 'colorless '
    : f.multicolored
      ? 'multicolored '
      : f.colors
        ? `${f.colors.map((c) => Object.keys(COLOR_WORDS).find((w) => COLOR_WORDS[w] === c)).join(' or ')} `
        : ''
  if (f.any) return `${color}card${mv}`
  if (f.named) return 'card named ~'
  if (f.name) return `card named ${f.name}`
  const kinds = [...f.subtypes, ...f.types.map((t) => t.toLowerCase())].join(' or ')
  const supertypes = (f.supertypes ?? []).map((t) => t.toLowerCase()).join(' ')
  return [f.basic ? 'basic' : '', supertypes, color.trim(), kinds, f.permanent ? 'permanent' : '', `card${mv}`]
    .filter(Boolean)
    .join(' ')
}

/** "any number of": more than any library holds. */
const ANY_NUMBER = 999
const searchCount = (n: number) => (n === 1 ? 'a' : n === ANY_NUMBER ? 'any number of' : `up to ${n}`)

export const search: EffectKind<'search'> = {
  kind: 'search',
  parse(g) {
    g.ph(0, 'search your library')
    // "search your library and/or graveyard for a card named …" (CR 701.19: the graveyard is searched too)
    const orGraveyard = g.opt(22, () => (g.w(20, 'and'), g.tok(3, Other), g.ph(21, 'or graveyard'), true))
    g.w(22, 'for')
    const count = g.alt(0, [
      () => (g.alt(1, [() => g.w(1, 'a'), () => g.w(2, 'an')]), 1),
      () => {
        g.ph(3, 'up to')
        const n = g.amount(0)
        return g.act(() => (typeof n === 'number' ? n : 1))
      },
      // "any number of cards named ~" (Battalion Foot Soldier): as many as the library holds.
      () => (g.ph(26, 'any number of'), ANY_NUMBER),
    ])
    const filter = cardFilter(g, 30)
    // "for a Forest card and a Plains card" (Krosan Verge, CR 701.19): one card of each filter.
    const pair = g.opt(80, () => {
      g.w(80, 'and')
      g.alt(81, [() => g.w(81, 'a'), () => g.w(82, 'an')])
      return cardFilter(g, 60)
    })
    // "for up to two basic land cards that share a land type" (Myriad Landscape, CR 205.3i).
    const share = g.opt(82, () => {
      g.w(83, 'that')
      g.plainWhere(84, (w) => w === 'share')
      g.ph(85, 'a land')
      g.plainWhere(87, (w) => w === 'type')
      return true
    })
    g.tok(0, Comma)
    const reveal = g.opt(2, () => {
      g.ph(4, 'reveal')
      g.alt(3, [() => g.w(5, 'it'), () => g.ph(6, 'that card'), () => g.w(7, 'them'), () => g.ph(8, 'those cards')])
      g.tok(1, Comma)
      g.opt(23, () => g.w(23, 'and'))
      return true
    })
    // CR 701.19, 701.20: "…, [reveal it,] then shuffle and put that card on top" (Liliana Vess, Campus Guide): the
    // card is set aside first. Either that or "put it …" follows (both in the recorded grammar).
    type Where = ['hand' | 'battlefield' | 'graveyard', boolean, boolean]
    const where = g.alt<Where | null>(90, [
      () => (g.ph(18, 'then shuffle and put that card on top'), null),
      () => {
        g.w(9, 'put')
        return g.alt<Where>(20, [
          () => {
            g.alt(4, [
              () => g.w(10, 'it'),
              () => g.ph(11, 'that card'),
              () => g.w(12, 'them'),
              () => g.ph(13, 'those cards'),
            ])
            return g.alt<Where>(5, [
              () => (g.ph(14, 'into your hand'), ['hand', false, false]),
              // Entomb, Buried Alive: "put that card into your graveyard" (CR 701.19).
              () => (g.ph(140, 'into your graveyard'), ['graveyard', false, false]),
              () => {
                g.ph(15, 'onto the battlefield')
                const t = g.opt(6, () => (g.w(16, 'tapped'), true))
                return ['battlefield', !!t, false]
              },
            ])
          },
          // CR 701.19: "put one onto the battlefield tapped and the other into your hand" (Cultivate).
          () => (g.ph(17, 'one onto the battlefield tapped and the other into your hand'), ['battlefield', true, true]),
        ])
      },
    ]) as Where | null
    if (where === null && !g.recording)
      return g.act(() => ({ kind: 'search', filter, to: 'top', count, shuffledFirst: true }) as const)
    const to = where?.[0] as Where[0] // not an array while recording
    const tapped = where?.[1]
    const split = where?.[2]
    // "If you search your library this way, shuffle." (after a search of the library and/or graveyard)
    const shuffleIf = orGraveyard
      ? g.opt(24, () => {
          g.tok(4, Period)
          g.ph(24, 'if you search your library this way')
          g.tok(5, Comma)
          g.w(25, 'shuffle')
          return true
        })
      : undefined
    g.refuse(() => (!!pair && count !== 1) || (!!share && count !== 2))
    return {
      kind: 'search',
      filter,
      to,
      count: pair ? 2 : count,
      ...(pair ? { pair } : {}),
      ...(share ? { shareLandType: true } : {}),
      ...(tapped ? { tapped } : {}),
      ...(reveal ? { reveal } : {}),
      ...(split ? { split } : {}),
      ...(orGraveyard ? { graveyard: true } : {}),
      ...(shuffleIf ? { shuffleIfLibrary: true } : {}),
    }
  },
  describe: (e) =>
    e.to === 'top'
      ? `search your library for ${searchCount(e.count)} ${filterText(e.filter)}, then shuffle and put that card on top`
      : `search your library${e.graveyard ? ' and/or graveyard' : ''} for ${searchedText(e)}${e.reveal ? `, reveal ${e.count === 1 ? 'it' : 'them'}` : ''}, put ${e.split ? 'one onto the battlefield tapped and the other into your hand' : `${e.count === 1 ? 'it' : 'them'} ${e.to === 'hand' ? 'into your hand' : e.to === 'graveyard' ? 'into your graveyard' : `onto the battlefield${e.tapped ? ' tapped' : ''}`}`}`,
  apply(ctx, e) {
    const zones = ctx.tx.s.players[ctx.controller].zones
    const lib = e.graveyard ? [...zones.library, ...zones.graveyard] : zones.library
    const filter = filterWithX(e.filter, ctx.amount('X')) // CR 107.3: the spell's X as it resolves
    const options = lib.filter(
      (id) =>
        cardMatches(ctx.tx.s, id, filter, ctx.info.name) ||
        (!!e.pair && cardMatches(ctx.tx.s, id, e.pair, ctx.info.name)),
    )
    const st = ctx.tx.s
    // Krosan Verge: the cards of each filter; Myriad Landscape: each card's land types (CR 205.3i).
    const pairOf = e.pair
      ? {
          a: options.filter((id) => cardMatches(st, id, filter, ctx.info.name)),
          b: options.filter((id) => cardMatches(st, id, e.pair!, ctx.info.name)),
        }
      : undefined
    const landTypesOf = e.shareLandType
      ? Object.fromEntries(
          // A land card's subtypes are its land types (CR 205.3i); the filter names basic land cards.
          options.map((id) => [id, faceOf(st, st.objects[id])?.subtypes ?? []]),
        )
      : undefined
    // CR 701.19b: a search for cards with a stated quality may find nothing, even when such cards are there.
    return {
      player: ctx.controller,
      ...(pairOf ? { pairOf } : {}),
      ...(landTypesOf ? { landTypesOf } : {}),
      choice: 'search',
      prompt: `Search your library for ${searchedText({ ...e, filter })}${e.split ? ' (the first you choose goes onto the battlefield tapped, the other into your hand)' : ''}`,
      options,
      count: e.count,
    }
  },
  resume(ctx, e, pause, a) {
    const found: ObjId[] = []
    const chosen = (a.cards ?? []).slice(0, e.count).filter((id) => (pause.options ?? []).includes(id))
    if (e.to === 'top') {
      const lib = ctx.tx.zone(ctx.controller, 'library')
      ctx.tx.shuffle(lib)
      ctx.tx.emit({ type: 'shuffled', player: ctx.controller })
      for (const id of chosen) {
        lib.splice(lib.indexOf(id), 1)
        lib.unshift(id)
      }
      ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} shuffles and puts the card found on top of their library`)
      return
    }
    // "If you search your library this way, shuffle": unless the card came from the graveyard (CR 701.19).
    const fromGraveyard = chosen.some((id) => ctx.tx.s.objects[id]?.zone === 'graveyard')
    chosen.forEach((id, k) => {
      const name = nameOf(ctx.tx.s, id)
      // Cultivate: the first card chosen goes onto the battlefield tapped, the other into the hand.
      const dest = e.split ? (k === 0 ? 'battlefield' : 'hand') : e.to
      const to = moveObject(ctx.tx, id, dest, { cause: 'search', tapped: dest === 'battlefield' && e.tapped })
      if (to) found.push(to)
      ctx.tx.log(
        `${playerName(ctx.tx.s, ctx.controller)} puts ${name} ${dest === 'hand' ? 'into their hand' : dest === 'graveyard' ? 'into their graveyard' : 'onto the battlefield'}`,
      )
    })
    ctx.memo.found = found
    if (e.shuffleIfLibrary && !fromGraveyard) {
      shuffleLibrary(ctx.tx, ctx.controller)
      ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} shuffles their library`)
    }
  },
  check(_s, pause, a) {
    const cards = a.cards ?? []
    if (cards.length > (pause.count ?? 1))
      return `choose at most ${pause.count ?? 1} card${(pause.count ?? 1) === 1 ? '' : 's'}`
    if (cards.some((c) => !(pause.options ?? []).includes(c))) return 'choose among the cards the search may find'
    if (new Set(cards).size !== cards.length) return 'choose each card once'
    return pairFault(pause, cards)
  },
  answers(pause) {
    const options = pause.options ?? []
    const two = pause.pairOf || pause.landTypesOf ? pairs(options).find((c) => !pairFault(pause, c)) : undefined
    return [...(two ? [{ cards: two }] : []), ...options.slice(0, 3).map((id) => ({ cards: [id] })), { cards: [] }]
  },
}

/** What a search looks for, as its text says it. */
function searchedText(e: EffectOf<'search'>): string {
  if (e.pair) return `a ${filterText(e.filter)} and a ${filterText(e.pair)}`
  const plural = e.count === 1 ? '' : 's'
  return `${searchCount(e.count)} ${filterText(e.filter)}${plural}${e.shareLandType ? ' that share a land type' : ''}`
}

/** Why two cards found can't be what the search asks (CR 701.19): one of each filter (Krosan Verge), or a land type
 *  shared (Myriad Landscape, CR 205.3i); a single card need only be one of them. */
function pairFault(pause: Pause, cards: ObjId[]): string | null {
  if (cards.length < 2) return null
  const [a, b] = cards
  const pairOf = pause.pairOf as { a: ObjId[]; b: ObjId[] } | undefined
  if (pairOf) {
    const fits = (x: ObjId, y: ObjId) => pairOf.a.includes(x) && pairOf.b.includes(y)
    return fits(a, b) || fits(b, a) ? null : 'choose one card of each kind the search names'
  }
  const landTypesOf = pause.landTypesOf as Record<ObjId, string[]> | undefined
  if (landTypesOf) {
    const shared = (landTypesOf[a] ?? []).some((t) => (landTypesOf[b] ?? []).includes(t))
    return shared ? null : 'choose two cards that share a land type'
  }
  return null
}

const pairs = (ids: ObjId[]): ObjId[][] => ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b]))
