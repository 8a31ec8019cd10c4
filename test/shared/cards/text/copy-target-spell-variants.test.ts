// "Copy target instant or sorcery spell" with more words (CR 707.10): "twice" (Echo Mage: two copies, each asked about
// its new targets, CR 707.10c), "except that the copy is red" (Fork: the copy's colour, CR 707.9b), "then return it to
// its owner's hand" (Narset's Reversal). The scan reads every legal face that copies a target spell: what is read
// matches its words, and a line with other words ("that wasn't cast", "for each") isn't read as a plain copy.
import { describe, expect, it } from 'vitest'
import { faceAbilities } from '../../../../src-shared/engine/abilities'
import { effectsOfKind, effectTextsOf, legalCardsMatching } from '../../../support/compiledFaces'
import { out, passBoth as PASS, play } from '../../../support/realCards'

describe('copy target spell, with more words (CR 707.10)', () => {
  it("CR 707.10: Narset's Reversal copies Ben's Lightning Bolt at him and returns the Bolt to his hand", () => {
    const r = play(
      ["Narset's Reversal", 'Lightning Bolt'],
      { hand: ["Narset's Reversal"], battlefield: ['Island', 'Island', 'Island', 'Island'] },
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      [
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['player:0'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'cast', card: "Narset's Reversal", targets: ['Lightning Bolt'] },
        ...PASS,
        { player: 0, type: 'choose', targets: ['player:1'] },
        ...PASS,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[0].life).toBe(20)
    expect(out(r).players[1].hand).toEqual(['Lightning Bolt'])
    expect(out(r).stack).toEqual([])
  })

  it('CR 707.10: every legal "copy target … spell" is read as its words say, or stays by hand', () => {
    const wrong: string[] = []
    let read = 0
    for (const { name, def } of legalCardsMatching((json) => /[Cc]opy (?:target|that spell)/.test(json)))
      for (const face of def.faces)
        for (const t of effectTextsOf(faceAbilities(face)))
          for (const e of effectsOfKind(t.effects, 'copyTarget')) {
            // The sentence that copies, with the "new targets" one after it.
            const line =
              /copy (?:target|that spell)[^.]*\.(?: you may choose new targets[^.]*\.)?/.exec(
                t.text.toLowerCase(),
              )?.[0] ?? ''
            read++
            if (!!e.times !== /\btwice\b/.test(line)) wrong.push(`${name}: twice read ${!!e.times} in "${t.text}"`)
            if (!!e.color !== /except that the copy is/.test(line)) wrong.push(`${name}: colour in "${t.text}"`)
            if (!!e.bounce !== /then return it to its owner's hand/.test(line))
              wrong.push(`${name}: return in "${t.text}"`)
            if (/wasn't cast|for each|permanent spell|ability/.test(line))
              wrong.push(`${name}: more words read in "${t.text}"`)
          }
    expect(wrong).toEqual([])
    expect(read).toBeGreaterThanOrEqual(10)
  })
})
