// "Prevent all [combat] damage that would be dealt [this turn] [to …] [by …] [this turn]" and "Prevent all [combat]
// damage target creature would deal this turn" (CR 615.1): a prevention effect for the rest of the turn, checked as
// each damage event would happen (`preventedThisTurn`, called from dealDamage). Which permanents a noun names is
// judged as the damage would be dealt (CR 615.1a: not a characteristic-changing effect, so not locked in, CR 611.2c).
import type { PreventWho, TargetSpec } from '../../engine/ast'
import { subtypeNounKind } from '../subtypeNouns'
import type { Grammar } from '../grammar'
import type { DamageSource } from '../../engine/effects'
import type { GameState, ObjId, PlayerIndex, Target } from '../../engine/types'
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { specText } from '../../engine/specText'
import { nameOf, playerName } from '../../engine/query'
import { matchesSpec } from '../../engine/legalTargets'

/** A prevention effect in force this turn (kept in `extra.preventAll`). */
interface Shield {
  turn: number
  controller: PlayerIndex
  combat?: true
  /** Damage dealt to `to` or by `by` (otherwise both must hold). */
  either?: true
  to?: Resolved
  by?: Resolved
}
type Resolved = Omit<PreventWho, 'target'> & { card?: ObjId; player?: PlayerIndex }

export const preventAll: EffectKind<'preventAll'> = {
  kind: 'preventAll',
  parse(g) {
    g.ph(0, 'prevent all')
    const combat = !!g.opt(0, () => (g.w(1, 'combat'), true))
    g.w(2, 'damage')
    const read = g.alt<{ to?: PreventWho; by?: PreventWho; either?: boolean }>(1, [
      () => {
        g.ph(3, 'that would be dealt')
        return g.alt(2, [
          () => {
            g.ph(4, 'this turn')
            const to = g.opt(3, () => toWhom(g, 0))
            const by = g.opt(4, () => byWhom(g, 0))
            return { to, by }
          },
          () => {
            const to = toWhom(g, 1)
            g.ph(7, 'this turn')
            return { to, by: g.opt(7, () => byWhom(g, 1)) }
          },
          () => {
            const to = g.opt(5, () => toWhom(g, 2))
            const by = g.opt(6, () => byWhom(g, 2))
            g.ph(5, 'this turn')
            return { to, by }
          },
        ])
      },
      // "… that would be dealt to and dealt by that creature this turn" (Foxfire): either way.
      () => {
        g.ph(8, 'that would be dealt to and dealt by')
        const it = thatOne(g, 40)
        g.ph(9, 'this turn')
        return { to: it, by: it, either: true }
      },
      // "… damage target creature would deal this turn" (Maze of Ith's wording on a spell).
      () => {
        const by: PreventWho = { target: g.target(0) }
        g.ph(6, 'would deal this turn')
        return { by }
      },
      // "… damage that creatures would deal to players this turn" (Chameleon Blur).
      () => {
        g.w(30, 'that')
        const by: PreventWho = { spec: known(g, g.noun(5)) }
        g.ph(31, 'would deal')
        const to = g.opt(8, () => toWhom(g, 3))
        g.ph(32, 'this turn')
        return { to, by }
      },
    ])
    const { to, by, either } = read ?? {}
    return {
      kind: 'preventAll',
      ...(either ? { either: true } : {}),
      ...(combat ? { combat: true } : {}),
      ...(to ? { to } : {}),
      ...(by ? { by } : {}),
    } as EffectOf<'preventAll'>
  },
  describe(e, d) {
    const who = (w: PreventWho): string =>
      w.target !== undefined
        ? d.target(w.target)
        : [w.you ? 'you' : '', w.players ? 'players' : '', w.notYours ? "sources you don't control" : '']
            .concat(w.spec ? [specText(w.spec)] : [])
            .filter(Boolean)
            .join(' and ')
    if (e.either && e.to)
      return `prevent all ${e.combat ? 'combat ' : ''}damage that would be dealt to and dealt by ${who(e.to)} this turn`
    return `prevent all ${e.combat ? 'combat ' : ''}damage that would be dealt this turn${e.to ? ` to ${who(e.to)}` : ''}${
      e.by ? ` by ${who(e.by)}` : ''
    }`
  },
  apply(ctx, e) {
    const { tx } = ctx
    const resolve = (w: PreventWho | undefined): Resolved | null | undefined => {
      if (!w) return undefined
      if (w.target === undefined) return { ...w }
      const t = ctx.target(w.target)
      if (!t) return null // CR 608.2b: an illegal target is unaffected
      return 'card' in t ? { card: t.card } : { player: t.player }
    }
    const to = resolve(e.to)
    const by = resolve(e.by)
    if (to === null || by === null) return
    const shield: Shield = {
      turn: tx.s.turn,
      controller: ctx.controller,
      ...(e.combat ? { combat: true as const } : {}),
      ...(e.either ? { either: true as const } : {}),
      ...(to ? { to } : {}),
      ...(by ? { by } : {}),
    }
    const kept = ((tx.s.extra.preventAll as Shield[] | undefined) ?? []).filter((x) => x.turn === tx.s.turn)
    tx.set('extra', { ...tx.s.extra, preventAll: [...kept, shield] })
    const name = (r: Resolved) =>
      r.card ? nameOf(tx.s, r.card) : r.player !== undefined ? playerName(tx.s, r.player) : ''
    tx.log(
      `${e.combat ? 'Combat damage' : 'Damage'}${to?.card || to?.player !== undefined ? ` to ${name(to)}` : ''}${
        by?.card ? ` by ${name(by)}` : ''
      } is prevented this turn`,
    )
  },
}

