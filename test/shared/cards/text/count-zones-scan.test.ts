// Every card of the shared AtomicCards with these amount shapes (not only the examples): "the greatest toughness /
// highest mana value among …" (CR 208.1, 202.3), cards counted in a library, a target player's zone, the opponents'
// zones, of a subtype or a colour (CR 400.1, 205.3, 105.2), and "that spell's mana value" (CR 608.2h). Each either
// compiles to its count or leaves its line by hand; none is read as another count. "For each other attacking Goblin"
// (CR 506.4) counts only that subtype's attacking creatures.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Count } from '../../../../src-shared/engine/ast'
import { compiledFaces, walk, type CompiledFace } from '../../../support/compiledFaces'

/** The counts in a face's tree. */
function countsOf(tree: unknown): Count[] {
  const out: Count[] = []
  walk(tree, (node) => {
    const c = node.count
    if (c && typeof c === 'object' && 'of' in c) out.push(c as Count)
    if (node.forEachCount && typeof node.forEachCount === 'object') out.push(node.forEachCount as Count)
    if (node.perCount && typeof node.perCount === 'object') out.push(node.perCount as Count)
  })
  return out
}

const text = (s: string) => s.replace(/\([^)]*\)/g, '').toLowerCase()

/** The faces with the phrase in a line the engine runs (a scaled mana ability included): those whose counts hold
 *  `fits`, and those whose don't. */
function survey(phrase: RegExp, fits: (c: Count) => boolean) {
  let read = 0
  const wrong: string[] = []
  for (const { face, tree } of compiledFaces() as CompiledFace[]) {
    if (!phrase.test(text(face.oracleText))) continue
    const run = tree.lines.some((l) => l.automated && phrase.test(text(l.text)))
    const mana = (face.manaAbilities ?? []).some((a) => a.scaled && phrase.test(text(a.text)))
    if (!run && !mana) continue
    if (mana) {
      read++
      continue
    }
    if (countsOf(tree).some(fits)) read++
    else wrong.push(face.name)
  }
  return { read, wrong }
}

describe('counts of the greatest and of cards in zones, on every card', () => {
  beforeAll(() => void compiledFaces(), 240_000) // every face compiled once (about 10 s of CPU)

  it('CR 208.1, 202.3: "the greatest / highest power, toughness or mana value among …" counts that value', () => {
    for (const [word, what] of [
      ['power', undefined],
      ['toughness', 'toughness'],
      ['mana value', 'manaValue'],
    ] as const) {
      const { read, wrong } = survey(
        new RegExp(`\\bthe (?:greatest|highest) ${word} among (?!cards)`),
        (c) => c.of === 'greatestPower' && c.what === what,
      )
      expect(wrong, word).toEqual([])
      expect(read, word).toBeGreaterThanOrEqual(word === 'toughness' ? 3 : 5)
    }
  })

  it('CR 208.1: "the greatest power and/or toughness", "among creature cards in your graveyard" stay by hand', () => {
    const run: string[] = []
    for (const { face, tree } of compiledFaces())
      for (const l of tree.lines)
        if (
          l.automated &&
          /\bgreatest power and\/or toughness\b|\b(?:greatest|highest) (?:power|toughness|mana value) among [a-z ]*cards in\b/.test(
            text(l.text),
          )
        )
          run.push(face.name)
    expect(run).toEqual([])
  })

  it('CR 400.1: "cards in your library", "in target player\'s / opponent\'s …", "in your opponents\' …" count there', () => {
    const zones: [RegExp, (c: Extract<Count, { of: 'cards' }>) => boolean, number][] = [
      [/\bcards? in your library\b/, (c) => c.zone === 'library' && c.whose === 'you', 0],
      [
        /\bcards? in target (?:player|opponent)'s (?:hand|graveyard)\b/,
        (c) => typeof c.whose === 'number' && c.whose >= 0,
        3,
      ],
      [/\bcards? in your opponents' (?:hands|graveyards)\b/, (c) => c.whose === 'opponents', 2],
    ]
    for (const [phrase, fits, least] of zones) {
      const { read, wrong } = survey(phrase, (c) => c.of === 'cards' && fits(c))
      expect(wrong, String(phrase)).toEqual([])
      expect(read, String(phrase)).toBeGreaterThanOrEqual(least)
    }
  })

  it('CR 205.3, 105.2: "<Subtype> card(s) in …" and "<colour> … card(s) in …" count that subtype or colour', () => {
    const subtype = survey(
      /\b(?:for each|the number of) (?:elf|zombie|arcane|elemental|spirit|goblin|sliver|dragon|human) cards? in\b/,
      (c) => c.of === 'cards' && !!c.subtype,
    )
    expect(subtype.wrong).toEqual([])
    expect(subtype.read).toBeGreaterThanOrEqual(3)
    const color = survey(
      /\b(?:for each|the number of) (?:white|blue|black|red|green) (?:[a-z]+ )?cards? in\b/,
      (c) => c.of === 'cards' && !!c.color,
    )
    expect(color.wrong).toEqual([])
    expect(color.read).toBeGreaterThanOrEqual(1)
  })

  it("CR 608.2h: \"that spell's / that card's / that artifact's mana value\" is the target named before", () => {
    const { read, wrong } = survey(
      /\bthat (?:spell|card|artifact|enchantment|permanent|land)'s mana value\b/,
      (c) => c.of === 'manaValue' && typeof c.whose === 'number' && c.whose >= 0,
    )
    expect(wrong).toEqual([])
    expect(read).toBeGreaterThanOrEqual(10)
  })

  it('CR 506.4: "for each [other] attacking <Subtype>" counts that subtype\'s attacking creatures', () => {
    const { read, wrong } = survey(
      /\bfor each (?:other )?attacking (?!creature)[a-z]+\b/,
      (c) => c.of === 'permanents' && !!c.spec.attacking && !!c.spec.subtype,
    )
    expect(wrong).toEqual([])
    expect(read).toBeGreaterThanOrEqual(5)
  })

  it('CR 611.2a: "gain trample and get +X/+X" is one pump with the keywords and the bonus, or by hand', () => {
    const phrase = /\bgains? [a-z ]+ and gets? [+-][0-9x]+\/[+-][0-9x]+/
    const wrong: string[] = []
    let read = 0
    for (const { face, tree } of compiledFaces()) {
      if (!tree.lines.some((l) => l.automated && phrase.test(text(l.text)))) continue
      let pumped = false
      walk(tree, (node) => {
        if (node.kind === 'pump' && (node.keywords as string[]).length && node.power !== 0) pumped = true
      })
      if (pumped) read++
      else wrong.push(face.name)
    }
    expect(wrong).toEqual([])
    expect(read).toBeGreaterThanOrEqual(3)
  })
})
