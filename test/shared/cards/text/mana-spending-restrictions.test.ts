// "Spend this mana only to cast artifact spells or activate abilities of artifacts" (CR 106.6): the mana keeps its
// restriction however it was made (tapped by name or by auto-tap), pays for what the restriction names (a spell's
// types, subtypes, colours, supertypes; an ability's source), and nothing else. A restriction the engine doesn't
// read leaves its line by hand. The scan covers every such mana ability of AtomicCards.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { abilityRider, readManaAbilities } from '@shared/mana'
import { manualLines, out, play } from '../../../support/realCards'
import { sharedDataPath } from '../../../support/sharedData'

const tapDepotForGreen = { player: 0, type: 'activateMana', card: 'Power Depot', produce: 'G' }

describe('restricted mana', () => {
  it("CR 106.6: Power Depot's coloured mana tapped by name can't pay for a creature spell", () => {
    expect(manualLines('Power Depot')).toEqual([])
    const r = play(
      ['Power Depot', 'Grizzly Bears'],
      { hand: ['Grizzly Bears'], battlefield: ['Power Depot', 'Forest'] },
      {},
      [tapDepotForGreen, { player: 0, type: 'cast', card: 'Grizzly Bears' }],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([1])
    expect(out(r).players[0].hand).toEqual(['Grizzly Bears'])
  })

  it("CR 106.6: Power Depot's coloured mana pays for an artifact spell and for an artifact's activated ability", () => {
    const spell = play(
      ['Power Depot', 'Millstone'],
      { hand: ['Millstone'], battlefield: ['Power Depot', 'Forest'] },
      {},
      [
        tapDepotForGreen,
        { player: 0, type: 'cast', card: 'Millstone' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    expect(out(spell).rejected ?? []).toEqual([])
    expect(out(spell).players[0].battlefield.map((b) => b.name)).toContain('Millstone')
    const ability = play(['Power Depot', 'Millstone'], { battlefield: ['Power Depot', 'Forest', 'Millstone'] }, {}, [
      tapDepotForGreen,
      { player: 0, type: 'activate', card: 'Millstone', ability: 0, targets: ['player:1'] },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    expect(out(ability).rejected ?? []).toEqual([])
    expect(out(ability).players[1].library).toBe(3) // five Islands, two milled
  })

  it("CR 106.6: Mishra's Workshop's mana casts an artifact spell, not a creature spell", () => {
    expect(manualLines("Mishra's Workshop")).toEqual([])
    const artifact = play(
      ["Mishra's Workshop", 'Cathodion'],
      { hand: ['Cathodion'], battlefield: ["Mishra's Workshop"] },
      {},
      [{ player: 0, type: 'cast', card: 'Cathodion' }],
    )
    expect(out(artifact).stack).toEqual(['Cathodion'])
    const creature = play(
      ["Mishra's Workshop", 'Grizzly Bears'],
      { hand: ['Grizzly Bears'], battlefield: ["Mishra's Workshop", 'Forest'] },
      {},
      [{ player: 0, type: 'cast', card: 'Grizzly Bears' }],
    )
    expect(out(creature).rejected?.map((x) => x.index)).toEqual([0])
  })

  it("CR 106.6, 105.2c: Eldrazi Temple's {C}{C} pays for a colorless Eldrazi spell, not another colorless spell", () => {
    const eldrazi = play(
      ['Eldrazi Temple', 'Matter Reshaper', 'Wastes'],
      { hand: ['Matter Reshaper'], battlefield: ['Eldrazi Temple', 'Wastes'] },
      {},
      [{ player: 0, type: 'cast', card: 'Matter Reshaper' }],
    )
    expect(out(eldrazi).stack).toEqual(['Matter Reshaper'])
    const other = play(
      ['Eldrazi Temple', 'Cathodion', 'Wastes'],
      { hand: ['Cathodion'], battlefield: ['Eldrazi Temple', 'Wastes'] },
      {},
      [{ player: 0, type: 'cast', card: 'Cathodion' }],
    )
    expect(out(other).rejected?.map((x) => x.index)).toEqual([0])
  })

  it('CR 106.6: a restriction the engine does not read keeps its line by hand (Elfhame Druid)', () => {
    expect(manualLines('Elfhame Druid')).toEqual(['{T}: Add {G}{G}. Spend this mana only to cast kicked spells.'])
  })
})

describe('restricted mana, every card', () => {
  it('CR 106.6: every mana ability of AtomicCards with "Spend this mana only …" has its restriction read, or its rider by hand', () => {
    const data = (
      JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as {
        data: Record<string, { name: string; faceName?: string; text?: string; subtypes?: string[] }[]>
      }
    ).data
    const read: Record<string, string> = {}
    const byHand: string[] = []
    for (const [card, faces] of Object.entries(data))
      for (const f of faces) {
        if (!/spend this mana only/i.test(f.text ?? '')) continue
        const { abilities, unsupported } = readManaAbilities(f.text ?? '', f.subtypes ?? [], f.faceName ?? card)
        for (const a of abilities.filter((x) => /spend this mana only/i.test(x.text))) {
          const restriction = abilityRider(a.text).restriction
          if (restriction !== undefined) read[card] = restriction
          else {
            expect(
              unsupported.some((u) => /spend this mana only/i.test(u)),
              card,
            ).toBe(true)
            byHand.push(card)
          }
        }
      }
    expect(Object.keys(read)).toHaveLength(42)
    expect(read).toMatchObject({
      'Power Depot': 'to cast artifact spells or activate abilities of artifacts',
      "Mishra's Workshop": 'artifact',
      'Eldrazi Temple': 'to cast colorless eldrazi spells or activate abilities of colorless eldrazi',
      'Pillar of the Paruns': 'multicolored',
      'Sliver Hive': 'sliver',
      'Untaidake, the Cloud Keeper': 'legendary',
      'Soldevi Machinist': 'to activate abilities of artifacts',
      "Chandra's Embercat": 'elemental spell or a chandra planeswalker',
      'Cavern of Souls': 'to cast a creature spell of the chosen type',
    })
    expect(byHand).toHaveLength(19)
    expect(byHand).toEqual(expect.arrayContaining(['Elfhame Druid', 'Adarkar Unicorn', "Titans' Nest"]))
  }, 60_000)
})
