// An Aura's or Equipment's own leaves-the-battlefield trigger reads "enchanted creature" / "equipped creature" as what
// it was attached to as it left (CR 603.10a, 608.2h): Parallax Dementia destroys the creature it enchanted.
import { beforeAll, describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine'
import { compiledFaces, legalSomewhere } from '../../../support/compiledFaces'
import { out, passBoth, play } from '../../../support/realCards'

const TESTED = ['Parallax Dementia', "Oathkeeper, Takeno's Daisho"]

describe('an attachment leaving reads what it was attached to (CR 603.10a)', () => {
  it('CR 603.10a: Parallax Dementia, destroyed, destroys the creature it enchanted', () => {
    const r = play(
      ['Parallax Dementia', 'Disenchant', 'Grizzly Bears'],
      { hand: ['Parallax Dementia', 'Disenchant'], battlefield: ['Swamp', 'Swamp', 'Plains', 'Plains'] },
      { battlefield: ['Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Parallax Dementia', targets: ['1:Grizzly Bears'] },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Disenchant', targets: ['Parallax Dementia'] },
        ...passBoth,
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].battlefield.map((b) => b.name)).not.toContain('Grizzly Bears')
    expect(out(r).players[1].graveyard).toContain('Grizzly Bears')
  })

  it("CR 603.10a: Oathkeeper, Takeno's Daisho, put into a graveyard, exiles the creature it equipped", () => {
    const r = play(
      ["Oathkeeper, Takeno's Daisho", 'Shatter', 'Grizzly Bears'],
      {
        hand: ['Shatter'],
        battlefield: [
          { name: "Oathkeeper, Takeno's Daisho", attachedTo: 'Grizzly Bears' },
          'Grizzly Bears',
          'Mountain',
          'Mountain',
        ],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Shatter', targets: ["Oathkeeper, Takeno's Daisho"] },
        ...passBoth,
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].exile).toContain('Grizzly Bears')
  })
})

describe('scan of every compiled face: attachments whose own leaving trigger names their host', () => {
  beforeAll(() => void compiledFaces(), 240_000) // every face compiled once

  it('CR 603.10a: every run trigger of the shape is one played above', () => {
    const found = new Set<string>()
    for (const { def, tree } of compiledFaces()) {
      if (!legalSomewhere(def) || def.isFunny) continue
      for (const t of tree.triggers) {
        const ev = t.event as { on: string; who?: string; self?: boolean }
        const own = ['leaves', 'dies', 'diesInto'].includes(ev.on) && (ev.who === 'self' || !!ev.self)
        if (own && t.automated && JSON.stringify(t.effect.effects).includes('"host"')) found.add(def.name)
      }
    }
    expect([...found].sort()).toEqual([...TESTED].sort())
    expect(explainCard(compiledFaces().find((c) => c.def.name === 'Parallax Dementia')!.def).automated).toBe(true)
  })
})
