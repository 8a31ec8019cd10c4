// Multikicker (CR 702.33c): a kicker paid any number of times as the spell is cast; the spell is kicked (CR 702.33d)
// and "for each time it was kicked" counts the payments, on the stack and on the permanent it becomes. The scan
// runs every multikicker card of AtomicCards, or keeps its line by hand with a reason.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { PASS, permanent, play, seat } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

const lands = (name: string, n: number) => Array.from({ length: n }, () => name)

describe('multikicker (CR 702.33c)', () => {
  it('CR 702.33c: Apex Hawks kicked twice enters with two +1/+1 counters, paying {2}{W} and {1}{W} twice', () => {
    const hawks = (multikicker: number, n: number) =>
      play(
        ['Apex Hawks'],
        { ann: { hand: ['Apex Hawks'], battlefield: lands('Plains', n) } },
        [{ player: 0, type: 'cast', card: 'Apex Hawks', multikicker }, ...PASS],
        true,
      )
    const p = hawks(2, 7)
    expect(p.out.rejected ?? []).toEqual([])
    expect(permanent(p, 0, 'Apex Hawks').counters).toEqual({ '+1/+1': 2 })
    expect(seat(p, 0).battlefield.filter((b) => b.name === 'Plains' && b.tapped)).toHaveLength(7)
    // Six Plains pay it once, not twice.
    expect(hawks(2, 6).out.rejected?.[0]?.index).toBe(0)
    expect(permanent(hawks(1, 6), 0, 'Apex Hawks').counters).toEqual({ '+1/+1': 1 })
  })

  it('CR 702.33c: Wolfbriar Elemental makes a Wolf for each kick, the count kept by the permanent', () => {
    const p = play(
      ['Wolfbriar Elemental', 'Unsummon'],
      { ann: { hand: ['Wolfbriar Elemental', 'Unsummon'], battlefield: lands('Forest', 7) } },
      [{ player: 0, type: 'cast', card: 'Wolfbriar Elemental', multikicker: 3 }, ...PASS, ...PASS],
    )
    expect(seat(p, 0).battlefield.filter((b) => b.name === 'Wolf')).toHaveLength(3)
    // The count stays with the permanent its spell became.
    const id = p.state.battlefield.find((i) => p.state.cards[p.state.objects[i].def]?.name === 'Wolfbriar Elemental')!
    expect(p.state.objects[id].timesKicked).toBe(3)
  })

  it('CR 702.33c: the computer and the table are offered the spell kicked once, twice and three times', async () => {
    const { castOptions } = await import('../../../../src-shared/engine/actions/casting')
    const p = play(['Gnarlid Pack'], { ann: { hand: ['Gnarlid Pack'], battlefield: lands('Forest', 8) } })
    const id = p.state.players[0].zones.hand[0]
    const opts = castOptions(p.state, 0, id)
    expect(opts.map((a) => a.multikicker ?? (a.kicked ? 1 : 0)).sort()).toEqual([0, 1, 2, 3])
  })

  it('CR 702.33c: every multikicker card of AtomicCards reads its cost; its counts run or stay by hand', () => {
    const keyword = scanLines(/^Multikicker \{/)
    expect(keyword.length).toBeGreaterThanOrEqual(18)
    expect(keyword.filter((l) => !l.automated).map((l) => l.name)).toEqual([])
    for (const l of keyword) expect(l.templates.has('cast:multikicker'), l.name).toBe(true)
    const counted = scanLines(/(times? (it|this spell|[A-Z][\w ,'-]*) was kicked)/)
    const c = classOf(counted, 'amount:count.timesKicked')
    expect(c.missing).toEqual([])
    expect(c.run.length).toBeGreaterThanOrEqual(12)
    for (const name of ['Everflowing Chalice', 'Apex Hawks', 'Lightkeeper of Emeria', 'Wolfbriar Elemental'])
      expect(c.run, name).toContain(name)
    // "up to X targets, where X is the number of times …" and "another target for each time …" pick their
    // targets by a count of the cast: by hand, with a reason.
    for (const name of ['Voyager Drake', "Marshal's Anthem", 'Comet Storm', 'Strength of the Tajuru'])
      expect(c.byHand[name], name).toBeTruthy()
  }, 120_000)
})
