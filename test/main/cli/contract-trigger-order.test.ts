// The contract's `choose` `order` (additions of 2026-11-24, CR 603.3b) when one source has two triggered abilities at
// once (an evoked Shriekmaw's "destroy" and its evoke sacrifice): "Name#2" names that source's second ability, words of
// an ability's text name it too, and `waitingFor` lists the abilities by those names.
import { describe, expect, it } from 'vitest'
import { normalBoard, PASS } from '../../support/hearthScenario'

const lands = (name: string, n: number) => Array.from({ length: n }, () => name)
const evoked = (order?: string[]) =>
  normalBoard(
    ['Shriekmaw'],
    { hand: ['Shriekmaw'], battlefield: lands('Swamp', 2) },
    { battlefield: ['Grizzly Bears'] },
    [
      { player: 0, type: 'cast', card: 'Shriekmaw', alternative: 'evoke' },
      ...PASS,
      ...(order ? [{ player: 0, type: 'choose', order }] : []),
    ],
  )

describe('choose order: two abilities of one source (CR 603.3b)', () => {
  it('waitingFor lists them as "Shriekmaw#1" and "Shriekmaw#2", with their texts', async () => {
    const r = await evoked()
    expect(r.out.waitingFor.decision).toBe('triggerOrder')
    const abilities = r.out.waitingFor.abilities as { source: string; text: string }[]
    expect(abilities.map((a) => a.source)).toEqual(['Shriekmaw#1', 'Shriekmaw#2'])
    expect(abilities.some((a) => /destroy target nonartifact, nonblack creature/i.test(a.text))).toBe(true)
  }, 120_000)

  it('"#k" and words of the text pick which goes on the stack first; the last put resolves first (CR 608.1)', async () => {
    const first = await evoked()
    const labels = (first.out.waitingFor.abilities as { source: string; text: string }[]).map((a) =>
      /destroy/i.test(a.text) ? 'destroy' : 'sacrifice',
    )
    const destroyLabel = `Shriekmaw#${labels.indexOf('destroy') + 1}`
    const sacrificeLabel = `Shriekmaw#${labels.indexOf('sacrifice') + 1}`
    for (const order of [
      [destroyLabel, sacrificeLabel],
      ['evoke', 'destroy target'],
    ]) {
      const r = await evoked(order)
      expect(r.out.rejected).toEqual([])
      // The destroy ability waits for its target after the order is chosen (CR 603.3d).
      expect(r.out.waitingFor).toMatchObject({ player: 0, decision: 'triggerTargets' })
    }
    const bad = await evoked(['Shriekmaw#3', 'Shriekmaw'])
    expect(bad.out.rejected[0].reason).toMatch(/"Shriekmaw#3" is not the source .*\(Shriekmaw#1, Shriekmaw#2\)/)
  }, 120_000)
})
