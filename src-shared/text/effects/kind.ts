// What every effect kind provides in its one home (CR 608.2): `parse` (its grammar rule), `describe` (text for the
// log and prompts) and `apply` (what it does on resolution). A kind that needs a player's choice mid-resolution
// pauses: the pending decision holds the rest of the effects as data, so resolution resumes from plain state.
import type { Amount, Effect, EffectText, Subject, TargetSpec, Who } from '../../engine/ast'
import type { Grammar } from '../grammar'
import type { Tx } from '../../engine/tx'
import type { CardObject, ObjId, PlayerIndex, StackItem, Target } from '../../engine/types'
import type { DamageSource } from '../../engine/effects'
import { counted } from './amounts'

export type EffectOf<K extends Effect['kind']> = Extract<Effect, { kind: K }>

/** A decision an effect waits for: who answers, what kind of choice, a prompt, and the choice's data. */
export interface Pause {
  player: PlayerIndex
  choice: string
  prompt: string
  options?: ObjId[]
  count?: number
  [key: string]: unknown
}

/** What a resolving effect sees (CR 608.2). */
export interface EffectContext {
  tx: Tx
  item: StackItem
  text: EffectText
  /** The source (or its last known information, CR 113.7a). */
  source: CardObject
  info: DamageSource
  controller: PlayerIndex
  amount(a: Amount): number
  /** The i-th target if it is still legal (CR 608.2b). */
  target(i: number): Target | null
  players(who: Who): PlayerIndex[]
  permanents(subject: Subject): ObjId[]
  /** Per-resolution memory: cards found or chosen by an earlier effect ("it", "that card"). */
  memo: { found?: ObjId[]; did?: boolean }
}

export interface DescribeContext {
  target(i: number): string
}

export interface EffectKind<K extends Effect['kind']> {
  kind: K
  parse(g: Grammar): EffectOf<K>
  describe(e: EffectOf<K>, d: DescribeContext): string
  /** Applies it; returns a Pause to wait for a choice (answered by `choose`, then `resume`). */
  apply(ctx: EffectContext, e: EffectOf<K>): void | Pause
  /** Effects to run in its place as resolution reaches it (a conditional sentence, CR 608.2c); `apply` is then
   *  not called. */
  expand?(ctx: EffectContext, e: EffectOf<K>): Effect[]
  /** Continues after the player's answer to a Pause; returns effects to run first, if any. */
  resume?(ctx: EffectContext, e: EffectOf<K>, pause: Pause, answer: ChoiceAnswer): Effect[] | void
  /** Checks an answer to its Pause (null = fine). */
  check?(ctx: { s: Tx['s'] }, pause: Pause, answer: ChoiceAnswer): string | null
  /** Typical legal answers to its Pause (for legalActions and the computer player). */
  answers?(pause: Pause): ChoiceAnswer[]
}

export interface ChoiceAnswer {
  option?: string | number
  cards?: ObjId[]
  top?: ObjId[]
  bottom?: ObjId[]
  graveyard?: ObjId[]
}

