// "Whenever a player taps a land for mana, …" (CR 603.2, 605.1b): a trigger on a {T} mana ability that adds no mana
// uses the stack; one that adds mana is a mana ability itself (CR 605.1b) and never goes on the stack.
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines } from '../../../support/realCards'
import { BEN_PASS, BENS_TURN, PASS, play, seat } from '../../../support/verify/harness'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'

describe('a land tapped for mana (CR 603.2)', () => {
  beforeAll(loadScanData, 60_000)

  it('CR 603.2: Manabarbs deals 1 damage to each player who taps a land for mana, for each land', () => {
    expect(manualLines('Manabarbs')).toEqual([])
    // Ben casts Hill Giant with four Mountains (auto-tap): four triggers, 4 damage to Ben; Ann is untouched.
    const p = play(
      ['Manabarbs'],
      {
        ...BENS_TURN,
        ann: { battlefield: ['Manabarbs'] },
        ben: { hand: ['Hill Giant'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      },
      [{ player: 1, type: 'cast', card: 'Hill Giant' }, ...Array(5).fill(BEN_PASS).flat()],
    )
    expect(seat(p, 1).battlefield.filter((b) => b.name === 'Hill Giant')).toHaveLength(1)
    expect(seat(p, 1).life).toBe(16)
    expect(seat(p, 0).life).toBe(20)
  })

  it('CR 603.2, 205.4: Burning Earth triggers for a nonbasic land, not for a basic one', () => {
    expect(manualLines('Burning Earth')).toEqual([])
    const tap = (land: string) =>
      play(['Burning Earth', land], { ann: { battlefield: ['Burning Earth', land] } }, [
        { player: 0, type: 'activateMana', card: land },
        ...PASS,
      ])
    expect(seat(tap('Mountain'), 0).life).toBe(20)
    expect(seat(tap('Ancient Tomb'), 0).life).toBe(20 - 2 - 1) // the Tomb's own 2 damage, then Burning Earth's 1
  })

  it('CR 605.1b: a trigger that adds mana (Mana Flare) adds its mana at once, never a trigger on the stack', () => {
    // Mana Flare: Ann taps a Forest for mana and has {G}{G} at once, with nothing on the stack.
    const p = play(['Mana Flare'], { ann: { battlefield: ['Mana Flare', 'Forest'] } }, [
      { player: 0, type: 'activateMana', card: 'Forest' },
    ])
    expect(p.state.stack).toEqual([])
    expect(p.state.players[0].manaPool.map((u) => u.type)).toEqual(['G', 'G'])
  })

  it('every "whenever … tap(s) a … for mana" line is run with its event, or left by hand with a reason', () => {
    const lines = scanLines(/^whenever (?:a player|an opponent|you) taps? an? [^,]* for mana, /i)
    const adds = lines.filter((l) => / adds? /i.test(l.text.slice(l.text.indexOf(','))))
    const c = classOf(
      lines.filter((l) => !adds.includes(l)),
      'trigger:tapsForMana',
    )
    expect(c.run).toEqual(expect.arrayContaining(['Manabarbs', 'Burning Earth', 'Scald', 'Sanctimony']))
    expect(c.missing).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
    // A line that adds mana is never run as a trigger that uses the stack (CR 605.1b).
    expect(adds.length).toBeGreaterThan(5)
    for (const l of adds) expect(l.automated && !l.templates.has('mana:trigger'), l.name).toBe(false)
  })
})
