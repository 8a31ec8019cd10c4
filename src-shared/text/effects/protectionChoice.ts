// "Target creature you control gains protection from the color of your choice until end of turn" (Mother of Runes,
// Jareth): the colour is chosen as the ability resolves (CR 608.2d; the answer is `choose` with `option`: a colour
// word), then the creature has protection from that colour until the turn ends (CR 702.16a, 514.2).
import type { EffectKind } from './kind'
import type { Pause } from '../../engine/effectTypes'
import { subjectText } from './kind'
import { nameOf, playerName } from '../../engine/query'
import { COLOR_WORDS } from '../../cards/words'

const COLORS = Object.keys(COLOR_WORDS) // white, blue, black, red, green

export const protectionChoice: EffectKind<'protectionChoice'> = {
  kind: 'protectionChoice',
  parse(g) {
    const subject = g.subject(0)
    g.alt(0, [() => g.w(0, 'gains'), () => g.w(1, 'gain')])
    g.ph(2, 'protection from the color of your')
    g.plainWhere(0, (w) => w === 'choice')
    g.ph(3, 'until end of turn')
    return { kind: 'protectionChoice', subject }
  },
  describe: (e, d) => `${subjectText(e.subject, d)} gains protection from the color of your choice until end of turn`,
  apply(ctx, e) {
    const ids = ctx.permanents(e.subject)
    if (!ids.length) return
    return {
      player: ctx.controller,
      choice: 'protectionColor',
      prompt: `Choose a color: ${ids.map((id) => nameOf(ctx.tx.s, id)).join(', ')} gains protection from it`,
      choices: COLORS,
      ids,
    } as Pause
  },
  resume(ctx, _e, pause, answer) {
    const color = COLORS.find((c) => c === String(answer.option ?? '').toLowerCase())
    if (!color) return
    ctx.tx.log(`${playerName(ctx.tx.s, ctx.controller)} chooses ${color}`)
    for (const id of pause.ids as string[]) {
      const o = ctx.tx.s.objects[id]
      if (!o || o.zone !== 'battlefield') continue
      ctx.tx.obj(id).mods = [...(o.mods ?? []), { keywords: [`protection from ${color}`], until: 'endOfTurn' }]
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} gains protection from ${color} until end of turn`)
    }
  },
  check: (_s, _pause, answer) =>
    COLORS.includes(String(answer.option ?? '').toLowerCase()) ? null : `choose a color (${COLORS.join(', ')})`,
  answers: () => COLORS.map((option) => ({ option })),
}