/** Words for a few shared phrases. */
export function amountText(a: Amount): string {
  if (typeof a === 'object')
    return `X (${a.times && a.times !== 1 ? `${a.times} times ` : ''}${counted.describe(a.count)})`
  return a === 'X' ? 'X' : String(a)
}
export function plural(n: Amount, word: string): string {
  return n === 1 ? `a ${word}` : `${amountText(n)} ${word}s`
}
export function whoText(who: Who, d: DescribeContext, verb: [string, string]): string {
  if (who === 'you') return `you ${verb[0]}`
  if (who === 'opponents') return `each opponent ${verb[1]}`
  if (who === 'players') return `each player ${verb[1]}`
  if (who === 'defending') return `defending player ${verb[1]}`
  if ('players' in who) return `each of those players ${verb[1]}`
  if ('controllerOf' in who) return `its controller ${verb[1]}`
  if (who.that) {
    const planeswalker = /planeswalker/.test(d.target(who.target))
    return `that player${planeswalker ? " or that planeswalker's controller" : ''} ${verb[1]}`
  }
  return `${d.target(who.target)} ${verb[1]}`
}
export function specText(spec: TargetSpec): string {
  const words: string[] = []
  if (spec.other) words.push('other')
  if (spec.tapped) words.push('tapped')
  if (spec.untapped) words.push('untapped')
  if (spec.inCombat) words.push('attacking or blocking')
  if (spec.attacking) words.push('attacking')
  if (spec.blocking) words.push('blocking')
  if (spec.notAttacking) words.push('nonattacking')
  if (spec.notSupertype) words.push(`non${spec.notSupertype.toLowerCase()}`)
  if (spec.supertype) words.push(spec.supertype.toLowerCase())
  if (spec.monocolored) words.push('monocolored')
  if (spec.notColor) words.push(`non${colorWord(spec.notColor)}${spec.alsoNotColor ? ',' : ''}`)
  if (spec.alsoNotColor) words.push(`non${colorWord(spec.alsoNotColor)}`)
  if (spec.multicolored) words.push('multicolored')
  if (spec.colorless) words.push('colorless')
  if (spec.color) words.push(colorWord(spec.color) + (spec.orColor ? ` or ${colorWord(spec.orColor)}` : ''))
  if (spec.notType) words.push(`non${spec.notType.toLowerCase()}`)
  if (spec.nonbasic) words.push('nonbasic')
  if (spec.nontoken) words.push('nontoken')
  if (spec.notSubtype)
    words.push(
      spec.notSubtype
        .split('|')
        .map((t) => `non-${t[0].toUpperCase()}${t.slice(1)}`)
        .join(', '),
    )
  if (spec.faceDown) words.push('face-down')
  if (spec.modified) words.push('modified')
  if (spec.historic) words.push('historic')
  if (spec.subtype) words.push(spec.subtype)
  const heads: Record<string, string> = {
    any: 'any target',
    creatureOrPlaneswalker: 'creature or planeswalker',
    playerOrPlaneswalker: 'player or planeswalker',
    opponentOrPlaneswalker: 'opponent or planeswalker',
    artifactOrEnchantment: 'artifact or enchantment',
    artifactOrCreature: 'artifact or creature',
    nonlandPermanent: 'nonland permanent',
    creatureSpell: 'creature spell',
    noncreatureSpell: 'noncreature spell',
    instantOrSorcerySpell: 'instant or sorcery spell',
    card: `${spec.cardType ? spec.cardType.toLowerCase().replace('|', ' or ') + ' ' : ''}card`,
  }
  if (spec.what === 'spell' && spec.cardType) words.push(spec.cardType.toLowerCase().replace('|', ' or '))
  if (spec.anyType) words.push(spec.anyType.map((t) => t.toLowerCase()).join(' or '))
  else words.push(heads[spec.what] ?? spec.what)
  if (spec.youControl) words.push('you control')
  if (spec.opponentControls) words.push("you don't control")
  if (spec.withKeyword) words.push(`with ${spec.withKeyword}`)
  if (spec.withCounter) words.push(`with a ${spec.withCounter} counter on it`)
  if (spec.withoutKeyword) words.push(`without ${spec.withoutKeyword}`)
  if (spec.blockingSource) words.push('blocking it')
  if (spec.defendingControls) words.push('defending player controls')
  if (spec.maxPower !== undefined) words.push(`with power ${spec.maxPower} or less`)
  if (spec.minPower !== undefined) words.push(`with power ${spec.minPower} or greater`)
  if (spec.thatTargets)
    words.push(
      `that targets ${[spec.thatTargets.you ? 'you' : '', spec.thatTargets.spec ? `a ${specText(spec.thatTargets.spec)}` : ''].filter(Boolean).join(' or ')}`,
    )
  if (spec.maxToughness !== undefined) words.push(`with toughness ${spec.maxToughness} or less`)
  if (spec.minToughness !== undefined) words.push(`with toughness ${spec.minToughness} or greater`)
  if (spec.maxManaValue !== undefined) words.push(`with mana value ${spec.maxManaValue} or less`)
  if (spec.minManaValue !== undefined) words.push(`with mana value ${spec.minManaValue} or greater`)
  if (spec.zone === 'graveyard')
    words.push(
      spec.yours ? 'from your graveyard' : spec.opponents ? "from an opponent's graveyard" : 'from a graveyard',
    )
  return words.join(' ')
}
/** The target a spec names, with an article: "a nonlegendary creature", "an opponent" (CR 115). */
export function describeSpec(spec: TargetSpec): string {
  const players: Record<string, string> = {
    any: 'a creature, player or planeswalker',
    player: 'a player',
    opponent: 'an opponent',
    playerOrPlaneswalker: 'a player or planeswalker',
    opponentOrPlaneswalker: 'an opponent or planeswalker',
  }
  if (players[spec.what]) return players[spec.what]
  const text = specText(spec)
  return `${/^[aeiou]/.test(text) ? 'an' : 'a'} ${text}`
}
function colorWord(c: string): string {
  return ({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as Record<string, string>)[c] ?? c
}
export function subjectText(subject: Subject, d: DescribeContext): string {
  if (subject === 'self') return '~'
  if (subject === 'that') return 'that creature'
  if ('target' in subject && subject.upTo) {
    const n = ['one', 'two', 'three', 'four'][subject.count! - 1] ?? String(subject.count)
    return `up to ${n} ${d.target(subject.target)}${subject.count === 1 ? '' : 's'}`
  }
  if ('target' in subject && subject.count)
    return `${subject.count === 2 ? 'two' : 'three'} ${d.target(subject.target)}s`
  if ('target' in subject) return d.target(subject.target)
  if (subject.all.host) return `${subject.all.host} creature`
  return `each ${specText(subject.all)}`
}
