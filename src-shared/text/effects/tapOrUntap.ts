// "You may tap or untap target permanent" (Twiddle, Pestermite): as it resolves the controller chooses to tap the
// target, untap it, or neither (CR 608.2d, 701.26). The answer is `choose` with `option` "tap", "untap" or "no";
// "yes" turns it over (taps it if untapped, untaps it if tapped), "decline" is "no".
import type { EffectKind } from './kind'
import type { Pause } from '../../engine/effectTypes'
import { nameOf, playerName } from '../../engine/query'

const OPTIONS = ['tap', 'untap', 'no']
const read = (o: unknown): string | null => {
  const w = String(o ?? '').toLowerCase()
  if (w === 'decline') return 'no'
  return OPTIONS.includes(w) || w === 'yes' ? w : null
}

export const tapOrUntap: EffectKind<'tapOrUntap'> = {
  kind: 'tapOrUntap',
  parse(g) {
    g.ph(0, 'you may tap or untap')
    const target = g.target(0)
    return { kind: 'tapOrUntap', target }
  },
  describe: (e, d) => `you may tap or untap ${d.target(e.target)}`,
  apply(ctx, e) {
    const t = ctx.target(e.target)
    if (!t || !('card' in t)) return
    return {
      player: ctx.controller,
      choice: 'tapOrUntap',
      prompt: `Tap or untap ${nameOf(ctx.tx.s, t.card)}? ("tap", "untap" or "no")`,
      card: t.card,
    } as Pause
  },
  resume(ctx, _e, pause, answer) {
    const id = pause.card as string
    const o = ctx.tx.s.objects[id]
    const w = read(answer.option)
    if (!o || o.zone !== 'battlefield' || !w || w === 'no') return
    const tap = w === 'yes' ? !o.tapped : w === 'tap'
    if (o.tapped === tap) return
    ctx.tx.obj(id).tapped = tap
    ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} ${tap ? 'taps' : 'untaps'} ${nameOf(ctx.tx.s, id)}`)
  },
  check: (_s, _pause, answer) => (read(answer.option) ? null : 'answer "tap", "untap" or "no"'),
  answers: () => OPTIONS.map((option) => ({ option })),
}
