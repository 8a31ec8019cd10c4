// The Oracle-text compiler: old and current wording, triggers kept even when their effect isn't read, and
// describe(parse(text)) reading back as the same meaning (parsing the description gives the same ability tree).
import { describe, expect, it } from 'vitest'
import '../../../src-shared/variants'
import { readEffectText } from '../../../src-shared/engine/abilities'
import { compileFace } from '../../../src-shared/text/compile'
import { describeEffect } from '../../../src-shared/text/effects/registry'
import { specText } from '../../../src-shared/engine/specText'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import type { CardFace } from '../../../src-shared/cards/model'

const face = (name: string, text: string, types = ['Creature']): CardFace =>
  ({
    name,
    manaCost: null,
    manaCostText: '',
    manaValue: 0,
    typeLine: types.join(' '),
    supertypes: [],
    types,
    subtypes: [],
    oracleText: text,
    colors: [],
    keywords: [],
    loyaltyAbilities: [],
    manaAbilities: [],
  }) as CardFace

describe('Oracle text compiler', () => {
  it('CR 603.6a: reads the old and the current wording of an enters trigger alike', () => {
    const old = compileFace(face('Elvish Visionary', 'When Elvish Visionary enters the battlefield, draw a card.'))
    const now = compileFace(face('Elvish Visionary', 'When this creature enters, draw a card.'))
    expect(old.triggers[0].event).toEqual({ on: 'enters', who: 'self' })
    expect(now.triggers[0]).toMatchObject({ event: old.triggers[0].event, automated: true })
    expect(now.triggers[0].effect.effects).toEqual(old.triggers[0].effect.effects)
  })

  it('CR 614.1c: "This land enters tapped." is read', () => {
    expect(compileFace(face('Gate', 'This land enters tapped.', ['Land'])).statics).toEqual([{ kind: 'entersTapped' }])
  })

  it('CR 603.2: a trigger whose effect is not read is still compiled from its event and marked by hand', () => {
    const guide = compileFace(
      face(
        'Mijae Djinn',
        'Haste\nWhenever Mijae Djinn attacks, flip a coin. If you lose the flip, remove Mijae Djinn from combat and tap it.',
      ),
    )
    expect(guide.triggers).toHaveLength(1)
    expect(guide.triggers[0]).toMatchObject({ event: { on: 'attacks', who: 'self' }, automated: false })
    expect(guide.lines.map((l) => l.automated)).toEqual([true, false])
  })

  it('reads "it" as the card itself in "Sacrifice ~: It deals 1 damage to any target." (Mogg Fanatic)', () => {
    const fanatic = compileFace(face('Mogg Fanatic', 'Sacrifice Mogg Fanatic: It deals 1 damage to any target.'))
    expect(fanatic.activated[0]).toMatchObject({ sacrificeSelf: true, payable: true, automated: true })
    expect(fanatic.activated[0].effects).toEqual([{ kind: 'damage', amount: 1, target: 0 }])
  })

  it("CR 700.2: reads a modal spell's modes", () => {
    const charm = compileFace(
      face('Test Charm', 'Choose one —\n• Test Charm deals 2 damage to any target.\n• Draw a card.', ['Instant']),
    )
    expect(charm.spell?.modes?.count).toBe(1)
    expect(charm.spell?.modes?.choices.map((c) => c.effects[0].kind)).toEqual(['damage', 'draw'])
  })

  it('describe(parse(text)) reads back as the same meaning on the starter pool', () => {
    let checked = 0
    for (const def of starterCardDefinitions()) {
      const spell = def.faces[0].types.some((t) => t === 'Instant' || t === 'Sorcery')
      const read = spell ? compileFace(def.faces[0]).spell : null
      if (!read?.automated || read.modes) continue
      const d = { target: (i: number) => `target ${specText(read.targets[i]).replace(/^any target$/, 'any')}` }
      const text = read.effects
        .map((e) => describeEffect(e, d))
        .join('. ')
        .replace(/target any/g, 'any target')
      const again = readEffectText(text.replace(/~/g, def.name) + '.', def.name)
      expect(again.automated, `${def.name}: "${text}"`).toBe(true)
      expect(again.effects, `${def.name}: "${text}"`).toEqual(read.effects)
      checked++
    }
    expect(checked).toBeGreaterThan(20)
  })
})
