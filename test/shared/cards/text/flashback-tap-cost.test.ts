// Flashback whose cost taps creatures: "Flashback—Tap three untapped white creatures you control" (CR 702.34a,
// 701.26a), paid by tapping them; not a {T} cost, so summoning sick creatures may be tapped (CR 302.6).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine'
import { compiledFaces } from '../../../support/compiledFaces'
import { out, passBoth, play, realCard } from '../../../support/realCards'

const cast = { player: 0, type: 'cast', card: 'Battle Screech', from: 'graveyard' }

describe('flashback paid by tapping creatures (CR 702.34a)', () => {
  it('CR 702.34a, 701.26a: Battle Screech is cast from the graveyard by tapping three white creatures', () => {
    const r = play(
      ['Battle Screech', 'Savannah Lions', 'Grizzly Bears'],
      { graveyard: ['Battle Screech'], battlefield: ['Savannah Lions', 'Savannah Lions', 'Savannah Lions'] },
      {},
      [cast, ...passBoth],
    )
    expect(out(r).rejected?.map((x) => x.reason) ?? []).toEqual([])
    const mine = out(r).players[0]
    expect(mine.battlefield.filter((o) => o.name === 'Savannah Lions' && o.tapped).length).toBe(3)
    expect(mine.battlefield.filter((o) => o.token).length).toBe(2)
    expect(mine.exile).toContain('Battle Screech')
    expect(explainCard(realCard('Battle Screech')).lines.every((l) => l.automated)).toBe(true)
  })

  it('CR 702.34a: with two white creatures and a green one, it is refused', () => {
    const r = play(
      ['Battle Screech', 'Savannah Lions', 'Grizzly Bears'],
      { graveyard: ['Battle Screech'], battlefield: ['Savannah Lions', 'Savannah Lions', 'Grizzly Bears'] },
      {},
      [cast],
    )
    expect(out(r).rejected?.length).toBe(1)
    expect(out(r).players[0].graveyard).toContain('Battle Screech')
  })

  it('CR 702.34a: every flashback cost of the shape "Tap N untapped …" is read as that tapping', () => {
    const unread: string[] = []
    for (const { face, tree } of compiledFaces()) {
      const line = face.oracleText.split('\n').find((l) => /^Flashback\s*[—-]\s*Tap .* untapped/i.test(l))
      if (line && !tree.flashbackExtra?.tapUntapped) unread.push(`${face.name}: ${line}`)
    }
    expect(unread).toEqual([])
  }, 120_000)
})

describe('flashback costs the engine cannot pay (CR 702.34a)', () => {
  it('CR 702.34a: every card with a flashback line can be cast with flashback, its cost run or paid by hand', () => {
    const uncastable: string[] = []
    const byHand: string[] = []
    for (const { face, tree } of compiledFaces()) {
      const line = face.oracleText.split('\n').find((l) => /^Flashback(\s*[—-]|\s+\{)/.test(l))
      if (!line) continue
      if (!tree.flashback) uncastable.push(`${face.name}: ${line}`)
      if (tree.flashbackByHand) byHand.push(face.name)
    }
    console.log(`flashback by hand: ${byHand.length}: ${byHand.slice(0, 12).join('; ')}`)
    expect(uncastable).toEqual([])
  }, 120_000)
})

describe('a flashback cost paid by hand (CR 702.34a)', () => {
  it('CR 702.34a: Flash of Insight is cast from the graveyard, {1}{U} paid and its exiling logged as paid by hand', () => {
    const r = play(['Flash of Insight'], { graveyard: ['Flash of Insight'], battlefield: ['Island', 'Island'] }, {}, [
      { player: 0, type: 'cast', card: 'Flash of Insight', from: 'graveyard', x: 0 },
    ])
    expect(out(r).rejected?.map((x) => x.reason) ?? []).toEqual([])
    expect(out(r).stack).toEqual(['Flash of Insight'])
    expect(out(r).log.join('\n')).toMatch(/pays the flashback cost by hand: \{1\}\{U\}, Exile X blue cards/)
    expect(out(r).players[0].battlefield.filter((o) => o.tapped).length).toBe(2)
  })
})
