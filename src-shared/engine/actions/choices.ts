// Choices: the legend rule (CR 704.5j), the targets of a triggered ability (CR 603.3d), and the choices a
// resolving spell or ability asks for ("you may", scry, surveil, searches, Duress, sacrifices: CR 608.2d).
import type { ActionHandler } from '../variant'
import type { ChooseAction, ObjId } from '../types'
import { nameOf, playerName } from '../query'
import { moveObject } from '../zones'
import { applyUntapChoice, untapChoices, whyNotUntapChoice } from '../untapChoice'
import { describePending, pendingFor } from './pending'
import type { Effect } from '../abilities'
import type { Pause } from '../effects/kind'
import { effectKind } from '../effects/registry'
import { resumeEffects } from '../effects'
import { finishResolution } from '../flow'
import {
  applyTriggerOrder,
  orderedTriggers,
  putWithTargets,
  triggerOrderNames,
  triggerModeChoices,
  triggerTargetChoices,
  whyNotTriggerTargets,
} from '../triggers'
import { chosenModeList } from '../triggerModes'

export const choose: ActionHandler<ChooseAction> = {
  validate(s, a) {
    const d = pendingFor(s, a.player)
    if (d?.kind === 'triggerTargets') return whyNotTriggerTargets(s, d.item!, a.targets ?? [], chosenModeList(a))
    if (d?.kind === 'triggerOrder') {
      const r = orderedTriggers(s, d.options as string[], a.order ?? [])
      return typeof r === 'string' ? r : null
    }
    if (d?.kind === 'effect') {
      const pause = d.pause as Pause
      return effectKind((d.current as Effect).kind).check?.({ s }, pause, a) ?? null
    }
    if (d?.kind === 'untapChoice') return whyNotUntapChoice(d.options as ObjId[], a.cards ?? [])
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
      if (waiting.kind === 'triggerTargets') putWithTargets(tx, waiting.item!, a.targets ?? [], chosenModeList(a))
      else if (resumeEffects(tx, waiting, a) === 'done') finishResolution(tx, waiting.item!)
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
    if (d?.kind === 'triggerTargets')
      return triggerTargetChoices(s, d.item!).map((targets) => ({ type: 'choose' as const, player: p, targets }))
    if (d?.kind === 'untapChoice')
      return untapChoices(d.options as ObjId[]).map((cards) => ({ type: 'choose' as const, player: p, cards }))
    if (d?.kind === 'effect') {
      const kind = effectKind((d.current as Effect).kind)
      return (kind.answers?.(d.pause as Pause) ?? []).map((ans) => ({ type: 'choose' as const, player: p, ...ans }))
    }
    if (!d || d.kind !== 'legend') return []
    return (d.options as ObjId[]).map((id) => ({ type: 'choose' as const, player: p, cards: [id] }))
  },
}
