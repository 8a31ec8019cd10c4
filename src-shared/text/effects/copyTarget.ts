// "Copy target instant or sorcery spell [you control]. You may choose new targets for the copy." (Twincast,
// Reverberate, Dualcaster Mage, Nivix Guildmage) and a cast trigger's "copy that spell" (Swarm Intelligence, Mirari).
// The copy is put on the stack under its copier's control; it is not cast (CR 707.10) and has the spell's choices:
// modes, X, kicker, divided damage and its number of targets. Its controller may then change its targets (CR 707.10c):
// `choose` with `targets` (the copy's targets in order, each legal; unchanged ones named again) or "no" to keep them.
import type { EffectKind } from './kind'
import type { Pause } from '../../engine/effectTypes'
import type { GameState, ObjId, PlayerIndex, StackItem, Target } from '../../engine/types'
import { nameOf, playerName } from '../../engine/query'
import { emitTargeted } from '../../engine/triggerStack'
import { legalTargets, targetName } from '../../engine/legalTargets'
import { checkTargets, spellTargetSpecs } from '../../engine/actions/targets'
import { Period } from '../lexer'
import { putCopy } from './copySpell'

const KEEP = new Set(['no', 'decline', 'keep'])

/** The copy's targets it may take instead: each target changed alone to another legal one (a few of each). */
function otherTargets(s: GameState, copy: StackItem, controller: PlayerIndex): Target[][] {
  const specs = spellTargetSpecs(s, copy.id, copy.modes) ?? []
  const out: Target[][] = []
  specs.forEach((spec, i) => {
    if (i >= copy.targets.length) return
    for (const t of legalTargets(s, spec, controller, copy.id).slice(0, 6)) {
      const next = copy.targets.map((x, k) => (k === i ? t : x))
      if (JSON.stringify(next) === JSON.stringify(copy.targets)) continue
      if (!checkTargets(s, specs, next, controller, copy.id, 0)) out.push(next)
    }
  })
  return out.slice(0, 12)
}

export const copyTarget: EffectKind<'copyTarget'> = {
  kind: 'copyTarget',
  parse(g) {
    g.plainWhere(0, (w) => w === 'copy')
    const which = g.alt<{ target?: number; that?: true }>(0, [
      () => ({ target: g.target(0) }),
      () => (g.ph(1, 'that spell'), { that: true as const }),
    ])
    // CR 707.10c: "You may choose new targets for the copy."
    const newTargets = g.opt(0, () => {
      g.tok(0, Period)
      g.ph(2, 'you may choose')
      g.plainWhere(1, (w) => w === 'new')
      g.ph(3, 'targets for the')
      g.plainWhere(2, (w) => w === 'copy')
      return true as const
    })
    return { kind: 'copyTarget', ...which, ...(newTargets ? { newTargets } : {}) }
  },
  describe: (e, d) =>
    `copy ${e.that ? 'that spell' : d.target(e.target ?? 0)}${e.newTargets ? '. You may choose new targets for the copy' : ''}`,
  apply(ctx, e) {
    const { tx } = ctx
    const t = e.that ? null : ctx.target(e.target ?? 0)
    const card = e.that
      ? (ctx.item.extra?.event as { card?: ObjId } | undefined)?.card // the spell of the cast trigger (CR 603.2)
      : t && 'card' in t
        ? t.card
        : undefined
    const spell = card ? tx.s.objects[card] : undefined
    const item = tx.s.stack.find((i) => i.id === card && i.kind === 'spell')
    if (!spell || spell.zone !== 'stack' || !item) return // CR 707.10: only a spell on the stack is copied
    const copied = putCopy(tx, spell, item, ctx.controller)
    tx.log(`${playerName(tx.s, ctx.controller)} copies ${nameOf(tx.s, spell.id)} (the copy is not cast, CR 707.10)`)
    const choices = e.newTargets && copied.targets.length ? otherTargets(tx.s, copied, ctx.controller) : []
    if (!choices.length) {
      emitTargeted(tx, copied) // CR 702.21a: ward
      return
    }
    const now = copied.targets.map((x) => targetName(tx.s, x)).join(', ')
    return {
      player: ctx.controller,
      choice: 'newTargets',
      prompt: `Choose new targets for the copy of ${nameOf(tx.s, spell.id)} (now ${now})? Name its targets, or "no" to keep them`,
      copy: copied.id,
      choices,
    } as Pause
  },
  resume(ctx, _e, pause, answer) {
    const { tx } = ctx
    const id = pause.copy as string
    const at = tx.s.stack.findIndex((i) => i.id === id)
    if (at < 0) return
    const targets = answer.targets
    if (targets?.length) {
      tx.stack()[at] = { ...tx.s.stack[at], targets }
      tx.log(
        `${playerName(tx.s, ctx.controller)} chooses new targets for the copy: ${targets.map((x) => targetName(tx.s, x)).join(', ')} (CR 707.10c)`,
      )
    }
    emitTargeted(tx, tx.s.stack[at])
  },
  check({ s }, pause, answer) {
    const targets = answer.targets
    if (!targets?.length) {
      const o = answer.option
      return o === undefined || KEEP.has(String(o).toLowerCase())
        ? null
        : 'name the copy\'s new targets with "targets", or answer "no" to keep them (CR 707.10c)'
    }
    const copy = s.stack.find((i) => i.id === pause.copy)
    if (!copy) return null
    // CR 707.10c, 601.2c: the copy has the spell's number of targets; each new one must be legal.
    if (targets.length !== copy.targets.length)
      return `name all ${copy.targets.length} of the copy's targets in order, changed or not (CR 707.10c)`
    const why = checkTargets(s, spellTargetSpecs(s, copy.id, copy.modes), targets, pause.player, copy.id, 0)
    return why ? `${why} (CR 707.10c)` : null
  },
  answers: (pause) => [{ option: 'no' }, ...((pause.choices as Target[][]) ?? []).map((targets) => ({ targets }))],
}
