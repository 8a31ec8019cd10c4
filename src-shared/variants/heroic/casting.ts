// Casting the hero from outside the game (heroic.txt 906.8, ruling HE-7) and the level-0 ability of the Hero Level
// emblem (906.10, ruling HE-9): the variant's `cast` and `activate` handlers wrap the core ones.
import type { ActionHandler, VariantHooks } from '../../engine/variant'
import type { Tx } from '../../engine/tx'
import type {
  ActivateAction,
  CastAction,
  ChooseAction,
  GameState,
  Pending,
  PlayerIndex,
  StackItem,
  Target,
} from '../../engine/types'
import { CORE_ACTIONS, castOptions, pendingFor } from '../../engine/actions'
import { finishResolution } from '../../engine/flow'
import { withAnswerWords } from '../../engine/actions/choices'
import { canAfford, payCost } from '../../engine/mana'
import { moveObject } from '../../engine/zones'
import { cantBeCountered, isCreature, nameOf, playerName } from '../../engine/query'
import { parseManaCost } from '../../mana'
import { OUTSIDE, heroLevel, heroicExtra, isHero } from './hero'

const coreCast = CORE_ACTIONS.cast as ActionHandler<CastAction>
const coreActivate = CORE_ACTIONS.activate as ActionHandler<ActivateAction>

/** HE-7: the hero may be cast from outside the game; other sideboard cards may not. */
export const castZones: VariantHooks['castZones'] = () => [OUTSIDE]

/** HE-7: only the hero, only from outside with `from: "outside"`, once per turn. Timing is checked by the core:
 *  the hero's own (a creature spell: sorcery timing unless it has flash). */
export const checkCast: VariantHooks['checkCast'] = (s, a, obj) => {
  const name = nameOf(s, obj.id)
  if (a.from === OUTSIDE && obj.zone !== OUTSIDE) return `${name} is not outside the game (your sideboard)`
  if (obj.zone !== OUTSIDE) return null
  if (!isHero(obj))
    return `${name} is in your sideboard: only your hero can be cast from outside the game (ruling HE-7)`
  if (heroicExtra(s, a.player).heroCastTurn === s.turn)
    return 'you have already cast your hero from outside the game this turn (ruling HE-7: once per turn)'
  return null
}

/** The hero's cast actions from outside the game, when legal now. */
function outsideCasts(s: GameState, p: PlayerIndex): CastAction[] {
  const hero = (s.players[p].zones[OUTSIDE] ?? []).find((id) => isHero(s.objects[id]))
  if (!hero || heroicExtra(s, p).heroCastTurn === s.turn) return []
  return castOptions(s, p, hero)
    .map((a) => ({ ...a, from: OUTSIDE }))
    .filter((a) => !coreCast.validate(s, a))
}

export const cast: ActionHandler<CastAction> = {
  validate: coreCast.validate,
  apply(tx, a) {
    const fromOutside = tx.s.objects[a.card]?.zone === OUTSIDE
    if (fromOutside) {
      // HE-7: put into the hand from outside the game and cast at once (one action: nothing can happen between).
      tx.log(
        `${playerName(tx.s, a.player)} puts their hero ${nameOf(tx.s, a.card)} into their hand from outside the game and casts it (ruling HE-7)`,
      )
      tx.playerExtra(a.player).heroCastTurn = tx.s.turn
    }
    coreCast.apply(tx, a)
    const stack = tx.stack()
    const top = stack[stack.length - 1]
    if (fromOutside && top) stack[stack.length - 1] = { ...top, extra: { ...(top.extra ?? {}), fromOutside: true } }
    if (top) triggerHeroWard(tx, top)
  },
  enumerate: (s, p) => [
    ...(coreCast.enumerate?.(s, p) ?? []),
    ...(s.priority === p && !s.pending.length && s.phase === 'turn' ? outsideCasts(s, p) : []),
  ],
}

export const activate: ActionHandler<ActivateAction> = {
  validate: coreActivate.validate,
  apply(tx, a) {
    coreActivate.apply(tx, a)
    const top = tx.s.stack[tx.s.stack.length - 1]
    if (top) triggerHeroWard(tx, top)
  },
  enumerate: coreActivate.enumerate,
}

// ---- Hero Level 0 (ruling HE-9): "Whenever a hero creature you own becomes the target of a spell or ability an
// opponent controls, counter it unless that player pays generic mana equal to its level." ----

export const WARD_ABILITY = 'heroLevel0'
export const WARD_KIND = 'heroWard'

/** The level-0 trigger of each hero creature an opponent's new spell or ability targets. At level 0 it asks for
 *  {0}, which is always paid, so it triggers only from level 1 on. */
