// Counted amounts (CR 107.3, 208.3, 604.3), in their one home: `parse` (the grammar's phrases), `describe` (their
// text) and `apply` (their value as an effect uses them). "Where X is the number of Elves on the battlefield",
// "for each Elf you control", "equal to its power", "equal to Krenko's power", "your life total".
import type { Amount, Count, Effect, TargetSpec } from '../../engine/ast'
import type { Grammar } from '../grammar'
import type { EffectContext } from '../../engine/effectTypes'
import { specText } from '../../engine/specText'
import type { CardObject, GameEvent, GameState, ObjId, PlayerIndex } from '../../engine/types'
import type { ManaAbilityDef } from '../../mana/types'
import { isCreature, isLand, powerToughness, faceOf } from '../../engine/query'
import { matchesSpec } from '../../engine/legalTargets'
import { Plain, PT, Poss, Tilde, tokenize } from '../lexer'
import { normalize } from '../normalize'
import { oracleParser, type ParsedEffects } from '../grammar'
import { sourceLastKnown, type SacrificedLastKnown, type SourceLastKnown } from '../../engine/lastKnown'
import { arithOf, countSuffix, describeMore, moreCount, moreValue, theirs, thisWay } from './countMore'
import { DRAINED_TEXT, drainedCount, drainedValue } from './countDrained'
import { boardCount, boardEach, boardValue, describeBoard, lifeGainedNow, turnCount } from './countParty'
import { eventsNotCollected } from '../../engine/triggers'
import { describeMoved, movedCount, movedValue } from './countMoved'
import { describeDied, diedCount, diedValue } from './countDied'
import { cardsPhrase, cardsValue, describeCards } from './countCards'

