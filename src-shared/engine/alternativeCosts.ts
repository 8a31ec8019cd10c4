// Other ways to cast a spell (CR 118.9 alternative costs): evoke (CR 702.74a), dash (702.109a), blitz (702.152a),
// surge (702.117a); and split second (702.61a), which stops players casting and activating while its spell is on
// the stack. The cards' keywords are read by text/castingKeywords.ts.
import type { ManaCost } from '../mana/types'
import type { AlternativeKind, TargetSpec } from './ast'
import type { CardObject, GameState, ObjId, PlayerIndex, StackItem } from './types'
import type { Tx } from './tx'
import type { Delayed } from './effectTypes'
import { abilitiesOf, faceOf, nameOf, playerName } from './query'
import { opponentLostLife, prowlMetFor } from './lifeLost'

/** The alternative cost of this kind the card has (CR 118.9), or null. */
export function alternativeCost(s: GameState, obj: CardObject, kind: AlternativeKind): ManaCost | null {
  return abilitiesOf(s, obj)?.alternatives?.find((a) => a.kind === kind)?.cost ?? null
}

/** The alternative costs this card may be cast for now, by kind. */
export function alternativesOf(s: GameState, obj: CardObject): AlternativeKind[] {
  return (abilitiesOf(s, obj)?.alternatives ?? []).map((a) => a.kind)
}

/** Why the spell can't be cast for this alternative cost (null: it can). */
export function whyNotAlternative(
  s: GameState,
  player: PlayerIndex,
  obj: CardObject,
  kind: AlternativeKind,
  from: string,
): string | null {
  const name = nameOf(s, obj.id)
  if (!alternativeCost(s, obj, kind)) {
    // A card that has the keyword, with a cost the engine doesn't read ("Madness {X}{R}"), says so.
    const printed = new RegExp(`^${kind}\\b(?! cost)`, 'im').test(faceOf(s, obj)?.oracleText ?? '')
    return printed
      ? `Casting ${name} for its ${kind} cost isn't run by the engine: cast it for its mana cost and adjust by hand (CR 118.9)`
      : `${name} has no ${kind} cost (CR 118.9)`
  }
  // CR 118.9a: only one alternative cost; these are all paid "rather than its mana cost" as it is cast from the hand.
  if (from !== 'hand') return `${name} can be cast for its ${kind} cost only from your hand (CR 118.9a)`
  // CR 702.117a: surge, if you have cast another spell this turn.
  if (kind === 'surge' && spellsCastThisTurn(s, player) === 0)
    return `${name} can be cast for its surge cost only if you have cast another spell this turn (CR 702.117a)`
  // CR 702.137a: spectacle, if an opponent lost life this turn.
  if (kind === 'spectacle' && !opponentLostLife(s, player))
    return `${name} can be cast for its spectacle cost only if an opponent lost life this turn (CR 702.137a)`
  // CR 702.76a: prowl, if a source of the caster's with one of its creature types dealt combat damage to a player.
  if (kind === 'prowl' && !prowlMet(s, player, obj))
    return `${name} can be cast for its prowl cost only if a player was dealt combat damage this turn by a source you controlled that shares a creature type with it (CR 702.76a)`
  return null
}

/** CR 702.76a: a prowl spell's creature types (changeling: all of them, CR 702.73a) against this turn's combat damage. */
function prowlMet(s: GameState, player: PlayerIndex, obj: CardObject): boolean {
  const changeling = !!abilitiesOf(s, obj)?.keywords.includes('changeling')
  return prowlMetFor(s, player, faceOf(s, obj)?.subtypes ?? [], changeling)
}

interface CastCount {
  turn: number
  counts: number[]
  /** Spells cast this turn by player and card: "player:definition id". */
  byCard?: Record<string, number>
}

/** How many times the player has cast a spell from this card definition this turn (the same card again and again:
 *  a loop the computer player avoids where nothing costs mana, ruling MCR-4). */
export function castsOfCardThisTurn(s: GameState, player: PlayerIndex, def: string): number {
  const c = s.extra.spellsCast as CastCount | undefined
  return c && c.turn === s.turn ? (c.byCard?.[`${player}:${def}`] ?? 0) : 0
}

/** How many spells the player has cast this turn (kept in `extra.spellsCast`, stamped with the turn). */
export function spellsCastThisTurn(s: GameState, player: PlayerIndex): number {
  const c = s.extra.spellsCast as CastCount | undefined
  return c && c.turn === s.turn ? (c.counts[player] ?? 0) : 0
}

/** How many spells each player cast in the turn before this one (CR 603.4: "if no spells were cast last turn"). */
export function spellsCastLastTurn(s: GameState): number[] {
  const c = s.extra.spellsCast as CastCount | undefined
  if (c && c.turn === s.turn - 1) return c.counts
  const last = s.extra.spellsCastLast as CastCount | undefined
  return c && c.turn === s.turn && last && last.turn === s.turn - 1 ? last.counts : []
}

/** Counts a spell the player casts (CR 601.2i); a spell with storm remembers how many were cast before it
 *  (CR 702.40a). */