function triggerHeroWard(tx: Tx, item: StackItem): void {
  const heroes = new Set<string>()
  for (const t of item.targets) {
    if (!('card' in t)) continue
    const o = tx.s.objects[t.card]
    if (
      !o ||
      o.zone !== 'battlefield' ||
      !isHero(o) ||
      !isCreature(tx.s, o) ||
      o.owner === item.controller ||
      heroes.has(o.id)
    )
      continue
    heroes.add(o.id)
    const level = heroLevel(tx.s, o.owner)
    if (level < 1) continue
    const what = item.kind === 'spell' ? nameOf(tx.s, item.id) : `${nameOf(tx.s, item.source)}'s ability`
    const trigger: StackItem = {
      id: tx.newId('a'),
      kind: 'trigger',
      source: o.id,
      controller: o.owner,
      targets: [],
      ability: WARD_ABILITY,
      text: `Hero Level 0: counter ${what} unless ${playerName(tx.s, item.controller)} pays {${level}}`,
      def: o.def,
      extra: { counter: item.id, payer: item.controller, amount: level },
    }
    tx.set('triggered', [...tx.s.triggered, trigger])
  }
}

interface WardPending extends Pending {
  kind: typeof WARD_KIND
  item: StackItem
  counter: string
  amount: number
}

/** The trigger resolves: the targeting player chooses to pay (`choose` "pay") or not ("decline"). */
export function resolveHeroWard(tx: Tx, item: StackItem): boolean {
  if (item.ability !== WARD_ABILITY) return false
  const { counter, payer, amount } = item.extra as { counter: string; payer: PlayerIndex; amount: number }
  if (!tx.s.stack.some((i) => i.id === counter) || tx.s.players[payer]?.lost) {
    tx.log('The Hero Level 0 ability does nothing: what it would counter has left the stack')
    finishResolution(tx, item)
    return true
  }
  tx.log(`${item.text}: ${playerName(tx.s, payer)} chooses to pay or not (ruling HE-9)`)
  const pending: WardPending = { kind: WARD_KIND, player: payer, item, counter, amount }
  tx.set('pending', [...tx.s.pending, pending])
  return true
}

const generic = (n: number) => parseManaCost(`{${n}}`)

const PAY_OR_DECLINE = [{ option: 'pay' }, { option: 'decline' }]

export function whyNotWardChoice(s: GameState, answer: ChooseAction): string | null {
  const d = pendingFor(s, answer.player, WARD_KIND) as WardPending | undefined
  if (!d) return null
  const a = withAnswerWords(answer, PAY_OR_DECLINE) // "yes"/"no" alike
  if (a.option !== 'pay' && a.option !== 'decline')
    return `choose "pay" (pay {${d.amount}}) or "decline" (the spell or ability is countered) (ruling HE-9)`
  if (a.option === 'pay' && !canAfford(s, a.player, generic(d.amount))) return `you can't pay {${d.amount}} (CR 601.2h)`
  return null
}

export function applyWardChoice(tx: Tx, answer: ChooseAction): boolean {
  const d = pendingFor(tx.s, answer.player, WARD_KIND) as WardPending | undefined
  if (!d) return false
  const a = withAnswerWords(answer, PAY_OR_DECLINE)
  tx.set(
    'pending',
    tx.s.pending.filter((x) => x !== (d as unknown)),
  )
  const target = tx.s.stack.find((i) => i.id === d.counter)
  if (a.option === 'pay') {
    const failed = payCost(tx, a.player, generic(d.amount))
    if (failed) throw new Error(`internal: ward payment failed after validation: ${failed}`)
    tx.log(`${playerName(tx.s, a.player)} pays {${d.amount}}`)
  } else if (target) {
    const name = target.kind === 'spell' ? nameOf(tx.s, target.id) : `${nameOf(tx.s, target.source)}'s ability`
    tx.log(`${playerName(tx.s, a.player)} doesn't pay: ${name} is countered (ruling HE-9)`)
    if (target.kind === 'spell' && cantBeCountered(tx.s, tx.s.objects[target.id]))
      tx.log(`${name} can't be countered (CR 101.2)`)
    else if (target.kind === 'spell')
      moveObject(tx, target.id, 'graveyard', { cause: 'counter' }) // CR 701.5a
    else tx.stack().splice(tx.s.stack.indexOf(target), 1)
  }
  finishResolution(tx, d.item)
  return true
}

export function wardChoices(s: GameState, p: PlayerIndex): ChooseAction[] {
  const d = pendingFor(s, p, WARD_KIND) as WardPending | undefined
  if (!d) return []
  const out: ChooseAction[] = [{ type: 'choose', player: p, option: 'decline' }]
  if (canAfford(s, p, generic(d.amount))) out.unshift({ type: 'choose', player: p, option: 'pay' })
  return out
}

export type { Target }
