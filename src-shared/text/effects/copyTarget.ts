// "Copy target instant or sorcery spell [you control]. You may choose new targets for the copy." (Twincast,
// Reverberate, Dualcaster Mage, Nivix Guildmage) and a cast trigger's "copy that spell" (Swarm Intelligence, Mirari).
// The copy is put on the stack under its copier's control; it is not cast (CR 707.10) and has the spell's choices:
// modes, X, kicker, divided damage and its number of targets. Its controller may then change its targets (CR 707.10c):
// `choose` with `targets` (the copy's targets in order, each legal; unchanged ones named again) or "no" to keep them.
import type { EffectKind } from './kind'
import type { ObjId, Target } from '../../engine/types'
import { nameOf, playerName } from '../../engine/query'
import { emitTargeted } from '../../engine/triggerStack'
import { Comma, Period } from '../lexer'
import { putCopy } from './copySpell'
import { answerNewTargets, askNewTargets, checkNewTargets } from './copyChoices'
import { moveObject } from '../../engine/zones'
import type { Tx } from '../../engine/tx'

/** Colour words and their mana letters (CR 105.1). */
const COLOUR_WORDS: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }
const colourWord = (letter: string) => Object.keys(COLOUR_WORDS).find((w) => COLOUR_WORDS[w] === letter) ?? letter

/** "Then return it to its owner's hand": the spell copied leaves the stack for its owner's hand (a copy of a spell
 *  ceases to exist, CR 704.5e). */
function returnToHand(tx: Tx, id: ObjId): void {
  if (tx.s.objects[id]?.zone !== 'stack') return
  tx.log(`${nameOf(tx.s, id)} returns to its owner's hand`)
  moveObject(tx, id, 'hand', { cause: 'bounce' })
}

export const copyTarget: EffectKind<'copyTarget'> = {
  kind: 'copyTarget',
  parse(g) {
    g.plainWhere(0, (w) => w === 'copy')
    const which = g.alt<{ target?: number; that?: true }>(0, [
      () => ({ target: g.target(0) }),
      () => (g.ph(1, 'that spell'), { that: true as const }),
    ])
    const times = g.opt(1, () => (g.w(4, 'twice'), 2))
    const color = g.opt(2, () => {
      g.tok(2, Comma)
      g.w(2, 'except')
      g.ph(4, 'that the')
      g.plainWhere(4, (w) => w === 'copy')
      g.w(3, 'is')
      return g.alt(
        5,
        Object.keys(COLOUR_WORDS).map((w, k) => () => (g.w(10 + k, w), w)),
      )
    })
    const bounce = g.opt(3, () => {
      g.tok(3, Comma)
      g.ph(5, "then return it to its owner's hand")
      return true as const
    })
    // CR 707.10c: "You may choose new targets for the copy / copies."
    const newTargets = g.opt(0, () => {
      g.tok(0, Period)
      g.ph(2, 'you may choose')
      g.plainWhere(1, (w) => w === 'new')
      g.ph(3, 'targets for the')
      g.plainWhere(2, (w) => w === (times ? 'copies' : 'copy'))
      return true as const
    })
    return {
      kind: 'copyTarget',
      ...which,
      ...(newTargets ? { newTargets } : {}),
      ...(times ? { times } : {}),
      ...(color ? { color: COLOUR_WORDS[color] } : {}),
      ...(bounce ? { bounce } : {}),
    }
  },
  describe: (e, d) =>
    `copy ${e.that ? 'that spell' : d.target(e.target ?? 0)}${e.times ? ' twice' : ''}${e.color ? `, except that the copy is ${colourWord(e.color)}` : ''}${e.bounce ? ", then return it to its owner's hand" : ''}${e.newTargets ? `. You may choose new targets for the ${e.times ? 'copies' : 'copy'}` : ''}`,
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
    const total = e.times ?? 1
    for (let i = e.made ?? 0; i < total; i++) {
      const copied = putCopy(tx, spell, item, ctx.controller)
      if (e.color) tx.obj(copied.id).colorSet = [e.color] // CR 707.9b: "except that the copy is red"
      tx.log(`${playerName(tx.s, ctx.controller)} copies ${nameOf(tx.s, spell.id)} (the copy is not cast, CR 707.10)`)
      if (e.bounce && i === total - 1) returnToHand(tx, spell.id)
      const pause = e.newTargets ? askNewTargets(tx, copied, ctx.controller, { made: i + 1, spell: spell.id }) : null
      if (pause) return pause
      emitTargeted(tx, copied) // CR 702.21a: ward
    }
  },
  resume(ctx, e, pause, answer) {
    answerNewTargets(ctx.tx, pause, answer, ctx.controller)
    const made = (pause.made as number | undefined) ?? 1
    // The next copy of the same spell (CR 707.10c: each asked about as it is made); `that` keeps its event's spell.
    return made < (e.times ?? 1) ? [{ ...e, made }] : []
  },
  check: ({ s }, pause, answer) => checkNewTargets(s, pause, answer),
  answers: (pause) => [{ option: 'no' }, ...((pause.choices as Target[][]) ?? []).map((targets) => ({ targets }))],
}
