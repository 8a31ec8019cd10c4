// Conditions on the game in their one home: `parse` (the grammar's phrases after "if"), `describe` (their text)
// and `holds` (their truth now). Used by an intervening "if" (CR 603.4: checked as the ability triggers and again
// as it resolves) and by an effect's "If …, …" sentence (CR 608.2c: checked as the sentence is reached).
import type { Condition, GameCondition, TargetSpec } from '../engine/ast'
import type { Grammar } from './grammar'
import { specText } from '../engine/specText'
import { isCreature, powerToughness } from '../engine/query'
import { matchesSpec } from '../engine/legalTargets'
import { Mana, Tilde } from './lexer'

const COLORS: [string, string][] = [
  ['white', 'W'],
  ['blue', 'U'],
  ['black', 'B'],
  ['red', 'R'],
  ['green', 'G'],
]
import { turnFacts } from '../engine/turnFacts'
import { opponentLostLife } from '../engine/lifeLost'
import { spellsCastLastTurn } from '../engine/alternativeCosts'
import { subtypeNounKind } from './subtypeNouns'
import { boardCondition, isBoardCondition } from './conditionsBoard'
import { cardsCondition } from './conditionsCards'
import { playerCondition } from './conditionsPlayers'
import { targetCondition } from './conditionsTarget'
import { sourceCondition } from './conditionsSource'
import type { GameState, ObjId, PlayerIndex } from '../engine/types'

const num = (n: unknown) => (typeof n === 'number' ? n : 0)

/** Which card type a subtype word names, singular or plural ("Gates", "Elves"), or null for no subtype (CR 205.3). */
function subtypeKind(word: string): 'creature' | 'land' | null {
  const w = word.toLowerCase()
  const forms = [w, w.replace(/ves$/, 'f'), w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, '')]
  for (const f of forms) {
    const kind = subtypeNounKind(f)
    if (kind) return kind
  }
  return null
}

/** A land subtype on its own ("a Swamp", "two or more Gates") names lands (CR 205.3i). */
export function lands(spec: TargetSpec): TargetSpec {
  if (spec?.what === 'creature' && spec.subtype && subtypeKind(spec.subtype) === 'land')
    return { ...spec, what: 'land' }
  return spec
}

const byKeyword = (spec: TargetSpec) => !!(spec.withKeyword || spec.withoutKeyword)

/** Whether a condition can be a static ability's own (CR 611.3a) without reading keywords or power, which the static
 *  itself changes (no loop). */
export function staticCondition(c: GameCondition): boolean {
  if (c.kind === 'differentPowers' || c.kind === 'totalPower') return false
  if (c.kind === 'sourceInGraveyard') return false // a static works on the battlefield only here (CR 113.6)
  if (c.kind === 'controlsEach') return c.specs.every((spec) => staticCondition({ kind: 'controlsNone', spec }))
  if (!('spec' in c)) return true
  const s = c.spec
  return !byKeyword(s) && s.minPower === undefined && s.maxPower === undefined
}

/** Whether the compiler may trust a condition read: a noun's word taken as a subtype must name one ("multicolored
 *  permanents" is no subtype). */
export function conditionReadable(c: Condition | undefined): boolean {
  if (c?.kind === 'controlsEach') return c.specs.every((spec) => conditionReadable({ kind: 'controlsNone', spec }))
  if (!c || !('spec' in c) || !c.spec.subtype) return true
  return subtypeKind(c.spec.subtype) !== null
}