export const counted = {
  /** What follows "the number of", "equal to", "where X is": a count. */
  parse(g: Grammar): Count {
    const base = g.alt<Count>(0, [
      () => {
        g.ph(0, 'the number of')
        return g.alt<Count>(1, [
          () => movedCount(g), // "cards discarded this way" (countMoved.ts)
          () => diedCount(g), // "creatures that died this turn" (countDied.ts)
          () => boardCount(g), // the party, converge (countParty.ts)
          () => landTypesPhrase(g),
          () => cardsPhrase(g),
          () => countersPhrase(g),
          () => {
            // "the number of Swamps they control" after "that player" (Karma; CR 603.2, 608.2c).
            const spec = g.noun(2)
            g.ph(90, 'they control')
            const whose = theirs(g)
            return g.act(() => ({ of: 'permanents' as const, spec: { ...spec, youControl: true }, whose }))
          },
          () => {
            const spec = g.noun(0)
            g.opt(2, () => g.ph(2, 'on the battlefield'))
            return { of: 'permanents' as const, spec }
          },
        ])
      },
      () => (g.ph(3, 'your life total'), { of: 'life' as const }),
      () => {
        // "the sacrificed creature's power" (CR 608.2h): the permanent sacrificed to pay the cost.
        g.w(12, 'the')
        g.plainWhere(12, (w) => w === 'sacrificed')
        g.alt(7, [() => g.w(13, "creature's"), () => g.w(14, "artifact's"), () => g.w(15, "permanent's")])
        const what = g.alt<'power' | 'toughness' | 'manaValue'>(8, [
          () => (g.w(16, 'power'), 'power'),
          () => (g.w(17, 'toughness'), 'toughness'),
          () => (g.w(18, 'mana'), g.w(19, 'value'), 'manaValue'),
        ])
        return { of: 'sacrificed' as const, what }
      },
      () => {
        // "the greatest power among creatures you control", "the highest mana value among permanents you control"
        // (CR 208.1, 202.3).
        g.w(130, 'the')
        g.alt(130, [() => g.w(131, 'greatest'), () => g.plainWhere(132, (w) => w === 'highest')])
        const what = g.alt<'power' | 'toughness' | 'manaValue'>(131, [
          () => (g.w(133, 'power'), 'power'),
          () => (g.w(134, 'toughness'), 'toughness'),
          () => (g.ph(135, 'mana value'), 'manaValue'),
        ])
        g.w(136, 'among')
        const spec = g.noun(1)
        return { of: 'greatestPower' as const, spec, ...(what === 'power' ? {} : { what }) }
      },
      () => {
        // "~'s power"; "its power": the last target read (CR 608.2c), or the source when none was; "that creature's
        // toughness": the last target read (Sever Soul, Tribute to Hunger's sacrifice aside).
        let its = false
        const whose = g.alt(5, [
          () => (g.tok(0, Tilde), g.tok(1, Poss), 'self' as const),
          () => (g.w(5, 'its'), (its = true), g.act(() => (g.lastTarget() >= 0 ? g.lastTarget() : ('self' as const)))),
          () => {
            g.w(8, 'that')
            g.w(9, "creature's")
            g.refuse(() => !g.targetRead())
            return g.act(() => g.lastTarget())
          },
          () => {
            // "that spell's mana value", "that card's mana value", "that artifact's …": the target named before
            // (CR 608.2c), as it last existed if it has moved (CR 608.2h).
            g.w(137, 'that')
            g.alt(137, [
              () => g.plainWhere(140, (w) => w === "spell's" || w === "card's"),
              ...THAT_OBJECTS.map((w, k) => () => g.w(141 + k, w)),
            ])
            g.refuse(() => !g.targetRead())
            return g.act(() => g.lastTarget())
          },
        ])
        const which = g.alt<'power' | 'toughness' | 'manaValue'>(6, [
          () => (g.w(6, 'power'), 'power'),
          () => (g.w(7, 'toughness'), 'toughness'),
          () => (g.w(10, 'mana'), g.w(11, 'value'), 'manaValue'),
        ])
        // "its mana value" only after a target (CR 608.2c): with none, "its" is a card the text names otherwise.
        if (which === 'manaValue') g.refuse(() => its && !g.targetRead())
        if (which === 'manaValue') return { of: 'manaValue' as const, whose }
        // "… the sacrificed creature's power, then … its toughness" (Momentous Fall): that creature, not the source.
        if (its && sacrificedBefore(g) && !g.targetRead()) return { of: 'sacrificed' as const, what: which }
        return { of: 'power' as const, whose, ...(which === 'toughness' ? { toughness: true as const } : {}) }
      },
      () => moreCount(g),
      () => turnCount(g), // "the amount of life you gained this turn" (countParty.ts)
      () => drainedCount(g), // Drain Life's capped damage (countDrained.ts)
    ])
    // "… minus 4", "… plus 1" (CR 107.1).
    const plus = g.opt(81, () => countSuffix(g))
    return plus === undefined ? base : g.act(() => arithOf(base, plus))
  },

  /** What follows "for each": permanents ("Elf you control", "Bird on the battlefield"). */
  parseEach(g: Grammar): Count {
    return g.alt<Count>(1, [
      () => movedCount(g), // "for each creature destroyed this way" (countMoved.ts)
      () => diedCount(g), // "for each creature that died this turn" (countDied.ts)
      () => boardEach(g), // "for each creature in your party" (countParty.ts)
      () => landTypesPhrase(g),
      () => cardsPhrase(g),
      () => countersPhrase(g),
      () => {
        // "for each Aura attached to it" (Evershrike, CR 303.4): Auras on the source.
        g.tokWhere(60, Plain, (w) => w === 'aura' || w === 'auras')
        g.tokWhere(62, Plain, (w) => w === 'attached')
        g.w(60, 'to')
        g.alt(60, [() => g.w(61, 'it'), () => g.tok(61, Tilde)])
        return {
          of: 'permanents',
          spec: { what: 'enchantment', subtype: 'aura', attachedToSelf: true },
        }
      },
      () => {
        const spec = g.noun(0)
        // "for each tapped creature target opponent controls" (CR 115.1, 608.2c): that player's permanents.
        const player = g.opt(3, () => targetPlayerControls(g))
        g.opt(0, () => g.ph(0, 'on the battlefield'))
        return g.act(() => {
          if (player)
            return { of: 'permanents' as const, spec: { ...spec, youControl: true }, whose: g.addTarget(player) }
          // The noun read "… target opponent controls" itself (its target is recorded): counted the same way.
          const whose = spec.controlledByTarget
          if (whose === undefined) return { of: 'permanents' as const, spec }
          const { controlledByTarget: _read, ...rest } = spec
          return { of: 'permanents' as const, spec: { ...rest, youControl: true }, whose }
        })
      },
    ])
  },

  describe(c: Count): string {
    switch (c.of) {
      case 'permanents':
        return `the number of ${plural(specText(c.spec))}`
      case 'power':
        return `${c.whose === 'self' ? "~'s" : 'its'} ${c.toughness ? 'toughness' : 'power'}`
      case 'life':
        return 'your life total'
      case 'cards':
        return describeCards(c)
      case 'counters':
        return `the number of ${c.counter} counters on ~`
      case 'greatestPower':
        return `the greatest ${c.what === 'manaValue' ? 'mana value' : (c.what ?? 'power')} among ${plural(specText(c.spec))}`
      case 'thatMuch':
        return 'that much'
      case 'landTypes':
        return 'the number of basic land types among lands you control'
      case 'manaValue':
        return `${c.whose === 'self' ? "~'s" : 'its'} mana value`
      case 'sacrificed':
        return `the sacrificed permanent's ${c.what === 'manaValue' ? 'mana value' : c.what}`
      case 'devotion':
      case 'arith':
      case 'thisWay':
        return describeMore(c, (b) => counted.describe(b))
      case 'drained':
        return DRAINED_TEXT
      case 'party':
      case 'colorsSpent':
      case 'opponents':
      case 'lifeGained':
      case 'cardTypes':
      case 'timesKicked':
        return describeBoard(c)
      case 'moved':
        return describeMoved(c)
      case 'died':
        return describeDied(c)
    }
  },

  /** Its value now (CR 608.2h: read as the effect applies). */
  apply(ctx: EffectContext, c: Count): number {
    if (c.of === 'sacrificed') {
      const lk = ctx.item.extra?.sacrificed as SacrificedLastKnown | undefined
      return Math.max(0, lk?.[c.what] ?? 0)
    }
    if (c.of === 'thisWay') return thisWay(ctx, c.what)
    if (c.of === 'drained') return drainedValue(ctx) // CR 608.2c: read from the resolution's damage
    if (c.of === 'moved') return movedValue(ctx, c) // CR 608.2c: read from the resolution's memory
    // CR 700.4: with this resolution's own deaths (not yet in the turn's facts).
    if (c.of === 'died') return diedValue(ctx.tx.s, c, ctx.controller, eventsNotCollected(ctx.tx))
    // CR 119.3: with the life this resolution gained so far (not yet in the turn's facts).
    if (c.of === 'lifeGained') return lifeGainedNow(ctx.tx.s, ctx.controller, eventsNotCollected(ctx.tx))
    const thatMuch = (ctx.item.extra?.damage as { amount?: number } | undefined)?.amount ?? 0
    // CR 608.2h: a source that left (sacrificed as a cost, or since) is read as it last existed on the battlefield.
    const last = sourceLastKnown(ctx.item)
    const counters =
      last?.counters ?? (ctx.item.extra?.event as { counters?: Record<string, number> } | undefined)?.counters
    return countNow(
      ctx.tx.s,
      ctx.tx.events,
      c,
      ctx.controller,
      ctx.source.id,
      // -1: the player of the trigger's event ("that player", CR 603.2).
      (i) => (i === -1 ? thatPlayer(ctx) : ctx.item.targets[i]),
      thatMuch,
      counters,
      false,
      last,
    )
  },
}

