// Destroy, exile, return to hand, tap and untap a permanent or all of a kind (CR 701.7, 701.13, 701.21).
import type { Subject } from '../../engine/ast'
import type { EffectKind } from './kind'
import type { EffectContext } from '../../engine/effectTypes'
import { subjectText } from './kind'
import { destroy as destroyObj, moveObject } from '../../engine/zones'
import { nameOf } from '../../engine/query'
import { Period, Tilde } from '../lexer'
import { holdLasts } from '../../engine/holds'
import type { Hold } from '../../engine/types'
import { exileLinked } from './exileLinked'
import { selfCardObject, spellItself } from './selfCard'
import type { ObjId } from '../../engine/types'

function subjectOf(g: Parameters<EffectKind<'destroy'>['parse']>[0]): Subject {
  return g.subject(0)
}

/** "Creatures destroyed this way can't be regenerated" is read only when all that is destroyed is a creature (a
 *  target, or all creatures of a kind), so no other permanent loses its shield. */
function creaturesOnly(g: Parameters<EffectKind<'destroy'>['parse']>[0], subject: Subject): void {
  g.refuse(() => typeof subject === 'object' && 'all' in subject && subject.all.what !== 'creature')
}

export const destroy: EffectKind<'destroy'> = {
  kind: 'destroy',
  parse(g) {
    g.w(0, 'destroy')
    const subject = subjectOf(g)
    const noRegen = g.opt(0, () => {
      g.tok(0, Period)
      // "It / They / That creature / The creature can't be regenerated" (Nekrataal, Mephitic Ooze); "Those
      // creatures / A creature destroyed this way / Creatures destroyed this way …" (Mageta the Lion, Damn) when
      // only creatures are destroyed (CR 701.15).
      g.alt(1, [
        () => g.w(1, 'it'),
        () => g.w(2, 'they'),
        () => g.ph(5, 'that creature'),
        () => g.ph(6, 'the creature'),
        () => (g.ph(7, 'those creatures'), creaturesOnly(g, subject)),
        () => {
          g.ph(8, 'a creature')
          g.plainWhere(0, (w) => w === 'destroyed')
          g.ph(9, 'this way')
          creaturesOnly(g, subject)
        },
        () => {
          g.w(10, 'creatures')
          g.plainWhere(1, (w) => w === 'destroyed')
          g.ph(11, 'this way')
          creaturesOnly(g, subject)
        },
      ])
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

/** The card the source became in its owner's graveyard after the event that triggered the ability (a dies trigger's
 *  "exile it"), when the source is no longer a permanent (CR 400.7, 603.10a). */
export function selfLeftCard(ctx: EffectContext): ObjId | undefined {
  if (ctx.tx.s.objects[ctx.source.id]?.zone === 'battlefield' || spellItself(ctx)) return undefined
  const card = selfCardObject(ctx, { kind: 'selfCard', to: 'hand' })
  return card && ctx.tx.s.objects[card]?.zone === 'graveyard' ? card : undefined
}

function mover(kind: 'exile' | 'bounce', ctx: EffectContext, subject: Subject): void {
  const spell = subject === 'self' ? spellItself(ctx) : undefined
  if (spell) {
    // CR 608.2n: "Exile ~" on an instant or sorcery exiles the spell itself, so it doesn't go to the graveyard.
    ctx.tx.log(`${nameOf(ctx.tx.s, spell)} is ${kind === 'exile' ? 'exiled' : "returned to its owner's hand"}`)
    moveObject(ctx.tx, spell, kind === 'exile' ? 'exile' : 'hand', { cause: kind })
    return
  }
  const card = kind === 'exile' && subject === 'self' ? selfLeftCard(ctx) : undefined
  if (card) {
    // CR 400.7, 603.10a: "When ~ dies, you may exile it": the card it became in the graveyard.
    ctx.tx.log(`${nameOf(ctx.tx.s, card)} is exiled`)
    moveObject(ctx.tx, card, 'exile', { cause: 'exile' })
    return
  }
  if (kind === 'exile') return exileLinked(ctx, ctx.permanents(subject), false) // CR 607.2a: "the exiled card"
  for (const id of ctx.permanents(subject)) {
    ctx.tx.log(`${nameOf(ctx.tx.s, id)} is returned to its owner's hand`)
    moveObject(ctx.tx, id, 'hand', { cause: kind })
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
    g.alt(0, [
      () => g.ph(2, "its owner's hand"),
      () => g.ph(3, "their owners' hands"),
      () => g.ph(4, 'your hand'),
      () => g.ph(5, "their owner's hand"),
    ])
    return { kind: 'bounce', subject }
  },
  describe: (e, d) => `return ${subjectText(e.subject, d)} to its owner's hand`,
  apply: (ctx, e) => mover('bounce', ctx, e.subject),
}

const HELD = { tapped: '~ remains tapped', controlled: 'you control ~', present: '~ remains on the battlefield' }

/** "untap step" or "untap steps" after "untap" ("their controllers' next untap steps"). */
function untapSteps(g: Parameters<EffectKind<'tap'>['parse']>[0], i: number): void {
  g.alt(10 + i, [() => g.w(30 + i, 'step'), () => g.plainWhere(10 + i, (w) => w === 'steps')])
}

/** "remains" (a word the grammar doesn't name). */
function remains(g: Parameters<EffectKind<'tap'>['parse']>[0], i: number): void {
  g.plainWhere(20 + i, (w) => w === 'remains')
}

export const tap: EffectKind<'tap'> = {
  kind: 'tap',
  parse(g) {
    g.w(0, 'tap')
    const subject = subjectOf(g)
    // "It doesn't untap during its controller's next untap step." (CR 502.3); "… during its controller's untap step
    // for as long as ~ remains tapped / you control ~ / ~ remains on the battlefield" (CR 611.2b).
    const after = g.opt(0, () => {
      g.tok(0, Period)
      g.alt(1, [
        () => g.w(1, 'it'),
        () => g.ph(2, 'that creature'),
        () => g.ph(3, 'that permanent'),
        () => g.ph(4, 'those creatures'),
        () => g.w(5, 'they'),
        () => g.ph(14, 'that land'),
        () => g.ph(15, 'those permanents'),
      ])
      g.alt(2, [() => g.w(6, "doesn't"), () => g.w(7, "don't")])
      g.ph(8, 'untap during')
      g.alt(3, [
        () => g.ph(9, "its controller's"),
        () => g.ph(10, "their controller's"),
        () => g.ph(11, "their controllers'"),
        // Sleep: "… target player controls. Those creatures don't untap during that player's next untap step": the
        // player who controls them all, so each controller's (CR 502.3).
        () => (g.ph(13, "that player's"), g.refuse(() => !g.targetRead())),
      ])
      return g.alt<{ frozen?: boolean; held?: Hold['while'] }>(4, [
        () => (g.ph(12, 'next untap'), untapSteps(g, 0), { frozen: true }),
        () => {
          g.w(16, 'untap')
          untapSteps(g, 1)
          g.ph(17, 'for as long as')
          const held = g.alt(5, [
            () => (g.tok(1, Tilde), remains(g, 0), g.w(18, 'tapped'), 'tapped' as const),
            () => (g.ph(19, 'you control'), g.tok(2, Tilde), 'controlled' as const),
            () => (g.tok(3, Tilde), remains(g, 1), g.ph(20, 'on the battlefield'), 'present' as const),
          ])
          return { held }
        },
      ])
    })
    return { kind: 'tap', subject, ...(after ?? {}) }
  },
  describe: (e, d) =>
    `tap ${subjectText(e.subject, d)}${e.frozen ? ". It doesn't untap during its controller's next untap step" : ''}${e.held ? `. It doesn't untap during its controller's untap step for as long as ${HELD[e.held]}` : ''}`,
  apply(ctx, e) {
    const hold: Hold | undefined = e.held && { source: ctx.source.id, while: e.held, controller: ctx.controller }
    // CR 611.2b: a duration already ended as it resolves (the source untapped or gone) holds nothing.
    const holds = !!hold && holdLasts(ctx.tx.s, hold)
    for (const id of ctx.permanents(e.subject)) {
      ctx.tx.obj(id).tapped = true
      if (e.frozen) ctx.tx.obj(id).frozen = true
      if (holds) {
        ctx.tx.obj(id).heldBy = [...(ctx.tx.s.objects[id].heldBy ?? []), hold!]
        ctx.tx.log(
          `${nameOf(ctx.tx.s, id)} doesn't untap for as long as ${HELD[e.held!].replace('~', nameOf(ctx.tx.s, ctx.source.id))}`,
        )
      }
    }
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