export const gameCondition = {
  parse(g: Grammar): GameCondition {
    return g.alt<GameCondition>(0, [
      () => {
        g.ph(0, 'you control')
        return g.alt<GameCondition>(1, [
          () => {
            const n = g.amount(5)
            g.ph(23, 'or more creatures with different powers')
            return { kind: 'differentPowers', atLeast: num(n) }
          },
          () => {
            g.w(0, 'no')
            return { kind: 'controlsNone', spec: g.act(() => ({ ...lands(g.noun(0)), youControl: true })) }
          },
          () => {
            const n = g.amount(0)
            g.ph(1, 'or more')
            const spec = g.noun(1)
            return g.act(() => ({ kind: 'controls', spec: { ...lands(spec), youControl: true }, atLeast: num(n) }))
          },
        ])
      },
      () => {
        g.ph(2, 'you have')
        return g.alt<GameCondition>(2, [
          () => (g.ph(3, 'no cards in hand'), { kind: 'hand', atMost: 0 }),
          () => {
            const n = g.amount(1)
            return g.alt<GameCondition>(3, [
              () => (g.ph(4, 'or less life'), { kind: 'lifeAtMost', amount: num(n) }),
              () => (g.ph(5, 'or fewer cards in hand'), { kind: 'hand', atMost: num(n) }),
              () => (g.ph(6, 'or more cards in hand'), { kind: 'hand', atLeast: num(n) }),
            ])
          },
        ])
      },
      () => {
        g.ph(20, 'there are')
        const n = g.amount(4)
        g.ph(21, 'or more card types among cards in your graveyard')
        return { kind: 'graveyardTypes', atLeast: num(n) }
      },
      () => {
        // Threshold's wording (CR 702, ability word): "seven or more cards are in your graveyard".
        g.opt(0, () => g.ph(7, 'there are'))
        const n = g.amount(2)
        g.ph(8, 'or more cards')
        g.opt(1, () => g.w(1, 'are'))
        g.ph(9, 'in your graveyard')
        return { kind: 'graveyard', atLeast: num(n) }
      },
      () => (g.ph(10, "it's your turn"), { kind: 'yourTurn' }),
      () => {
        g.ph(32, 'x is')
        const n = g.amount(8)
        g.ph(33, 'or more')
        return { kind: 'xAtLeast', amount: num(n) }
      },
      () => {
        // CR 601.2h: "{R} was spent to cast this spell", "at least three white mana was spent to cast it".
        const spent = g.alt<{ color: string; atLeast: number }>(4, [
          () => {
            const m = g.tok(1, Mana).image
            return g.act(() => ({ color: (m ?? '').slice(1, -1).toUpperCase(), atLeast: 1 }))
          },
          () => {
            g.ph(29, 'at least')
            const n = g.amount(7)
            const color = g.alt<string>(5, [
              ...COLORS.map(
                ([w, c], i) =>
                  () => (g.w(10 + i, w), c),
              ),
              () => (g.ph(30, 'mana of the same color'), 'same'),
            ])
            g.opt(4, () => g.w(20, 'mana'))
            return g.act(() => ({ color, atLeast: num(n) }))
          },
        ])
        g.ph(31, 'was spent to cast')
        g.alt(6, [() => g.tok(2, Tilde), () => g.w(21, 'it')])
        return g.act(() => ({ kind: 'manaSpent', ...spent }) as GameCondition)
      },
      () => {
        g.ph(24, 'creatures you control have total power')
        const n = g.amount(6)
        g.ph(25, 'or greater')
        return { kind: 'totalPower', atLeast: num(n) }
      },
      () => (g.ph(26, 'you cast'), g.tok(0, Tilde), g.ph(27, 'during your main phase'), { kind: 'castInMainPhase' }),
      () => (
        g.ph(28, 'a permanent you controlled left the battlefield this turn'),
        { kind: 'thisTurn', fact: { what: 'permanentLeft' } }
      ),
      () => (g.ph(22, 'you cast it from your hand'), { kind: 'castFromHand' }),
      () => {
        // "if ~ is untapped" (Howling Mine): the source's own state (CR 603.4).
        g.tok(3, Tilde)
        g.w(22, 'is')
        const tapped = g.alt<boolean>(7, [() => (g.w(23, 'untapped'), false), () => (g.w(24, 'tapped'), true)])
        return { kind: 'sourceTapped', tapped }
      },
      () => (g.ph(11, "it's not your turn"), { kind: 'yourTurn', not: true }),
      () => {
        // Werewolves (CR 603.4): "no spells were cast last turn", "a player cast two or more spells last turn".
        const c = g.alt<GameCondition>(8, [
          () => (g.ph(34, 'no spells were cast'), { kind: 'spellsLastTurn', none: true }),
          () => {
            g.ph(35, 'a player cast')
            const n = g.amount(9)
            g.ph(36, 'or more spells')
            return { kind: 'spellsLastTurn', onePlayerAtLeast: num(n) }
          },
        ])
        g.plainWhere(37, (w) => w === 'last')
        g.w(38, 'turn')
        return c
      },
      () => (g.ph(12, 'a creature died this turn'), { kind: 'thisTurn', fact: { what: 'creatureDied' } }),
      () => (g.ph(19, 'an opponent lost life this turn'), { kind: 'thisTurn', fact: { what: 'opponentLostLife' } }),
      () => {
        g.ph(13, 'you attacked')
        g.opt(2, () => g.ph(14, 'with a creature'))
        g.ph(15, 'this turn')
        return { kind: 'thisTurn', fact: { what: 'youAttacked' } }
      },
      () => {
        g.ph(16, 'you gained')
        const n = g.opt(3, () => {
          const a = g.amount(3)
          g.ph(17, 'or more')
          return a
        })
        g.ph(18, 'life this turn')
        return { kind: 'thisTurn', fact: { what: 'youGainedLife', atLeast: n === undefined ? 1 : num(n) } }
      },
      () => boardCondition.parse(g), // text/conditionsBoard.ts
      () => cardsCondition.parse(g), // text/conditionsCards.ts
      () => playerCondition.parse(g), // text/conditionsPlayers.ts
      () => sourceCondition.parse(g), // text/conditionsSource.ts
    ])
  },

  describe(c: GameCondition): string {
    if (isBoardCondition(c)) return boardCondition.describe(c)
    if (c.kind === 'cardsInGraveyard' || c.kind === 'graveyardManaValues' || c.kind === 'cardInGraveyard')
      return cardsCondition.describe(c)
    if (c.kind === 'player') return playerCondition.describe(c)
    if (c.kind === 'sourceDealtDamage' || c.kind === 'activatedTimes' || c.kind === 'sourceInGraveyard')
      return sourceCondition.describe(c)
    if (c.kind === 'controlsEach') return `you control ${c.specs.map((x) => `a ${specText(x)}`).join(' and ')}`
    switch (c.kind) {
      case 'controls':
        return c.atLeast === 1
          ? `you control ${c.spec.other ? 'another' : 'a'} ${specText(c.spec)}`
          : `you control ${c.atLeast} or more ${specText(c.spec)}`
      case 'controlsNone':
        return `you control no ${specText(c.spec)}`
      case 'lifeAtMost':
        return `you have ${c.amount} or less life`
      case 'hand':
        if (c.atMost === 0) return 'you have no cards in hand'
        return c.atMost !== undefined
          ? `you have ${c.atMost} or fewer cards in hand`
          : `you have ${c.atLeast} or more cards in hand`
      case 'graveyard':
        return `${c.atLeast} or more cards are in your graveyard`
      case 'graveyardTypes':
        return `there are ${c.atLeast} or more card types among cards in your graveyard`
      case 'yourTurn':
        return c.not ? "it's not your turn" : "it's your turn"
      case 'castFromHand':
        return 'you cast it from your hand'
      case 'differentPowers':
        return `you control ${c.atLeast} or more creatures with different powers`
      case 'totalPower':
        return `creatures you control have total power ${c.atLeast} or greater`
      case 'castInMainPhase':
        return 'you cast this spell during your main phase'
      case 'sourceTapped':
        return `~ is ${c.tapped ? 'tapped' : 'untapped'}`
      case 'spellsLastTurn':
        return c.none ? 'no spells were cast last turn' : `a player cast ${c.onePlayerAtLeast} or more spells last turn`
      case 'xAtLeast':
        return `X is ${c.amount} or more`
      case 'manaSpent':
        return c.atLeast === 1
          ? `{${c.color}} was spent to cast it`
          : `at least ${c.atLeast} ${c.color === 'same' ? 'mana of the same color' : `${COLORS.find(([, x]) => x === c.color)?.[0]} mana`} was spent to cast it`
      case 'thisTurn':
        switch (c.fact.what) {
          case 'creatureDied':
            return 'a creature died this turn'
          case 'youAttacked':
            return 'you attacked this turn'
          case 'opponentLostLife':
            return 'an opponent lost life this turn'
          case 'permanentLeft':
            return 'a permanent you controlled left the battlefield this turn'
          case 'youGainedLife':
            return c.fact.atLeast > 1
              ? `you gained ${c.fact.atLeast} or more life this turn`
              : 'you gained life this turn'
        }
    }
  },

  /** Whether it holds now, for the controller of the ability or spell and its source. */
  holds(s: GameState, c: GameCondition, controller: PlayerIndex, source: ObjId, x = 0): boolean {
    if (isBoardCondition(c)) return boardCondition.holds(s, c, controller, source)
    if (c.kind === 'cardsInGraveyard' || c.kind === 'graveyardManaValues' || c.kind === 'cardInGraveyard')
      return cardsCondition.holds(s, c, controller)
    if (c.kind === 'player') return playerCondition.holds(s, c, controller)
    if (c.kind === 'sourceDealtDamage' || c.kind === 'activatedTimes' || c.kind === 'sourceInGraveyard')
      return sourceCondition.holds(s, c, controller, source)
    if (c.kind === 'controlsEach')
      return c.specs.every((spec) => gameCondition.holds(s, { kind: 'controls', spec, atLeast: 1 }, controller, source))
    const me = s.players[controller]
    switch (c.kind) {
      case 'controls':
      case 'controlsNone': {
        let n = 0
        for (const id of s.battlefield) {
          const o = s.objects[id]
          if (o && matchesSpec(s, c.spec, o, controller, byKeyword(c.spec) ? undefined : new Set(), source)) n++
        }
        return c.kind === 'controls' ? n >= c.atLeast : n === 0
      }
      case 'lifeAtMost':
        return me.life <= c.amount
      case 'hand': {
        const n = me.zones.hand?.length ?? 0
        return (c.atMost === undefined || n <= c.atMost) && (c.atLeast === undefined || n >= c.atLeast)
      }
      case 'graveyard':
        return (me.zones.graveyard?.length ?? 0) >= c.atLeast
      case 'graveyardTypes': {
        const types = new Set<string>()
        for (const id of me.zones.graveyard ?? []) {
          const def = s.objects[id] && s.cards[s.objects[id].def]
          // A split card has both halves' types (CR 709.4); any other card its front face's (CR 711.4a, 715.4).
          const faces = !def ? [] : def.layout === 'split' ? def.faces : def.faces.slice(0, 1)
          for (const f of faces) for (const t of f.types) types.add(t)
        }
        return types.size >= c.atLeast
      }
      case 'yourTurn':
        return (s.active === controller) !== !!c.not
      case 'castFromHand':
        return !!s.objects[source]?.castFromHand
      case 'differentPowers':
      case 'totalPower': {
        const powers = s.battlefield
          .map((id) => s.objects[id])
          .filter((o) => o && o.controller === controller && isCreature(s, o))
          .map((o) => powerToughness(s, o).power)
        return c.kind === 'totalPower'
          ? powers.reduce((a, b) => a + b, 0) >= c.atLeast
          : new Set(powers).size >= c.atLeast
      }
      case 'xAtLeast':
        return x >= c.amount // CR 107.3: the spell's X (0 for an ability without one)
      case 'manaSpent': {
        const spent = s.objects[source]?.spent ?? {}
        const n =
          c.color === 'same' ? Math.max(0, ...'WUBRG'.split('').map((k) => spent[k] ?? 0)) : (spent[c.color] ?? 0)
        return n >= c.atLeast
      }
      case 'castInMainPhase':
        // CR 505.1: a spell cast in your main phase resolves in it (a step doesn't end while the stack holds it).
        return s.active === controller && (s.step === 'precombatMain' || s.step === 'postcombatMain')
      case 'spellsLastTurn': {
        const counts = spellsCastLastTurn(s)
        return c.none ? !counts.some((n) => n > 0) : counts.some((n) => n >= (c.onePlayerAtLeast ?? 1))
      }
      case 'sourceTapped': {
        const o = s.objects[source]
        return o?.zone === 'battlefield' && o.tapped === c.tapped
      }
      case 'thisTurn': {
        const f = turnFacts(s)
        switch (c.fact.what) {
          case 'creatureDied':
            return f.died > 0
          case 'youAttacked':
            return f.attacked.includes(controller)
          case 'opponentLostLife':
            return opponentLostLife(s, controller)
          case 'permanentLeft':
            return !!f.left?.includes(controller)
          case 'youGainedLife':
            return (f.gained[controller] ?? 0) >= c.fact.atLeast
        }
      }
    }
  },
}

