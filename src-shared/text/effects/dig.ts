// Looking at or revealing the top cards of your library and keeping some (CR 401.5, 701.16 reveal): "look at the
// top four cards of your library. You may reveal a creature card from among them and put it into your hand. Put the
// rest on the bottom of your library in a random order." (Commune with Nature), "put one of them into your hand and
// the rest into your graveyard" (Glimpse the Future), "then put them back in any order" (Aven Fateshaper), "you may
// put that card into your graveyard" (Consider).
import type { Amount, CardFilter } from '../../engine/ast'
import type { Grammar } from '../grammar'
import { Comma, Period } from '../lexer'
import { COLOR_WORDS } from '../grammar'
import { subtypeNounKind } from '../subtypeNouns'
import type { EffectKind } from './kind'
import type { ChoiceAnswer, EffectOf } from '../../engine/effectTypes'
import { amountText } from './kind'
import { cardMatches, filterText } from './library'
import { moveObject } from '../../engine/zones'
import { nameOf, playerName } from '../../engine/query'
import type { ObjId } from '../../engine/types'

type Dig = EffectOf<'dig'>
type Rest = Dig['rest']

const TYPES = ['creature', 'land', 'artifact', 'enchantment', 'instant', 'sorcery', 'planeswalker']
/** Subtypes of noncreature cards a dig names ("an Aura or Equipment card"). */
const OTHER_SUBTYPES = new Set(['aura', 'equipment', 'vehicle', 'saga', 'arcane', 'trap', 'lesson', 'adventure'])

/** "a creature or land card", "an Elf card", "a card": only card types and real subtypes (else the line isn't read). */
function digFilter(g: Grammar, base: number): CardFilter {
  g.alt(base, [() => g.w(base, 'a'), () => g.w(base + 1, 'an')])
  const filter: CardFilter = g.act(() => ({ types: [], subtypes: [], colors: [] }))
  g.rep(base, () => {
    g.alt(base + 1, [
      ...TYPES.map((t, i) => () => (g.w(base + 2 + i, t), g.add(filter?.types, t[0].toUpperCase() + t.slice(1)))),
      () => g.w(base + 10, 'or'),
      () => g.tok(base, Comma),
      () => (g.w(base + 12, 'permanent'), g.act(() => (filter.permanent = true))),
      () => (g.w(base + 13, 'colorless'), g.act(() => (filter.colorless = true))),
      ...Object.keys(COLOR_WORDS).map((c, k) => () => (g.w(base + 14 + k, c), g.add(filter?.colors, COLOR_WORDS[c]))),
      () => {
        const s = g.plainWhere(base, (w) => subtypeNounKind(w) !== null || OTHER_SUBTYPES.has(w)).image
        g.add(filter?.subtypes, s ? s[0].toUpperCase() + s.slice(1) : '')
      },
    ])
  })
  g.w(base + 11, 'card')
  return g.act(() => {
    if (!filter.colors?.length) delete filter.colors
    const named = filter.types.length || filter.subtypes.length || filter.permanent || filter.colorless || filter.colors
    if (!named) filter.any = true
    return filter
  })
}

/** Where the rest go: "on the bottom of your library [in any order / in a random order]", "into your graveyard". */
function restPart(g: Grammar, base: number): Rest {
  return g.alt(base, [
    () => (g.ph(base, 'on the bottom of your library in any order'), 'bottom' as Rest),
    () => (g.ph(base + 1, 'on the bottom of your library in a random order'), 'random' as Rest),
    () => (g.ph(base + 2, 'into your graveyard'), 'graveyard' as Rest),
    () => (g.ph(base + 3, 'on top of your library in any order'), 'top' as Rest),
    () => (g.ph(base + 4, 'back on top of your library in any order'), 'top' as Rest),
    // "… and the other on the bottom of your library" (Sea Gate Oracle): its owner orders them (CR 401.4).
    () => (g.ph(base + 100, 'on the bottom of your library'), 'bottom' as Rest),
  ])
}

const ANY: CardFilter = { types: [], subtypes: [], any: true }

