// Magecraft (CR 207.2c): "Whenever you cast or copy an instant or sorcery spell, …" also triggers when its controller
// puts a copy of such a spell on the stack (CR 707.10): a storm copy, a Twincast's copy. The scan reads every legal face
// with "cast or copy" and checks that none is read as a plain cast trigger (which would miss the copies).
import { describe, expect, it } from 'vitest'
import { faceAbilities } from '../../../../src-shared/engine/abilities'
import { explainCard } from '../../../../src-shared/engine'
import { legalCardsMatching } from '../../../support/compiledFaces'
import { out, passBoth as PASS, play } from '../../../support/realCards'

const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Island', 'Island']

describe('magecraft: whenever you cast or copy (CR 207.2c, 707.10)', () => {
  it('CR 707.10: Archmage Emeritus draws for the cast of Grapeshot and again for its storm copy', () => {
    const r = play(
      ['Archmage Emeritus', 'Grapeshot', 'Lightning Bolt'],
      { hand: ['Lightning Bolt', 'Grapeshot'], battlefield: [...MOUNTAINS, 'Archmage Emeritus'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        ...PASS,
        ...PASS,
        { player: 0, type: 'cast', card: 'Grapeshot', targets: ['player:1'] },
        { player: 0, type: 'choose', order: ['Grapeshot', 'Archmage Emeritus'] },
        ...PASS,
        ...PASS,
        ...PASS,
        ...PASS,
        ...PASS,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toHaveLength(3) // three draws: two casts and one copy
    expect(out(r).players[1].life).toBe(15)
  })

  it("CR 707.10: Twincast's copy triggers its caster's magecraft, not the opponent's", () => {
    const r = play(
      ['Witherbloom Pledgemage', 'Twincast', 'Lightning Bolt'],
      { hand: ['Lightning Bolt', 'Twincast'], battlefield: [...MOUNTAINS, 'Witherbloom Pledgemage'] },
      { battlefield: ['Witherbloom Pledgemage'] },
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        { player: 0, type: 'cast', card: 'Twincast', targets: ['Lightning Bolt'] },
        ...PASS, // Twincast's magecraft
        ...PASS, // Twincast: the copy asks for new targets
        { player: 0, type: 'choose', option: 'no' },
        ...PASS, // the copy's magecraft
        ...PASS, // the copy
        ...PASS, // Lightning Bolt's magecraft
        ...PASS, // Lightning Bolt
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].life).toBe(23)
    expect(out(r).players[1].life).toBe(14)
    expect(out(r).stack).toEqual([])
  })

  it('CR 207.2c: every legal "cast or copy" trigger is read with the copy, or stays by hand', () => {
    const wrong: string[] = []
    let read = 0
    for (const { name, def } of legalCardsMatching((json) => /cast or copy/i.test(json))) {
      for (const face of def.faces) {
        for (const t of faceAbilities(face).triggers) {
          if (!/cast or copy/i.test(t.text)) continue
          const ev = t.event as { on: string; orCopy?: true }
          if (ev.on === 'cast' && !ev.orCopy) wrong.push(`${name}: read as a plain cast trigger`)
          if (ev.on === 'cast' && ev.orCopy) read++
        }
        const lines = explainCard(def).lines.filter((l) => /cast or copy/i.test(l.text))
        if (!lines.length) wrong.push(`${name}: no line says "cast or copy"`)
      }
    }
    expect(wrong).toEqual([])
    expect(read).toBeGreaterThanOrEqual(15)
  })
})
