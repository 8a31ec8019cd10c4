// Learn (CR 701.45a): "You may reveal a Lesson card you own from outside the game and put it into your hand, or
// discard a card to draw a card." Outside the game is the player's sideboard (the 'outside' zone, CR 400.11). One
// choice answers it: a Lesson card (to the hand), a card in the hand (discarded, then a card drawn), or none.
import type { EffectKind } from './kind'
import { drawCard, moveObject } from '../../engine/zones'
import { faceOf, nameOf, playerName } from '../../engine/query'

export const learn: EffectKind<'learn'> = {
  kind: 'learn',
  parse(g) {
    g.w(0, 'learn')
    return { kind: 'learn' }
  },
  describe: () =>
    'you may reveal a Lesson card you own from outside the game and put it into your hand, or discard a card to draw a card',
  apply(ctx) {
    const s = ctx.tx.s
    const p = ctx.controller
    const zones = s.players[p].zones
    const lessons = (zones.outside ?? []).filter((id) => !!faceOf(s, s.objects[id])?.subtypes.includes('Lesson'))
    const options = [...lessons, ...zones.hand]
    if (!options.length) return
    return {
      player: p,
      choice: 'learn',
      prompt:
        'Learn: choose a Lesson card from outside the game to put into your hand, or a card to discard and draw, or none',
      options,
      lessons,
    }
  },
  resume(ctx, _e, pause, answer) {
    const { tx } = ctx
    const id = (answer.cards ?? [])[0]
    if (!id || !(pause.options ?? []).includes(id)) return
    const p = pause.player
    const o = tx.s.objects[id]
    if (!o) return
    if ((pause.lessons as string[]).includes(id) && o.zone === 'outside') {
      tx.log(
        `${playerName(tx.s, p)} reveals ${nameOf(tx.s, id)} from outside the game and puts it into their hand (learn)`,
      )
      moveObject(tx, id, 'hand', { cause: 'learn' })
      return
    }
    if (o.zone !== 'hand') return
    tx.log(`${playerName(tx.s, p)} discards ${nameOf(tx.s, id)} and draws a card (learn)`)
    moveObject(tx, id, 'graveyard', { cause: 'discard' })
    drawCard(tx, p)
  },
  check: (_s, pause, a) => {
    const cards = a.cards ?? []
    return cards.length <= 1 && cards.every((id) => (pause.options ?? []).includes(id))
      ? null
      : 'choose one Lesson card from outside the game, or one card in your hand to discard, or none'
  },
  answers: (pause) => [
    { cards: [] },
    ...((pause.lessons as string[] | undefined) ?? []).slice(0, 3).map((id) => ({ cards: [id] })),
    ...(pause.options ?? [])
      .filter((id) => !((pause.lessons as string[] | undefined) ?? []).includes(id))
      .slice(0, 2)
      .map((id) => ({ cards: [id] })),
  ],
}
