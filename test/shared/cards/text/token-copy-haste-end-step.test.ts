// "Create a token that's a copy of …, except it has haste. Sacrifice it at the beginning of the next end step."
// (Kiki-Jiki, Mirror Breaker) and "… That token gains haste. Exile it at the beginning of the next end step."
// (Cogwork Assembler): the token copy has haste (CR 707.9b, 611.2a) and a delayed trigger removes it at the next end
// step (CR 603.7, 603.7c). The scan reads every legal face with such a token copy: each read line's haste and end
// step match its words, and one with another exception ("except it's an enchantment") stays by hand.
import { describe, expect, it } from 'vitest'
import { faceAbilities } from '../../../../src-shared/engine/abilities'
import { effectsOfKind, effectTextsOf, legalCardsMatching } from '../../../support/compiledFaces'
import { out, passBoth as PASS, play, ready, realCard } from '../../../support/realCards'
import { explainCard } from '../../../../src-shared/engine'

describe('token copies with haste, gone at the next end step (CR 707.9b, 603.7)', () => {
  it("CR 707.9b, 603.7c: Kiki-Jiki's token copy of Grizzly Bears attacks at once and is sacrificed at the end step", () => {
    const r = play(
      ['Kiki-Jiki, Mirror Breaker', 'Grizzly Bears'],
      { battlefield: [ready('Kiki-Jiki, Mirror Breaker'), { name: 'Grizzly Bears', sick: true }] },
      {},
      [
        { player: 0, type: 'activate', card: 'Kiki-Jiki, Mirror Breaker', ability: 0, targets: ['Grizzly Bears'] },
        ...PASS,
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears#2', target: 'player:1' }] },
        { type: 'passUntil', step: 'end' },
        ...PASS,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[0].battlefield.filter((b) => b.name === 'Grizzly Bears')).toHaveLength(1)
    expect(out(r).players[0].graveyard).toEqual([]) // a token leaves no card (CR 111.7)
  })

  it('CR 608.2h: a token copy of a target the same text exiled first (Nemesis Trap) stays by hand', () => {
    const line = explainCard(realCard('Nemesis Trap')).lines.find((l) => /token that's a copy/.test(l.text))
    expect(line?.automated).toBe(false)
    expect(explainCard(realCard('Kiki-Jiki, Mirror Breaker')).automated).toBe(true)
  })

  it('CR 707.9b, 603.7: every legal token copy with haste or an end step is read as its words say, or stays by hand', () => {
    const wrong: string[] = []
    let read = 0
    const words = (json: string) => /cop(?:y|ies) of/.test(json) && /haste|next end step/.test(json)
    for (const { name, def } of legalCardsMatching(words))
      for (const face of def.faces)
        for (const t of effectTextsOf(faceAbilities(face))) {
          for (const e of effectsOfKind(t.effects, 'copyToken')) {
            const line = t.text.toLowerCase()
            if (!!e.haste !== /haste/.test(line)) wrong.push(`${name}: haste read ${!!e.haste} in "${t.text}"`)
            const end =
              /(sacrifice|exile) (?:it|them|that token|those tokens|the token) at the beginning of the next end step/.exec(
                line,
              )
            if ((e.endStep ?? null) !== (end?.[1] ?? null)) wrong.push(`${name}: end step ${e.endStep} in "${t.text}"`)
            if (/except (?!it has haste\.)/.test(line)) wrong.push(`${name}: another exception read in "${t.text}"`)
            if (e.haste || e.endStep) read++
          }
        }
    expect(wrong).toEqual([])
    expect(read).toBeGreaterThanOrEqual(2)
  })
})