export const dig: EffectKind<'dig'> = {
  kind: 'dig',
  parse(g) {
    const reveal = g.alt(0, [() => (g.ph(0, 'look at the top'), false), () => (g.ph(1, 'reveal the top'), true)])
    const count = g.alt<Amount>(1, [
      () => (g.w(2, 'card'), 1),
      () => {
        const n = g.amount(0)
        g.w(3, 'cards')
        return n
      },
    ])
    g.ph(4, 'of your library')
    return g.alt<Dig>(2, [
      // "…, then put them back in any order." (CR 401.5: only the order changes)
      () => {
        g.tok(0, Comma)
        g.ph(5, 'then put them back in any order')
        g.opt(0, () => g.tok(1, Period))
        return { kind: 'dig', count, reveal, rest: 'top' }
      },
      () => {
        g.tok(2, Period)
        return g.alt<Dig>(3, [
          // "You may reveal a creature card from among them and put it into your hand. Put the rest …"
          () => {
            g.ph(6, 'you may reveal')
            const filter = digFilter(g, 40)
            g.ph(7, 'from among them and put it into your hand')
            g.tok(3, Period)
            g.opt(1, () => g.w(8, 'then'))
            g.ph(9, 'put the rest')
            const rest = restPart(g, 20)
            g.opt(2, () => g.tok(4, Period))
            return { kind: 'dig', count, reveal, rest, pick: { filter, count: 1, may: true, to: 'hand' } }
          },
          // "You may put a creature or land card from among them into your hand. Put the rest …" (revealed)
          () => {
            g.ph(10, 'you may put')
            const filter = digFilter(g, 60)
            g.ph(11, 'from among them into your hand')
            g.tok(5, Period)
            g.opt(3, () => g.w(12, 'then'))
            g.ph(13, 'put the rest')
            const rest = restPart(g, 25)
            g.opt(4, () => g.tok(6, Period))
            return { kind: 'dig', count, reveal, rest, pick: { filter, count: 1, may: true, to: 'hand' } }
          },
          // "Put one of them into your hand and the rest into your graveyard."
          () => {
            g.w(14, 'put')
            const n = g.amount(1)
            g.ph(15, 'of them into your hand and the')
            g.alt(7, [() => g.w(17, 'rest'), () => g.w(18, 'other')])
            const rest = restPart(g, 30)
            g.opt(5, () => g.tok(7, Period))
            return { kind: 'dig', count, reveal, rest, pick: { filter: ANY, count: n, may: false, to: 'hand' } }
          },
          // "Put any number of them into your graveyard and the rest back on top of your library in any order." (Curate)
          () => {
            g.ph(35, 'put any number of them into your graveyard and the rest')
            const rest = restPart(g, 80)
            g.opt(7, () => g.tok(9, Period))
            return { kind: 'dig', count, reveal, rest, pick: { filter: ANY, count, may: true, to: 'graveyard' } }
          },
          // "You may put that card into your graveyard." (the top card; the rest is that card left on top)
          () => {
            g.ph(16, 'you may put that card into your graveyard')
            g.opt(6, () => g.tok(8, Period))
            return {
              kind: 'dig',
              count,
              reveal,
              rest: 'top',
              pick: { filter: ANY, count: 1, may: true, to: 'graveyard' },
            }
          },
        ])
      },
    ])
  },
  describe(e) {
    const top = `${e.reveal ? 'reveal' : 'look at'} the top ${e.count === 1 ? 'card' : `${amountText(e.count)} cards`} of your library`
    const rest =
      e.rest === 'bottom'
        ? 'on the bottom of your library in any order'
        : e.rest === 'random'
          ? 'on the bottom of your library in a random order'
          : e.rest === 'top'
            ? 'back on top of your library in any order'
            : 'into your graveyard'
    if (!e.pick) return `${top}, then put them back in any order`
    const p = e.pick
    if (p.to === 'graveyard' && e.count !== 1)
      return `${top}. Put any number of them into your graveyard and the rest ${rest}`
    if (p.to === 'graveyard') return `${top}. You may put that card into your graveyard`
    if (!p.may) return `${top}. Put ${amountText(p.count)} of them into your hand and the rest ${rest}`
    const f = filterText(p.filter)
    const a = /^[aeiou]/i.test(f) ? 'an' : 'a'
    return `${top}. You may ${e.reveal ? 'put' : 'reveal'} ${a} ${f} from among them ${e.reveal ? 'into your hand' : 'and put it into your hand'}. Put the rest ${rest}`
  },
  apply(ctx, e) {
    const p = ctx.controller
    const options = ctx.tx.s.players[p].zones.library.slice(0, ctx.amount(e.count))
    if (!options.length) return
    const who = playerName(ctx.tx.s, p)
    if (e.reveal) ctx.tx.log(`${who} reveals ${options.map((id) => nameOf(ctx.tx.s, id)).join(', ')}`)
    if (!e.pick) {
      if (options.length < 2) return
      return { player: p, choice: 'order', prompt: 'Put these cards back on top of your library in any order', options }
    }
    const eligible = options.filter((id) => cardMatches(ctx.tx.s, id, e.pick!.filter))
    const count = Math.min(ctx.amount(e.pick.count), eligible.length)
    return {
      player: p,
      choice: 'dig',
      prompt: `${dig.describe(e, { target: () => 'the target' })}: choose ${e.pick.may ? 'up to ' : ''}${count} card${count === 1 ? '' : 's'}${e.rest === 'bottom' ? ' (and, if you like, the order of the rest on the bottom)' : ''}`,
      options,
      eligible,
      count,
      may: e.pick.may,
    }
  },
  resume(ctx, e, pause, a) {
    const { tx } = ctx
    const p = pause.player
    const options = pause.options ?? []
    const who = playerName(tx.s, p)
    const lib = tx.zone(p, 'library')
    if (!e.pick) {
      const order = a.top ?? options
      const rest = lib.filter((id) => !options.includes(id))
      lib.length = 0
      lib.push(...order, ...rest)
      tx.log(`${who} puts ${options.length} cards back on top in the order they chose`)
      return
    }
    const chosen = (a.cards ?? []).filter((id) => options.includes(id))
    const found: ObjId[] = []
    for (const id of chosen) {
      const name = nameOf(tx.s, id)
      const to = moveObject(tx, id, e.pick.to, { cause: 'dig' })
      if (to) found.push(to)
      // A card of a kind is revealed to be put into the hand; any card only looked at stays hidden (CR 701.16).
      const hidden = e.pick.to === 'hand' && !e.reveal && e.pick.filter.any
      tx.log(
        hidden
          ? `${who} puts a card into their hand`
          : `${who} ${e.reveal || e.pick.to !== 'hand' ? '' : 'reveals and '}puts ${name} ${e.pick.to === 'hand' ? 'into their hand' : 'into their graveyard'}`,
      )
    }
    ctx.memo.found = found
    const rest = options.filter((id) => !chosen.includes(id) && tx.s.objects[id]?.zone === 'library')
    if (!rest.length) return
    if (e.rest === 'top') {
      // CR 401.4: the rest go back on top in the order chosen (`top`, from the top), else as they were.
      const order = (a.top ?? []).length === rest.length ? a.top! : rest
      const below = lib.filter((id) => !rest.includes(id))
      lib.length = 0
      lib.push(...order, ...below)
      return
    }
    if (e.rest === 'graveyard') {
      for (const id of rest) moveObject(tx, id, 'graveyard', { cause: 'dig' })
      tx.log(`${who} puts ${rest.length} card${rest.length === 1 ? '' : 's'} into their graveyard`)
      return
    }
    // CR 401.4: the owner orders cards put on the bottom together (in a random order: shuffled first).
    const bottom =
      e.rest === 'random' ? [...rest] : (a.bottom ?? []).length === rest.length ? [...a.bottom!] : [...rest]
    if (e.rest === 'random') tx.shuffle(bottom)
    const kept = lib.filter((id) => !rest.includes(id))
    lib.length = 0
    lib.push(...kept, ...bottom)
    tx.log(`${who} puts ${rest.length} card${rest.length === 1 ? '' : 's'} on the bottom of their library`)
  },
  check(_s, pause, a) {
    const options = pause.options ?? []
    if (pause.choice === 'order') {
      const top = a.top ?? []
      if (top.length !== options.length || !options.every((id) => top.includes(id)))
        return `put all ${options.length} cards back on top, in order (top)`
      return null
    }
    const eligible = (pause.eligible as ObjId[] | undefined) ?? []
    const cards = a.cards ?? []
    const count = pause.count ?? 1
    if (new Set(cards).size !== cards.length) return 'choose each card once'
    if (cards.some((c) => !eligible.includes(c))) return 'choose among the cards you may put there'
    if (cards.length > count) return `choose at most ${count} card${count === 1 ? '' : 's'}`
    if (!pause.may && cards.length < count) return `choose ${count} card${count === 1 ? '' : 's'}`
    const bottom = a.bottom ?? []
    const rest = options.filter((id) => !cards.includes(id))
    const top = a.top ?? []
    if (top.length && (top.length !== rest.length || !rest.every((id) => top.includes(id))))
      return 'the top order names each other card once'
    if (bottom.length && (bottom.length !== rest.length || !rest.every((id) => bottom.includes(id))))
      return 'the bottom order names each other card once'
    return null
  },
  answers(pause) {
    const options = pause.options ?? []
    if (pause.choice === 'order') return [{ top: options }, { top: [...options].reverse() }]
    const eligible = (pause.eligible as ObjId[] | undefined) ?? []
    const count = pause.count ?? 1
    const out: ChoiceAnswer[] = []
    // Every single card a player may take (the table offers these as choices); runs of them when several are taken.
    const most = count === 1 ? 12 : 3
    for (let k = 0; k + count <= eligible.length && out.length < most; k++)
      out.push({ cards: eligible.slice(k, k + count) })
    if (pause.may || !out.length) out.push({ cards: [] })
    return out
  },
}

