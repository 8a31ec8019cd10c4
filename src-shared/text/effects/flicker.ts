// "Exile target creature you control, then return that card to the battlefield under its owner's control" (Cloudshift,
// Momentary Blink) and "… Return that card to the battlefield under its owner's control at the beginning of the next
// end step" (Flickerwisp): the card comes back as a new object (CR 400.7), a token doesn't (CR 111.7); the delayed
// return is a delayed triggered ability (CR 603.7c) that returns the exiled cards still in exile.
import type { Grammar } from '../grammar'
import type { EffectKind } from './kind'
import type { EffectOf, Delayed } from '../../engine/effectTypes'
import { subjectText } from './kind'
import type { ObjId } from '../../engine/types'
import { moveObject } from '../../engine/zones'
import { nameOf } from '../../engine/query'
import { Comma, Period } from '../lexer'

export const flicker: EffectKind<'flicker'> = {
  kind: 'flicker',
  parse(g) {
    g.w(0, 'exile')
    const subject = g.subject(0)
    return g.alt<EffectOf<'flicker'>>(0, [
      () => {
        g.tok(0, Comma)
        g.ph(1, 'then return')
        thatCard(g, 0)
        const { under, tapped } = toBattlefield(g, 0)
        return { kind: 'flicker', subject, under, ...(tapped ? { tapped } : {}) }
      },
      () => {
        g.tok(1, Period)
        g.w(2, 'return')
        thatCard(g, 30)
        const { under, tapped } = toBattlefield(g, 30)
        g.ph(3, 'at the beginning of the next end step')
        return { kind: 'flicker', subject, under, endStep: true, ...(tapped ? { tapped } : {}) }
      },
    ])
  },
  describe: (e, d) =>
    e.cards
      ? `return the exiled card${e.cards.length === 1 ? '' : 's'} to the battlefield under ${e.under === 'you' ? 'your' : "its owner's"} control`
      : `exile ${subjectText(e.subject, d)}, then return ${e.endStep ? 'that card' : 'it'} to the battlefield${e.tapped ? ' tapped' : ''} under ${
          e.under === 'you' ? 'your' : "its owner's"
        } control${e.endStep ? ' at the beginning of the next end step' : ''}`,
  apply(ctx, e) {
    const { tx } = ctx
    const back = (ids: ObjId[]) => {
      for (const id of ids) {
        const o = tx.s.objects[id]
        if (!o || o.zone !== 'exile') continue
        tx.log(`${nameOf(tx.s, id)} returns to the battlefield`)
        moveObject(tx, id, 'battlefield', {
          cause: 'return',
          controller: e.under === 'you' ? ctx.controller : o.owner,
          ...(e.tapped ? { tapped: true } : {}),
        })
      }
    }
    if (e.cards) return back(e.cards) // the delayed return (CR 603.7c)
    const exiled: ObjId[] = []
    for (const id of ctx.permanents(e.subject)) {
      tx.log(`${nameOf(tx.s, id)} is exiled`)
      const to = moveObject(tx, id, 'exile', { cause: 'exile' })
      if (to && tx.s.objects[to]?.zone === 'exile') exiled.push(to) // CR 111.7: a token is gone
    }
    if (!e.endStep) return back(exiled)
    if (!exiled.length) return
    const entry: Delayed = {
      step: 'end',
      after: tx.s.turn,
      thisTurn: tx.s.step !== 'end' && tx.s.step !== 'cleanup', // CR 603.7c: the next end step
      controller: ctx.controller,
      source: ctx.source.id,
      ...(ctx.item.def ? { def: ctx.item.def } : { def: ctx.source.def }),
      ...(ctx.item.face !== undefined ? { face: ctx.item.face } : {}),
      text: flicker.describe({ ...e, cards: exiled }, { target: () => '' }),
      effects: [
        { kind: 'flicker', subject: e.subject, under: e.under, cards: exiled, ...(e.tapped ? { tapped: true } : {}) },
      ],
    }
    tx.set('extra', { ...tx.s.extra, delayed: [...((tx.s.extra.delayed as Delayed[] | undefined) ?? []), entry] })
  },
}

// Each helper takes an offset `o` added to its occurrence indices: called once per alternative, each call site needs
// its own choice points (one shared index would share one lookahead).

/** "that card", "it", "those cards", "them": the cards just exiled (CR 608.2c). */
function thatCard(g: Grammar, o: number): void {
  g.alt(10 + o, [
    () => g.ph(11 + o, 'that card'),
    () => g.w(12 + o, 'it'),
    () => g.ph(13 + o, 'those cards'),
    () => g.w(14 + o, 'them'),
  ])
}

/** "to the battlefield [tapped] under its owner's / their owner's / your control". */
function toBattlefield(g: Grammar, o: number): { under: 'owner' | 'you'; tapped: boolean } {
  g.ph(20 + o, 'to the battlefield')
  const tapped = !!g.opt(20 + o, () => (g.w(21 + o, 'tapped'), true))
  g.w(22 + o, 'under')
  const under = g.alt<'owner' | 'you'>(21 + o, [
    () => (
      g.alt(22 + o, [() => g.w(23 + o, 'its'), () => g.w(24 + o, 'their')]),
      g.alt(23 + o, [() => g.w(25 + o, "owner's"), () => g.w(26 + o, "owners'")]),
      'owner'
    ),
    () => (g.w(27 + o, 'your'), 'you'),
  ])
  g.w(28 + o, 'control')
  return { under, tapped }
}