/** The objects "that …'s" names after a target ("that spell's mana value"). */
const THAT_OBJECTS = ["artifact's", "permanent's", "enchantment's", "land's", "planeswalker's"]

/** "target player controls", "target opponent controls": the target it records (CR 115.1). */
function targetPlayerControls(g: Grammar): TargetSpec {
  g.w(240, 'target')
  const what = g.alt<'player' | 'opponent'>(240, [
    () => (g.w(241, 'player'), 'player'),
    () => (g.w(242, 'opponent'), 'opponent'),
  ])
  g.w(243, 'controls')
  return { what }
}

/** The player of the trigger's event ("that player", CR 603.2), as a target. */
function thatPlayer(ctx: EffectContext): { player: PlayerIndex } | undefined {
  const p = ctx.players({ target: -1, that: true })[0]
  return p === undefined ? undefined : { player: p }
}

/** "sacrificed" was read earlier in the line (from the tokens: backtracking records nothing). */
function sacrificedBefore(g: Grammar): boolean {
  const p = g as unknown as { input: { image: string }[]; currIdx: number }
  for (let k = 0; k <= p.currIdx && k < p.input.length; k++) if (p.input[k].image === 'sacrificed') return true
  return false
}

/** Domain (CR 207.2c): "basic land type(s) among lands you control" (CR 305.6: Plains, Island, Swamp, Mountain,
 *  Forest). */