const GAME_KINDS = new Set<string>([
  'controls',
  'controlsNone',
  'lifeAtMost',
  'hand',
  'graveyard',
  'graveyardTypes',
  'yourTurn',
  'castFromHand',
  'differentPowers',
  'totalPower',
  'castInMainPhase',
  'sourceTapped',
  'manaSpent',
  'xAtLeast',
  'thisTurn',
  'spellsLastTurn',
  'cardsInGraveyard',
  'player',
  'controlsEach',
  'graveyardManaValues',
  'sourceDealtDamage',
  'cardInGraveyard',
  'activatedTimes',
  'sourceInGraveyard',
])

export function isGameCondition(c: Condition): c is GameCondition {
  return GAME_KINDS.has(c.kind) || isBoardCondition(c)
}

/** Conditions an effect's "if" is judged by as it resolves (not those about a triggering event). */
export function judgedOnResolution(c: Condition): boolean {
  return isGameCondition(c) || c.kind === 'lifeAtLeast' || c.kind === 'targetIs'
}

/** Whether a condition an effect's "if" names holds now (CR 608.2c). */
export function conditionNow(s: GameState, c: Condition, controller: PlayerIndex, source: ObjId, x = 0): boolean {
  if (c.kind === 'lifeAtLeast') return s.players[controller].life >= c.amount
  if (isGameCondition(c)) return gameCondition.holds(s, c, controller, source, x)
  return false
}

/** Words for any condition this module reads. */
export function describeCondition(c: Condition): string {
  if (c.kind === 'lifeAtLeast') return `you have ${c.amount} or more life`
  if (c.kind === 'targetIs') return targetCondition.describe(c)
  return isGameCondition(c) ? gameCondition.describe(c) : c.kind
}
