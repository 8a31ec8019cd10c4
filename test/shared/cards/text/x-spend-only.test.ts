// "Spend only black mana on X" (Consume Spirit, Drain Life) and "… black and/or red mana on X" (Soul Burn): the X of
// the spell is paid only with those colours (CR 107.3, 601.2g). The scan reads every such line of a spell, and keeps
// an activated ability's by hand.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { play, seat } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

describe('an X paid with one colour only (CR 107.3)', () => {
  it('CR 107.3, 601.2g: Drain Life with X = 3 costs {1}{B}{B}{B}{B}: a Forest pays its {1} but not its X', () => {
    const drain = (battlefield: string[]) =>
      play(
        ['Drain Life'],
        { ann: { hand: ['Drain Life'], battlefield } },
        [{ player: 0, type: 'cast', card: 'Drain Life', targets: ['player:1'], x: 3 }],
        true,
      )
    expect(drain(['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Forest']).out.rejected ?? []).toEqual([])
    const p = drain(['Swamp', 'Swamp', 'Swamp', 'Forest', 'Forest'])
    expect(p.out.rejected?.[0]?.index).toBe(0)
    expect(seat(p, 0).hand).toEqual(['Drain Life'])
  })

  it('CR 107.3: every spell\'s "Spend only … mana on X" is cast:xSpendOnly; an ability\'s stays by hand', () => {
    const lines = scanLines(/^Spend only [^.]* mana on X\.$/)
    const c = classOf(lines, 'cast:xSpendOnly')
    expect(c.missing).toEqual([])
    expect([...c.run].sort()).toEqual(['Consume Spirit', 'Drain Life', 'Soul Burn'])
    // "Spend only colored mana on X" names no colour: by hand.
    const colored = scanLines(/Spend only colored mana on X/)
    expect(colored.map((l) => [l.name, l.automated])).toEqual([['Emblazoned Golem', false]])
    // On an activated ability's line, the ability stays by hand.
    const abilities = scanLines(/: .* Spend only [^.]* mana on X\.$/)
    expect(abilities.filter((l) => l.automated).map((l) => l.name)).toEqual([])
  }, 60_000)
})