function landTypesPhrase(g: Grammar): Count {
  g.w(70, 'basic')
  g.w(71, 'land')
  g.alt(70, [() => g.plainWhere(70, (w) => w === 'type'), () => g.w(72, 'types')])
  g.ph(70, 'among lands you control')
  return { of: 'landTypes' }
}

const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']

/** "+1/+1 counters on ~", "charge counter on it": the source's counters of that kind. */
function countersPhrase(g: Grammar): Count {
  const counter = g.alt(33, [() => g.tok(50, PT).image, () => g.tok(51, Plain).image])
  g.alt(34, [() => g.w(50, 'counter'), () => g.w(51, 'counters')])
  g.w(52, 'on')
  g.alt(35, [() => g.tok(52, Tilde), () => g.w(53, 'it')])
  return { of: 'counters', counter: counter ?? '' }
}

function plural(noun: string): string {
  return noun.replace(/^(\S+)/, (w) => (/(s|elves)$/.test(w) ? w : w + 's'))
}

/** The value of a count for a controller and a source (targets by index, for "its power"). */
export function countNow(
  s: GameState,
  events: readonly GameEvent[],
  c: Count,
  controller: PlayerIndex,
  source: ObjId,
  target: (i: number) => { card: ObjId } | { player: PlayerIndex } | undefined,
  thatMuch = 0,
  lastCounters?: Record<string, number>,
  /** In a static ability (characteristics): keywords aren't read, so counting can't loop back (CR 613). */
  inStatic = false,
  /** The source as it last existed on the battlefield, when it left (CR 608.2h). */
  sourceLast?: SourceLastKnown,
): number {
  const kw = inStatic ? new Set<string>() : undefined
  switch (c.of) {
    case 'thatMuch':
      return thatMuch
    case 'died':
      return diedValue(s, c, controller, [])
    case 'sacrificed':
    case 'thisWay':
    case 'moved':
    case 'drained':
      return 0 // read from the spell or ability it paid for, or from its resolution (counted.apply)
    case 'manaValue': {
      // CR 202.3: the mana value of the card or permanent, as it is now or as it last was (it may have moved, and
      // its mana value is the same in every zone but the stack, CR 202.3b).
      const t = c.whose === 'self' ? { card: source } : target(c.whose)
      if (!t || !('card' in t)) return 0
      const o = s.objects[t.card]
      if (!o) {
        // It moved (CR 400.7): its mana value as it last existed (CR 608.2h), from the move's record.
        for (let k = events.length - 1; k >= 0; k--) {
          const e = events[k]
          if (e.type !== 'moved' || e.id !== t.card) continue
          const def = s.cards[e.def as string]
          return def?.faces[(e.face as number) ?? 0]?.manaValue ?? def?.manaValue ?? 0
        }
        return 0
      }
      const face = faceOf(s, o)
      // CR 202.3e: a spell's X counts on the stack.
      const x = o.zone === 'stack' ? (s.stack.find((i) => i.kind === 'spell' && i.source === o.id)?.x ?? 0) : 0
      const xs = face?.manaCost?.symbols.filter((sym) => sym.kind === 'variable' && sym.letter === 'X').length ?? 0
      return (face?.manaValue ?? 0) + x * xs
    }
    case 'party':
    case 'colorsSpent':
    case 'opponents':
    case 'lifeGained':
    case 'cardTypes':
    case 'timesKicked':
      return boardValue(s, c, controller, source, inStatic)
    case 'landTypes': {
      // CR 305.6: each basic land type among the lands the controller controls counts once.
      const found = new Set<string>()
      for (const id of s.battlefield) {
        const o = s.objects[id]
        if (!o || o.controller !== controller || !isLand(s, o)) continue
        for (const t of faceOf(s, o)?.subtypes ?? []) if (BASIC_LAND_TYPES.includes(t)) found.add(t)
      }
      return found.size
    }
    case 'permanents': {
      // "… they control": counted for that player (CR 608.2c).
      const t = c.whose === undefined ? undefined : target(c.whose === 'that' ? -1 : c.whose)
      if (c.whose !== undefined && !(t && 'player' in t)) return 0
      const who = t && 'player' in t ? t.player : controller
      return s.battlefield.filter((id) => matchesSpec(s, c.spec, s.objects[id], who, kw, source)).length
    }
    case 'life':
      return s.players[controller].life
    case 'cards':
      return cardsValue(s, c, controller, (whose) => {
        const t = target(whose === 'that' ? -1 : whose)
        return t && 'player' in t ? t.player : undefined
      })
    case 'counters': {
      // The source's counters, or as it last existed on the battlefield (CR 603.10a, 608.2h).
      const o = s.objects[source]
      return (o?.zone === 'battlefield' ? o.counters : lastCounters)?.[c.counter] ?? 0
    }
    case 'greatestPower': {
      // CR 208.1: a creature's power or toughness; CR 202.3: any permanent's mana value. With none, 0.
      let best = 0
      for (const id of s.battlefield) {
        const o = s.objects[id]
        if (!matchesSpec(s, c.spec, o, controller, kw, source)) continue
        if (c.what === 'manaValue') best = Math.max(best, faceOf(s, o)?.manaValue ?? 0)
        else if (isCreature(s, o)) best = Math.max(best, powerToughness(s, o)[c.what ?? 'power'])
      }
      return best
    }
    case 'devotion':
    case 'arith':
      return moreValue(s, c, controller, (b) =>
        countNow(s, events, b, controller, source, target, thatMuch, lastCounters, inStatic, sourceLast),
      )
    case 'power': {
      const t = c.whose === 'self' ? { card: source } : target(c.whose)
      if (!t || !('card' in t)) return 0
      const gone = t.card === source && s.objects[source]?.zone !== 'battlefield' ? sourceLast : undefined
      if (gone?.power !== undefined) return Math.max(0, (c.toughness ? gone.toughness : gone.power) ?? 0)
      return Math.max(0, powerNow(s, events, t.card, c.toughness))
    }
  }
}

