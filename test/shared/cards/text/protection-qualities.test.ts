// Protection from qualities beyond colours and three card types (CR 702.16a): subtypes ("from Demons and from
// Dragons", "from Arcane"), multicolored, all colors; printed, or granted by an Equipment ("from red and from blue").
import { describe, expect, it } from 'vitest'
import { manualLines } from '../../../support/realCards'
import { cast, onField, permanent, play, ready } from '../../../support/verify/harness'

const blockWith = (attacker: string, blocker: string) =>
  play(
    [attacker, blocker],
    { ann: { battlefield: [ready(attacker)] }, ben: { battlefield: [blocker] } },
    [
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
      { type: 'passUntil', step: 'declareBlockers' },
      { player: 1, type: 'declareBlockers', blockers: [{ card: blocker, blocks: `0:${attacker}` }] },
    ],
    true,
  )

describe('protection from a quality (CR 702.16)', () => {
  it("CR 702.16e: Baneslayer Angel can't be blocked by a Dragon, and can be by an Angel", () => {
    expect(manualLines('Baneslayer Angel')).toEqual([])
    expect(blockWith('Baneslayer Angel', 'Shivan Dragon').out.rejected).toHaveLength(1)
    expect(blockWith('Baneslayer Angel', 'Serra Angel').out.rejected ?? []).toEqual([])
  })

  it("CR 702.16b: Kitsune Riftwalker can't be the target of an Arcane spell, and can be of another instant", () => {
    expect(manualLines('Kitsune Riftwalker')).toEqual([])
    const cards = ['Kitsune Riftwalker', 'Glacial Ray', 'Shock']
    const bolt = (spell: string) =>
      play(
        cards,
        { ann: { hand: [spell], battlefield: ['Mountain', 'Mountain'] }, ben: { battlefield: ['Kitsune Riftwalker'] } },
        cast(spell, { targets: ['1:Kitsune Riftwalker'] }),
        true,
      )
    expect(bolt('Glacial Ray').out.rejected).toHaveLength(1)
    expect(onField(bolt('Shock'), 1, 'Kitsune Riftwalker')).toBe(0)
  })

  it("CR 702.16b, 702.16a: Enemy of the Guildpact can't be targeted by a multicolored spell, and can by a red one", () => {
    expect(manualLines('Enemy of the Guildpact')).toEqual([])
    const cards = ['Enemy of the Guildpact', 'Lightning Helix', 'Lightning Bolt']
    const at = (spell: string) =>
      play(
        cards,
        {
          ann: { hand: [spell], battlefield: ['Mountain', 'Plains'] },
          ben: { battlefield: ['Enemy of the Guildpact'] },
        },
        cast(spell, { targets: ['1:Enemy of the Guildpact'] }),
        true,
      )
    expect(at('Lightning Helix').out.rejected).toHaveLength(1)
    expect(onField(at('Lightning Bolt'), 1, 'Enemy of the Guildpact')).toBe(0)
  })

  it('CR 702.16b, 702.16c: Sword of Fire and Ice gives protection from red and from blue, not from black', () => {
    expect(manualLines('Sword of Fire and Ice')).toEqual([])
    const cards = ['Sword of Fire and Ice', 'Lightning Bolt', 'Disfigure', 'Grizzly Bears']
    const at = (spell: string, land: string) =>
      play(
        cards,
        {
          ann: { hand: [spell], battlefield: [land] },
          ben: { battlefield: ['Grizzly Bears', { name: 'Sword of Fire and Ice', attachedTo: 'Grizzly Bears' }] },
        },
        cast(spell, { targets: ['1:Grizzly Bears'] }),
        true,
      )
    expect(at('Lightning Bolt', 'Mountain').out.rejected).toHaveLength(1)
    const black = at('Disfigure', 'Swamp')
    expect(black.out.rejected ?? []).toEqual([])
    // Disfigure resolves: the 4/4 Bears (+2/+2 from the Sword) are 2/2 until end of turn.
    expect(permanent(black, 1, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 })
  })
})
