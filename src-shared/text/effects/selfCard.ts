// The source card itself moved: "return ~ to its owner's hand", "put ~ on the bottom of its owner's library",
// "shuffle ~ into its owner's library". On the battlefield it is the permanent; after a dies or leaves trigger it
// is the card it became in the zone it went to (CR 400.7, 603.10a: the ability can find that new object).
import type { Effect } from '../../engine/ast'
import type { EffectKind } from './kind'
import type { EffectContext, EffectOf } from '../../engine/effectTypes'
import { moveObject, shuffleLibrary } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'
import { Mana, Tilde } from '../lexer'
import { canAfford, payCost } from '../../engine/mana'
import { parseManaCost } from '../../mana'
import type { ObjId, StackItem } from '../../engine/types'

type To = EffectOf<'selfCard'>['to']

/** "it" as the source only when no other object was named before it in the line: after a target, "Return it to its
 *  owner's hand" is the target's (CR 608.2c; Dragon Mask), read by the effect that takes a subject; after a token
 *  created or the equipped creature, it is that object, not read. */
const itSelf = (g: Parameters<EffectKind<'selfCard'>['parse']>[0], i: number): void => {
  g.w(i, 'it')
  g.refuse(() => g.anotherNamed())
}

export const selfCard: EffectKind<'selfCard'> = {
  kind: 'selfCard',
  parse(g) {
    return g.alt<EffectOf<'selfCard'>>(0, [
      () => {
        g.w(0, 'return')
        g.alt(4, [() => g.tok(0, Tilde), () => itSelf(g, 13)])
        // "Return ~ from your graveyard to your hand" (Squee): an ability that works from the graveyard (CR 113.6k).
        const fromGraveyard = !!g.opt(2, () => (g.ph(19, 'from your graveyard'), true))
        g.w(1, 'to')
        let tapped = false
        const to = g.alt<To>(1, [
          () => (g.ph(2, "its owner's hand"), 'hand'),
          () => (g.ph(3, 'your hand'), 'hand'),
          () => {
            g.ph(4, 'the battlefield')
            tapped = !!g.opt(3, () => (g.w(20, 'tapped'), true)) // "… to the battlefield tapped" (CR 110.5b)
            g.opt(0, () => g.alt(2, [() => g.ph(5, "under its owner's control"), () => g.ph(6, 'under your control')]))
            return 'battlefield'
          },
        ])
        return g.act(() => ({
          kind: 'selfCard',
          to,
          ...(fromGraveyard ? { fromGraveyard } : {}),
          ...(tapped ? { tapped } : {}),
        }))
      },
      () => {
        g.w(7, 'put')
        g.alt(5, [() => g.tok(1, Tilde), () => itSelf(g, 14)])
        const to = g.alt<To>(3, [() => (g.ph(8, 'on the bottom of'), 'bottom'), () => (g.ph(9, 'on top of'), 'top')])
        g.ph(10, "its owner's library")
        return { kind: 'selfCard', to }
      },
      () => {
        // "Sacrifice ~ [unless you pay {1}{R}]" (CR 701.17, 118.12).
        g.w(16, 'sacrifice')
        g.alt(7, [() => g.tok(3, Tilde), () => itSelf(g, 17)])
        const cost: string[] = []
        g.opt(1, () => {
          g.ph(18, 'unless you pay')
          g.rep(0, () => g.add(cost, g.tok(4, Mana).image))
        })
        return g.act(() => ({
          kind: 'selfCard',
          to: 'sacrifice',
          ...(cost.length ? { unlessPays: cost.join('') } : {}),
        }))
      },
      () => {
        g.w(11, 'shuffle')
        g.alt(6, [() => g.tok(2, Tilde), () => itSelf(g, 15)])
        g.ph(12, "into its owner's library")
        return { kind: 'selfCard', to: 'shuffle' }
      },
    ])
  },
  describe(e) {
    if (e.to === 'sacrifice') return `sacrifice ~${e.unlessPays ? ` unless you pay ${e.unlessPays}` : ''}`
    if (e.to === 'hand') return "return ~ to its owner's hand"
    if (e.to === 'battlefield') return `return ~ to the battlefield${e.tapped ? ' tapped' : ''}`
    if (e.to === 'shuffle') return "shuffle ~ into its owner's library"
    return `put ~ ${e.to === 'top' ? 'on top of' : 'on the bottom of'} its owner's library`
  },
  apply(ctx, e) {
    const { tx } = ctx
    const id = selfCardObject(ctx, e)
    if (!id) return
    if (e.to === 'sacrifice') {
      const cost = e.unlessPays ? manaCost(e.unlessPays) : null
      if (cost && canAfford(tx.s, ctx.controller, cost))
        return {
          player: ctx.controller,
          choice: 'payOrDecline',
          prompt: `Pay ${e.unlessPays}, or sacrifice ${nameOf(tx.s, id)}`,
          permanent: id,
        }
      sacrificeSelf(ctx, id)
      return
    }
    const name = nameOf(tx.s, id)
    const owner = tx.s.objects[id].owner
    if (e.to === 'hand') {
      moveObject(tx, id, 'hand', { cause: 'return' })
      tx.log(`${name} returns to its owner's hand`)
    } else if (e.to === 'battlefield') {
      moveObject(tx, id, 'battlefield', { cause: 'return', controller: owner, ...(e.tapped ? { tapped: true } : {}) })
      tx.log(`${name} returns to the battlefield${e.tapped ? ' tapped' : ''}`)
    } else if (e.to === 'shuffle') {
      moveObject(tx, id, 'library', { cause: 'shuffle' })
      shuffleLibrary(tx, owner)
      tx.log(`${name} is shuffled into ${playerName(tx.s, owner)}'s library`)
    } else {
      moveObject(tx, id, 'library', { cause: 'put', position: e.to })
      tx.log(`${name} is put ${e.to === 'top' ? 'on top' : 'on the bottom'} of its owner's library`)
    }
  },
  resume(ctx, e, pause, answer) {
    const id = pause.permanent as ObjId
    if (ctx.tx.s.objects[id]?.zone !== 'battlefield') return
    const cost = manaCost(e.unlessPays ?? '')
    if (answer.option === 'pay' && cost && !payCost(ctx.tx, pause.player, cost))
      ctx.tx.log(`${playerName(ctx.tx.s, pause.player)} pays ${e.unlessPays}`)
    else sacrificeSelf(ctx, id)
  },
  check: (_s, _p, a) => (a.option === 'pay' || a.option === 'decline' ? null : 'answer "pay" or "decline"'),
  answers: () => [{ option: 'pay' }, { option: 'decline' }],
}

