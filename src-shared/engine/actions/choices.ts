// Choices: the legend rule (CR 704.5j), the targets of a triggered ability (CR 603.3d), and the choices a
// resolving spell or ability asks for ("you may", scry, surveil, searches, Duress, sacrifices: CR 608.2d).
import type { ActionHandler } from '../variant'
import type { ChooseAction, ObjId } from '../types'
import { nameOf, playerName } from '../query'
import { moveObject } from '../zones'
import { applyUntapChoice, untapChoices, whyNotUntapChoice, type UntapLimit } from '../untapChoice'
import { describePending, pendingFor } from './pending'
import type { Effect } from '../abilities'
import type { Pause } from '../effectTypes'
import { resumeEffects } from '../effects'
import { finishResolution } from '../flow'
import {
  applyTriggerOrder,
  orderedTriggers,
  putWithTargets,
  triggerOrderNames,
  triggerDivisionChoices,
  triggerModeChoices,
  triggerTargetChoices,
  whyNotTriggerTargets,
} from '../triggerStack'
import { chosenModeList } from '../triggerModes'
import { rulesText } from '../rulesText'

export const choose: ActionHandler<ChooseAction> = {
  validate(s, a) {
    const d = pendingFor(s, a.player)
    if (d?.kind === 'triggerTargets')
      return whyNotTriggerTargets(s, d.item!, a.targets ?? [], chosenModeList(a), a.divide)
    if (d?.kind === 'triggerOrder') {
      const r = orderedTriggers(s, d.options as string[], a.order ?? [])
      return typeof r === 'string' ? r : null
    }
    if (d?.kind === 'effect') {
      const pause = d.pause as Pause
      const kind = rulesText.effectKind((d.current as Effect).kind)
      return kind.check?.({ s }, pause, withAnswerWords(a, kind.answers?.(pause))) ?? null
    }
    if (d?.kind === 'untapChoice')
      return whyNotUntapChoice(d.options as ObjId[], a.cards ?? [], d.limits as UntapLimit[] | undefined)
    if (!d || d.kind !== 'legend')
      return s.pending[0]
        ? `${playerName(s, s.pending[0].player)} must first ${describePending(s.pending[0].kind, s.variant)}`
        : 'there is nothing to choose now'
    const keepIds = a.cards ?? []
    if (keepIds.length !== 1 || !(d.options as string[]).includes(keepIds[0])) {
      return `choose one of ${(d.options as string[]).map((id) => nameOf(s, id)).join(', ')} to keep (CR 704.5j)`
    }
    return null
  },
  apply(tx, a) {
    const waiting = pendingFor(tx.s, a.player)!
    if (waiting.kind === 'triggerOrder') {
      const ordered = orderedTriggers(tx.s, waiting.options as string[], a.order ?? [])
      tx.set(
        'pending',
        tx.s.pending.filter((x) => x !== waiting),
      )
      if (typeof ordered !== 'string') applyTriggerOrder(tx, ordered)
      return
    }
    if (waiting.kind === 'untapChoice') {
      tx.set(
        'pending',
        tx.s.pending.filter((x) => x !== waiting),
      )
      applyUntapChoice(tx, waiting.options as ObjId[], a.cards ?? [])
      return
    }
    if (waiting.kind === 'triggerTargets' || waiting.kind === 'effect') {
      tx.set(
        'pending',
        tx.s.pending.filter((x) => x !== waiting),
      )
      if (waiting.kind === 'triggerTargets')
        putWithTargets(tx, waiting.item!, a.targets ?? [], chosenModeList(a), a.divide)
      else {
        const kind = rulesText.effectKind((waiting.current as Effect).kind)
        const answer = withAnswerWords(a, kind.answers?.(waiting.pause as Pause))
        if (resumeEffects(tx, waiting, answer) === 'done') finishResolution(tx, waiting.item!)
      }
      return
    }
    const d = waiting as unknown as { options: ObjId[] }
    tx.set(
      'pending',
      tx.s.pending.filter((x) => x !== (d as unknown)),
    )
    for (const id of d.options) {
      if (id !== a.cards![0] && tx.s.objects[id]?.zone === 'battlefield') {
        tx.log(`${nameOf(tx.s, id)} is put into its owner's graveyard (legend rule, CR 704.5j)`)
        moveObject(tx, id, 'graveyard', { cause: 'sba' })
      }
    }
  },
  enumerate(s, p) {
    const d = pendingFor(s, p)
    if (d?.kind === 'triggerOrder')
      return [{ type: 'choose' as const, player: p, order: triggerOrderNames(s, d.options as string[]) }]
    const modal = d?.kind === 'triggerTargets' ? triggerModeChoices(s, d.item!) : null
    if (modal) return modal.map((c) => ({ type: 'choose' as const, player: p, ...c }))
    const divided = d?.kind === 'triggerTargets' ? triggerDivisionChoices(s, d.item!) : null
    if (divided) return divided.map((c) => ({ type: 'choose' as const, player: p, ...c }))
    if (d?.kind === 'triggerTargets')
      return triggerTargetChoices(s, d.item!).map((targets) => ({ type: 'choose' as const, player: p, targets }))
    if (d?.kind === 'untapChoice')
      return untapChoices(d.options as ObjId[], d.limits as UntapLimit[] | undefined).map((cards) => ({
        type: 'choose' as const,
        player: p,
        cards,
      }))
    if (d?.kind === 'effect') {
      const kind = rulesText.effectKind((d.current as Effect).kind)
      return (kind.answers?.(d.pause as Pause) ?? []).map((ans) => ({ type: 'choose' as const, player: p, ...ans }))
    }
    if (!d || d.kind !== 'legend') return []
    return (d.options as ObjId[]).map((id) => ({ type: 'choose' as const, player: p, cards: [id] }))
  },
}

const PAY_WORDS: Record<string, string> = { yes: 'pay', no: 'decline' }
const YES_WORDS: Record<string, string> = { pay: 'yes', decline: 'no' }

/** A "you may pay …" or "… unless its controller pays" is answered "yes" or "pay" alike, and "no" or "decline" alike
 *  (the scenario contract): the answer is put in the words the decision offers. */
export function withAnswerWords(a: ChooseAction, offered: { option?: unknown }[] | undefined): ChooseAction {
  if (typeof a.option !== 'string' || !offered?.length) return a
  const words = new Set(offered.map((o) => o.option))
  if (words.has(a.option)) return a
  const payWords = words.has('pay') || words.has('decline')
  const yesWords = words.has('yes') || words.has('no')
  if (payWords && !yesWords && PAY_WORDS[a.option]) return { ...a, option: PAY_WORDS[a.option] }
  if (yesWords && !payWords && YES_WORDS[a.option]) return { ...a, option: YES_WORDS[a.option] }
  return a
}