/** A creature's power, or its last known power when it has left the battlefield (CR 608.2h). */
function powerNow(s: GameState, events: readonly GameEvent[], id: ObjId, toughness = false): number {
  const key = toughness ? 'toughness' : 'power'
  const o = s.objects[id]
  if (o?.zone === 'battlefield') return powerToughness(s, o)[key]
  for (let k = events.length - 1; k >= 0; k--) {
    const e = events[k]
    if (e.type !== 'moved' || e.id !== id) continue
    if (typeof e[key] === 'number') return e[key] as number
    // A card that moved from a zone other than the battlefield ("that card's power" after it was put on top of a
    // library): its printed value as it last existed (CR 608.2h, 208.1).
    const printed = Number(s.cards[e.def as string]?.faces[(e.face as number) ?? 0]?.[key])
    return Number.isFinite(printed) ? printed : 0
  }
  return o && isCreature(s, o) ? powerToughness(s, o)[key] : 0
}

/** An amount's value: a number, the spell's X, or a count now. */
export function amountValue(ctx: EffectContext, a: Amount, x: number): number {
  if (a === 'X') return x
  if (a === '-X') return -x // "gets -X/-X" (CR 107.3)
  if (typeof a === 'number') return a
  return counted.apply(ctx, a.count) * (a.times ?? 1)
}