// `o` tells each call site's choice points apart (one shared occurrence index would share one lookahead).
function toWhom(g: Grammar, o: number): PreventWho {
  g.w(10, 'to')
  return g.alt<PreventWho>(10 + o, [
    () => {
      g.ph(11, 'you and')
      return { you: true, spec: known(g, g.noun(0)) }
    },
    () => (g.w(12, 'you'), { you: true }),
    () => (g.w(13, 'players'), { players: true }),
    () => ({ target: g.target(1) }),
    () => thatOne(g, 50 + o),
    () => ({ spec: known(g, g.noun(2)) }),
  ])
}

/** "it", "that creature": the target read before (CR 608.2c). */
function thatOne(g: Grammar, i: number): PreventWho {
  g.alt(i, [() => g.w(41, 'it'), () => g.ph(42, 'that creature'), () => g.ph(43, 'that permanent')])
  g.refuse(() => !g.targetRead())
  return { target: g.act(() => g.lastTarget()) }
}

/** A noun whose words are all understood: a plain word before "creatures" is read as a subtype, so one that is no
 *  creature or land type ("unblocked creatures") fails the phrase. */
function known(g: Grammar, spec: TargetSpec): TargetSpec {
  g.refuse(() => !!spec?.subtype && !subtypeNounKind(spec.subtype.replace(/s$/, '')) && !subtypeNounKind(spec.subtype))
  return spec
}

function byWhom(g: Grammar, o: number): PreventWho {
  g.w(20, 'by')
  return g.alt<PreventWho>(20 + o, [
    () => (g.ph(21, "sources you don't control"), { notYours: true }),
    () => ({ target: g.target(3) }),
    () => thatOne(g, 60 + o),
    () => ({ spec: known(g, g.noun(4)) }),
  ])
}

/** Whether a prevention effect in force this turn prevents this damage (CR 615.1); logs it when it does. */
export function preventedThisTurn(
  s: GameState,
  source: DamageSource,
  target: Target,
  combat: boolean,
): Shield | undefined {
  const shields = s.extra.preventAll as Shield[] | undefined
  if (!shields?.length) return undefined
  return shields.find((x) => {
    if (x.turn !== s.turn || (x.combat && !combat)) return false
    const to = !x.to || isDealtTo(s, x.to, x.controller, target)
    const by = !x.by || isDealtBy(s, x.by, x.controller, source)
    return x.either ? to || by : to && by
  })
}

function isDealtTo(s: GameState, to: Resolved, controller: PlayerIndex, target: Target): boolean {
  if ('player' in target) {
    if (to.player !== undefined) return to.player === target.player
    return !!to.players || (!!to.you && target.player === controller)
  }
  if (to.card) return to.card === target.card
  const o = s.objects[target.card]
  return !!o && o.zone === 'battlefield' && !!to.spec && matchesSpec(s, to.spec, o, controller)
}

function isDealtBy(s: GameState, by: Resolved, controller: PlayerIndex, source: DamageSource): boolean {
  if (by.card) return by.card === source.id
  if (by.notYours) return source.controller !== controller
  const o = source.object ?? s.objects[source.id]
  return !!o && !!by.spec && matchesSpec(s, by.spec, o, controller, source.keywords)
}