export function recordCast(tx: Tx, player: PlayerIndex, spell?: ObjId): void {
  const c = tx.s.extra.spellsCast as CastCount | undefined
  // The first spell of a turn: the last turn's counts are kept for "spells cast last turn" (CR 603.4, werewolves).
  if (c && c.turn !== tx.s.turn)
    tx.set('extra', { ...tx.s.extra, spellsCastLast: { turn: c.turn, counts: c.counts, byCard: {} } })
  const counts = c && c.turn === tx.s.turn ? c.counts.slice() : []
  const before = counts.reduce((a, b) => a + (b ?? 0), 0)
  if (spell && before > 0 && abilitiesOf(tx.s, tx.s.objects[spell])?.keywords.includes('storm'))
    tx.obj(spell).castBefore = before
  counts[player] = (counts[player] ?? 0) + 1
  for (let i = 0; i < counts.length; i++) counts[i] ??= 0
  const byCard = { ...(c && c.turn === tx.s.turn ? c.byCard : undefined) }
  const def = spell ? tx.s.objects[spell]?.def : undefined
  if (def) byCard[`${player}:${def}`] = (byCard[`${player}:${def}`] ?? 0) + 1
  tx.set('extra', { ...tx.s.extra, spellsCast: { turn: tx.s.turn, counts, byCard } })
}

/** As a dashed or blitzed permanent enters: its return to the hand (CR 702.109a) or its sacrifice (702.152a) at the
 *  beginning of the next end step, a delayed triggered ability (CR 603.7). */
export function enteredFor(tx: Tx, id: ObjId): void {
  const obj = tx.s.objects[id]
  if (obj.castFor !== 'dash' && obj.castFor !== 'blitz') return
  const dash = obj.castFor === 'dash'
  const entry: Delayed = {
    step: 'end',
    after: tx.s.turn,
    thisTurn: tx.s.step !== 'end' && tx.s.step !== 'cleanup', // CR 603.7c: the next end step
    controller: obj.controller,
    source: id,
    def: obj.def,
    ...(obj.face !== undefined ? { face: obj.face } : {}),
    text: dash ? "return ~ to its owner's hand (dash)" : 'sacrifice ~ (blitz)',
    effects: [{ kind: 'selfCard', to: dash ? 'hand' : 'sacrifice' }],
  }
  const list = (tx.s.extra.delayed as Delayed[] | undefined) ?? []
  tx.set('extra', { ...tx.s.extra, delayed: [...list, entry] })
}

/** CR 702.61a: while a spell with split second is on the stack, players can't cast spells or activate abilities
 *  that aren't mana abilities. Null when none is there. */
export function splitSecondWhy(s: GameState): string | null {
  for (const item of s.stack) {
    if (item.kind !== 'spell') continue
    const obj = s.objects[item.source]
    if (obj && abilitiesOf(s, obj)?.keywords.includes('split second'))
      return `${nameOf(s, obj.id)} has split second: no spells or abilities other than mana abilities until it leaves the stack (CR 702.61a)`
  }
  return null
}

/** Counts the cards a player draws this turn (kept in `extra.cardsDrawn`, stamped with the turn); the first, with
 *  miracle, triggers (CR 702.94a: "When you draw this card, if it's the first card you drew this turn, you may cast
 *  it by paying [cost] rather than its mana cost"; it is revealed as it is cast). */
export function drewCard(tx: Tx, player: PlayerIndex, id: ObjId): void {
  const c = tx.s.extra.cardsDrawn as CastCount | undefined
  const counts = c && c.turn === tx.s.turn ? c.counts.slice() : []
  counts[player] = (counts[player] ?? 0) + 1
  for (let i = 0; i < counts.length; i++) counts[i] ??= 0
  tx.set('extra', { ...tx.s.extra, cardsDrawn: { turn: tx.s.turn, counts } })
  if (counts[player] !== 1 || tx.s.phase !== 'turn' || !abilitiesOf(tx.s, tx.s.objects[id])?.miracle) return
  tx.obj(id).revealed = true // CR 702.94a: revealed, it triggers
  tx.log(`${playerName(tx.s, player)} reveals ${nameOf(tx.s, id)} (miracle)`)
  const obj = tx.s.objects[id]
  const item: StackItem = {
    id: tx.newId('a'),
    kind: 'trigger',
    source: id,
    controller: player,
    targets: [],
    ability: 'delayed',
    text: 'Miracle: you may cast this card for its miracle cost',
    def: obj.def,
    extra: { effects: [{ kind: 'castFree', how: 'miracle', card: id }] },
  }
  tx.set('triggered', [...tx.s.triggered, item])
}

/** CR 702.35a: a card with madness its owner discards is exiled instead of put into the graveyard. */
export function discardedWithMadness(s: GameState, obj: CardObject, to: string, cause: string): boolean {
  return obj.zone === 'hand' && to === 'graveyard' && cause === 'discard' && !!abilitiesOf(s, obj)?.madness
}

/** CR 702.35a: "When this card is exiled this way, its owner may cast it by paying [cost] rather than paying its mana
 *  cost. If that player doesn't, they put this card into their graveyard." The trigger waits for the stack. */
export function madnessTrigger(tx: Tx, id: ObjId): void {
  const obj = tx.s.objects[id]
  const item: StackItem = {
    id: tx.newId('a'),
    kind: 'trigger',
    source: id,
    controller: obj.owner,
    targets: [],
    ability: 'delayed',
    text: `Madness: you may cast ${nameOf(tx.s, id)} for its madness cost, or put it into your graveyard`,
    def: obj.def,
    extra: { effects: [{ kind: 'castFree', how: 'madness', card: id }] },
  }
  tx.set('triggered', [...tx.s.triggered, item])
  tx.log(`${nameOf(tx.s, id)} is exiled instead (madness)`)
}

/** The target awaken adds to its spell (CR 702.113a). */
export const AWAKEN_TARGET: TargetSpec = { what: 'land', youControl: true }