const AMOUNT_KEYS = new Set(['amount', 'count', 'power', 'toughness', 'loseLife', 'unlessPays'])

/** "…, where X is <count>": the effects with each X amount replaced by the count (CR 107.3). */
export function withCount(effects: Effect[], count: Count): Effect[] {
  const swap = (v: unknown, key: string): unknown => {
    if (v === 'X' && AMOUNT_KEYS.has(key)) return { count }
    if (v === '-X' && AMOUNT_KEYS.has(key)) return { count, times: -1 } // "gets -X/-X, where X is …"
    if (Array.isArray(v)) return v.map((x) => swap(x, ''))
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {}
      for (const [k, x] of Object.entries(v)) out[k] = swap(x, k)
      return out
    }
    return v
  }
  return swap(effects, '') as Effect[]
}

const manaCounts = new Map<string, Amount | null>()

/** How many times a scaled mana ability makes its mana now ("{T}: Add {G} for each Elf you control"), its count read
 *  from its text by the grammar (CR 107.3, 605.1a); 1 for any other ability. */
export function manaTimes(s: GameState, obj: CardObject, def: ManaAbilityDef): number {
  if (!def.scaled) return 1
  const name = faceOf(s, obj)?.name ?? ''
  const key = `${name}\u0000${def.text}`
  let amount = manaCounts.get(key)
  if (amount === undefined) {
    const tokens = tokenize(normalize(def.text.slice(def.text.indexOf(':') + 1).trim(), name))
    const body = tokens ? (oracleParser().parseLine(tokens, 'effects') as ParsedEffects | null) : null
    const add = body?.effects.length === 1 ? body.effects[0] : null
    amount = add?.kind === 'addMana' && add.amount !== undefined ? add.amount : null
    manaCounts.set(key, amount)
  }
  if (amount === null || typeof amount !== 'object') return typeof amount === 'number' ? amount : 0
  return countNow(s, [], amount.count, obj.controller, obj.id, () => undefined) * (amount.times ?? 1)
}

/** "… for each creature you control" after a sentence (CR 107.3): its last effect's numbers times the count; null
 *  when it has no number to multiply. */
export function perEach(effects: Effect[], count: Count): Effect[] | null {
  const last = effects[effects.length - 1]
  let changed = false
  const swap = (v: unknown, key: string): unknown => {
    if (typeof v === 'number' && AMOUNT_KEYS.has(key)) {
      changed = true
      return v === 1 ? { count } : { count, times: v }
    }
    if (Array.isArray(v)) return v.map((x) => swap(x, ''))
    if (v && typeof v === 'object' && !('count' in v && typeof (v as { count: unknown }).count === 'object')) {
      const out: Record<string, unknown> = {}
      for (const [k, x] of Object.entries(v)) out[k] = swap(x, k)
      return out
    }
    return v
  }
  const multiplied = swap(last, '') as Effect
  return changed ? [...effects.slice(0, -1), multiplied] : null
}
