// Destroy, exile, return to hand, tap and untap a permanent or all of a kind (CR 701.7, 701.13, 701.21).
import type { Subject } from '../../cards/text/ast'
import type { EffectKind, EffectContext } from './kind'
import { subjectText } from './kind'
import { destroy as destroyObj, moveObject } from '../zones'
import { nameOf } from '../query'
import { Period } from '../../cards/text/lexer'

function subjectOf(g: Parameters<EffectKind<'destroy'>['parse']>[0]): Subject {
  return g.subject(0)
}

export const destroy: EffectKind<'destroy'> = {
  kind: 'destroy',
  parse(g) {
    g.w(0, 'destroy')
    const subject = subjectOf(g)
    const noRegen = g.opt(0, () => {
      g.tok(0, Period)
      g.alt(1, [() => g.w(1, 'it'), () => g.w(2, 'they')])
      g.alt(2, [() => g.ph(3, "can't be regenerated"), () => g.ph(4, 'cannot be regenerated')])
      return true
    })
    return { kind: 'destroy', subject, ...(noRegen ? { noRegen } : {}) }
  },
  describe: (e, d) => `destroy ${subjectText(e.subject, d)}${e.noRegen ? ". It can't be regenerated" : ''}`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) destroyObj(ctx.tx, id, e.noRegen ? 'destroyNoRegen' : 'destroy')
  },
}

function mover(kind: 'exile' | 'bounce', ctx: EffectContext, subject: Subject): void {
  for (const id of ctx.permanents(subject)) {
    ctx.tx.log(`${nameOf(ctx.tx.s, id)} is ${kind === 'exile' ? 'exiled' : "returned to its owner's hand"}`)
    moveObject(ctx.tx, id, kind === 'exile' ? 'exile' : 'hand', { cause: kind })
  }
}

export const exile: EffectKind<'exile'> = {
  kind: 'exile',
  parse(g) {
    g.w(0, 'exile')
    return { kind: 'exile', subject: subjectOf(g) }
  },
  describe: (e, d) => `exile ${subjectText(e.subject, d)}`,
  apply: (ctx, e) => mover('exile', ctx, e.subject),
}

export const bounce: EffectKind<'bounce'> = {
  kind: 'bounce',
  parse(g) {
    g.w(0, 'return')
    const subject = subjectOf(g)
    g.w(1, 'to')
    g.alt(0, [() => g.ph(2, "its owner's hand"), () => g.ph(3, "their owners' hands"), () => g.ph(4, 'your hand')])
    return { kind: 'bounce', subject }
  },
  describe: (e, d) => `return ${subjectText(e.subject, d)} to its owner's hand`,
  apply: (ctx, e) => mover('bounce', ctx, e.subject),
}

export const tap: EffectKind<'tap'> = {
  kind: 'tap',
  parse(g) {
    g.w(0, 'tap')
    return { kind: 'tap', subject: subjectOf(g) }
  },
  describe: (e, d) => `tap ${subjectText(e.subject, d)}`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) ctx.tx.obj(id).tapped = true
  },
}

export const untap: EffectKind<'untap'> = {
  kind: 'untap',
  parse(g) {
    g.w(0, 'untap')
    return { kind: 'untap', subject: subjectOf(g) }
  },
  describe: (e, d) => `untap ${subjectText(e.subject, d)}`,
  apply(ctx, e) {
    for (const id of ctx.permanents(e.subject)) ctx.tx.obj(id).tapped = false
  },
}