type TopCard = EffectOf<'topCard'>
type Otherwise = NonNullable<TopCard['otherwise']>

/** Where the card goes: "into your hand", "onto the battlefield [tapped]". */
function topDestination(g: Grammar, base: number): [TopCard['to'], boolean] {
  return g.alt<[TopCard['to'], boolean]>(base, [
    () => (g.ph(base, 'into your hand'), ['hand', false]),
    () => {
      g.ph(base + 1, 'onto the battlefield')
      const tapped = g.opt(base, () => (g.w(base + 2, 'tapped'), true))
      return ['battlefield', !!tapped]
    },
  ])
}

function itOrThatCard(g: Grammar, base: number): void {
  g.alt(base, [() => g.w(base, 'it'), () => g.ph(base + 1, 'that card')])
}

/** "Reveal the top card of your library. If it's a creature card, put it onto the battlefield. Otherwise, put it into
 *  your graveyard." (Call of the Wild), "Look at the top card … If it's a land card, you may reveal it and put it into
 *  your hand." (Dryad Greenseeker): CR 401.5, 701.16. */
export const topCard: EffectKind<'topCard'> = {
  kind: 'topCard',
  parse(g) {
    const reveal = g.alt(0, [
      () => (g.ph(0, 'look at the top card of your library'), false),
      () => (g.ph(1, 'reveal the top card of your library'), true),
    ])
    g.tok(0, Period)
    g.ph(2, "if it's")
    const filter = digFilter(g, 40)
    g.tok(1, Comma)
    const may = g.opt(0, () => (g.ph(3, 'you may'), true))
    g.opt(1, () => g.ph(4, 'reveal it and'))
    g.w(5, 'put')
    itOrThatCard(g, 6)
    const dest = topDestination(g, 10)
    const [to, tapped] = Array.isArray(dest) ? dest : (['hand', false] as const) // not an array while recording
    const otherwise = g.opt(2, () => {
      g.tok(2, Period)
      g.plainWhere(0, (w) => w === 'otherwise')
      g.tok(3, Comma)
      const mayToo = g.opt(3, () => (g.ph(20, 'you may'), true))
      g.w(21, 'put')
      itOrThatCard(g, 22)
      return g.alt<Otherwise>(4, [
        () => (g.ph(24, 'into your hand'), 'hand'),
        () => (g.ph(25, 'into your graveyard'), 'graveyard'),
        () => (g.ph(26, 'on the bottom of your library'), mayToo ? 'mayBottom' : 'bottom'),
      ])
    })
    return {
      kind: 'topCard',
      reveal,
      filter,
      to,
      ...(may ? { may } : {}),
      ...(tapped ? { tapped } : {}),
      ...(otherwise ? { otherwise } : {}),
    }
  },
  describe(e) {
    const f = filterText(e.filter)
    const where = e.to === 'hand' ? 'into your hand' : `onto the battlefield${e.tapped ? ' tapped' : ''}`
    const other = e.otherwise
      ? `. Otherwise, ${e.otherwise === 'mayBottom' ? 'you may ' : ''}put it ${e.otherwise === 'hand' ? 'into your hand' : e.otherwise === 'graveyard' ? 'into your graveyard' : 'on the bottom of your library'}`
      : ''
    return `${e.reveal ? 'reveal' : 'look at'} the top card of your library. If it's ${/^[aeiou]/i.test(f) ? 'an' : 'a'} ${f}, ${e.may ? 'you may ' : ''}put it ${where}${other}`
  },
  apply(ctx, e) {
    const { tx } = ctx
    const p = ctx.controller
    const top = tx.s.players[p].zones.library[0]
    if (!top) return
    const who = playerName(tx.s, p)
    if (e.reveal) tx.log(`${who} reveals ${nameOf(tx.s, top)}`)
    if (cardMatches(tx.s, top, e.filter)) {
      if (e.may)
        return {
          player: p,
          choice: 'may',
          prompt: `Put ${nameOf(tx.s, top)} ${e.to === 'hand' ? 'into your hand' : 'onto the battlefield'}?`,
          options: [top],
          step: 'match',
        }
      return void topCardTo(ctx, top, e.to, e.tapped, e.reveal)
    }
    if (e.otherwise === 'mayBottom')
      return {
        player: p,
        choice: 'may',
        prompt: `Put ${nameOf(tx.s, top)} on the bottom of your library?`,
        options: [top],
        step: 'otherwise',
      }
    if (e.otherwise) topCardTo(ctx, top, e.otherwise === 'bottom' ? 'bottom' : e.otherwise, undefined, e.reveal)
  },
  resume(ctx, e, pause, a) {
    const top = (pause.options ?? [])[0]
    if (a.option !== 'yes' || !top || ctx.tx.s.players[pause.player].zones.library[0] !== top) return
    if (pause.step === 'match') topCardTo(ctx, top, e.to, e.tapped, e.reveal)
    else topCardTo(ctx, top, 'bottom', undefined, e.reveal)
  },
  check: (_s, _p, a) => (a.option === 'yes' || a.option === 'no' ? null : 'answer "yes" or "no"'),
  answers: () => [{ option: 'yes' }, { option: 'no' }],
}

function topCardTo(
  ctx: Parameters<EffectKind<'topCard'>['apply']>[0],
  id: ObjId,
  to: 'hand' | 'battlefield' | 'graveyard' | 'bottom',
  tapped: boolean | undefined,
  revealed: boolean,
): void {
  const { tx } = ctx
  const who = playerName(tx.s, ctx.controller)
  const name = nameOf(tx.s, id)
  if (to === 'bottom') {
    const lib = tx.zone(ctx.controller, 'library')
    lib.splice(lib.indexOf(id), 1)
    lib.push(id)
    // A card only looked at stays hidden (CR 701.16).
    tx.log(`${who} puts ${revealed ? name : 'the card'} on the bottom of their library`)
    return
  }
  const moved = moveObject(tx, id, to, { cause: 'dig', ...(to === 'battlefield' ? { tapped: !!tapped } : {}) })
  ctx.memo.found = moved ? [moved] : []
  tx.log(
    `${who} puts ${name} ${to === 'hand' ? 'into their hand' : to === 'graveyard' ? 'into their graveyard' : 'onto the battlefield'}`,
  )
}