/** The object "~" names for this instruction, or undefined when it is gone: the permanent, the card in the graveyard
 *  for "from your graveyard", the resolving spell itself (CR 608.2n), or the card it became after the event that
 *  triggered the ability, still in that zone (CR 400.7); "sacrifice ~" only the permanent itself (CR 701.17a). */
export function selfCardObject(ctx: EffectContext, e: EffectOf<'selfCard'>): ObjId | undefined {
  const s = ctx.tx.s
  let id: ObjId | undefined
  if (e.fromGraveyard) id = s.objects[ctx.source.id]?.zone === 'graveyard' ? ctx.source.id : undefined
  else if (s.objects[ctx.source.id]?.zone === 'battlefield') id = ctx.source.id
  else if (spellItself(ctx)) id = spellItself(ctx)
  else {
    const after = ctx.item.extra?.card as ObjId | undefined
    const zone = after ? s.objects[after]?.zone : undefined
    if (after && (zone === 'graveyard' || zone === 'exile')) id = after
  }
  return e.to === 'sacrifice' && id !== ctx.source.id ? undefined : id
}

/** A resolving instant or sorcery's own card on the stack ("Exile ~", "shuffle ~ into its owner's library"): what
 *  its instructions move, so it isn't then put into its owner's graveyard (CR 608.2n). */
export function spellItself(ctx: {
  tx: { s: { objects: Record<ObjId, { zone: string }> } }
  item: StackItem
  source: { id: ObjId }
}): ObjId | undefined {
  const id = ctx.source.id
  return ctx.item.kind === 'spell' && ctx.item.id === id && ctx.tx.s.objects[id]?.zone === 'stack' ? id : undefined
}

function manaCost(text: string) {
  try {
    return parseManaCost(text.toUpperCase())
  } catch {
    return null
  }
}

function sacrificeSelf(ctx: Parameters<EffectKind<'selfCard'>['apply']>[0], id: ObjId): void {
  ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} sacrifices ${nameOf(ctx.tx.s, id)}`)
  moveObject(ctx.tx, id, 'graveyard', { cause: 'sacrifice' }) // CR 701.17a
}

/** A triggered ability that works from its card's graveyard ("return ~ from your graveyard to your hand", CR 113.6k). */
export function worksFromGraveyard(effects: readonly Effect[]): boolean {
  return effects.some(
    (e) =>
      (e.kind === 'selfCard' && !!e.fromGraveyard) ||
      (e.kind === 'keywordAction' && e.action === 'recover') || // CR 702.59a
      (e.kind === 'may' && (worksFromGraveyard(e.effects) || worksFromGraveyard(e.ifYouDo ?? []))),
  )
}

/** The effects of a trigger that works from the graveyard by its "if ~ is in your graveyard" (CR 113.6b): "return ~
 *  to your hand" moves the card from there, also inside "you may …" / "if you do, …". */
export function selfFromGraveyard(effects: readonly Effect[]): Effect[] {
  return effects.map((e) => {
    if (e.kind === 'selfCard' && (e.to === 'hand' || e.to === 'battlefield')) return { ...e, fromGraveyard: true }
    const inner = e as unknown as Record<string, unknown>
    let out: Record<string, unknown> | null = null
    for (const key of ['effects', 'ifYouDo', 'ifYouDont', 'then', 'otherwise'])
      if (Array.isArray(inner[key])) (out ??= { ...inner })[key] = selfFromGraveyard(inner[key] as Effect[])
    return (out ?? e) as Effect
  })
}
