// Every card of each amount shape in the shared AtomicCards (not only the examples): devotion (CR 700.5),
// arithmetic on a count (CR 107.1), what "that player" has (CR 603.2) and what was lost or dealt "this way"
// (CR 608.2c) either compile to their count or leave the
// line by hand (with its reason, `cards explain`), never read as something else.
import { beforeAll, describe, expect, it } from 'vitest'
import type { FaceAbilities } from '../../../../src-shared/engine/ast'
import { compiledFaces, walk } from '../../../support/compiledFaces'

const COLOR = '(?:white|blue|black|red|green)'

/** The faces whose text has the phrase: how many compiled it to the count, and those that did neither. */
function survey(phrase: RegExp, compiled: (json: string) => boolean) {
  let read = 0
  const neither: string[] = []
  for (const { face, tree } of compiledFaces()) {
    const text = face.oracleText.replace(/\([^)]*\)/g, '')
    if (!phrase.test(text.toLowerCase())) continue
    // A scaled mana ability ("Add an amount of {G} equal to …") is read by the mana layer with the same counts.
    const mana = (face.manaAbilities ?? []).some((a) => a.scaled && phrase.test(a.text.toLowerCase()))
    if (compiled(JSON.stringify(tree)) || (mana && !byHand(tree, phrase))) read++
    else if (!byHand(tree, phrase)) neither.push(face.name)
  }
  return { read, neither }
}

/** A line with the phrase is left by hand. */
const byHand = (tree: FaceAbilities, phrase: RegExp) =>
  tree.lines.some((l) => !l.automated && phrase.test(l.text.replace(/\([^)]*\)/g, '').toLowerCase()))

describe('amount shapes, on every card', () => {
  beforeAll(() => void compiledFaces(), 240_000) // every face compiled once (about 10 s of CPU)

  it('CR 700.5: "your devotion to <colour> [and <colour>]" is a devotion count or by hand', () => {
    const { read, neither } = survey(new RegExp(`\\byour devotion to ${COLOR}(?: and ${COLOR})?\\b`), (j) =>
      j.includes('"of":"devotion"'),
    )
    expect(neither).toEqual([])
    expect(read).toBeGreaterThanOrEqual(20)
  })

  it('CR 107.1: "half / twice the number of", "N minus / plus the number of", "… minus N" are arithmetic or by hand', () => {
    const { read, neither } = survey(
      /\b(?:half|twice) the number of\b|\b(?:\d+|one|two|three) (?:minus|plus) the number of\b|\bthe number of [^.,]*? (?:minus|plus) \d+/,
      // countPT has its own "1 plus" and "twice" (Allosaurus Rider, Majestic Myriarch), and Tarmogoyf's toughness
      // "that number plus 1".
      (j) =>
        j.includes('"of":"arith"') || (j.includes('"kind":"countPT"') && /"(?:plus|times|toughnessPlus)":\d/.test(j)),
    )
    expect(neither).toEqual([])
    expect(read).toBeGreaterThanOrEqual(15)
  })

  it('CR 603.2: "that player … their hand / they control" counts that player\'s, or is by hand', () => {
    // Power Sink's "that player taps all lands with mana abilities they control" is no count: its counter's own
    // unpaid branch (CR 118.12).
    const { read, neither } = survey(
      /that player[^.]*(?:cards in their hand|they control)/,
      (j) => /"whose":(?:"that"|-1)/.test(j) || j.includes('"tapsLands"'),
    )
    expect(neither).toEqual([])
    expect(read).toBeGreaterThanOrEqual(12)
  })

  it('CR 603.2: an automated trigger counts "that player\'s" only after an event that names a player', () => {
    const named = new Set(['step', 'draw', 'discard', 'cast', 'combatDamageToPlayer', 'creatureCombatDamage'])
    const wrong: string[] = []
    for (const { face, tree } of compiledFaces())
      for (const t of tree.triggers)
        if (t.automated && /"whose":"that"/.test(JSON.stringify(t.effect)) && !named.has(t.event.on))
          wrong.push(`${face.name}: ${t.event.on}`)
    expect(wrong).toEqual([])
  })

  it('CR 608.2c: "the life lost this way" follows a loss of life, "the damage dealt this way" a damage effect', () => {
    const wrong: string[] = []
    let read = 0
    for (const { face, tree } of compiledFaces())
      walk(tree, (node) => {
        const effects = node.effects
        if (!Array.isArray(effects)) return
        effects.forEach((e: { kind?: string }, k: number) => {
          const json = JSON.stringify(e)
          const what = /"of":"thisWay","what":"(lifeLost|damage)"/.exec(json)?.[1]
          if (!what) return
          read++
          const before = effects.slice(0, k).map((b: { kind?: string }) => b.kind ?? '')
          const ok = what === 'lifeLost' ? before.includes('loseLife') : before.some((b) => /^damage/.test(b))
          if (!ok) wrong.push(`${face.name}: ${what} after ${before.join(', ') || 'nothing'}`)
        })
      })
    expect(wrong).toEqual([])
    expect(read).toBeGreaterThanOrEqual(12)
  })

  it('CR 604.3: "enchanted / equipped creature gets +X/+X, where X is …" is an attached pump per count, or by hand', () => {
    const { read, neither } = survey(/\b(?:enchanted|equipped) creature gets [+-]x\/[+-][x0y], where x is\b/, (j) =>
      /"kind":"attachedPump"[^{}]*"forEachCount"/.test(j),
    )
    expect(neither).toEqual([])
    expect(read).toBeGreaterThanOrEqual(6)
  })

  it('CR 701.16, 202.3: every "you choose a … card from it [with mana value N or less]. That player discards / Exile that card" reads it or is by hand', () => {
    const phrase =
      /you choose a [a-z ,]*card from it(?: with mana value \d+ or (?:less|greater))?(?:\. that player discards that card|\. exile that card\.| and exile that card\.)/
    const wrong: string[] = []
    let read = 0
    for (const { face, tree } of compiledFaces()) {
      if (!phrase.test(face.oracleText.toLowerCase())) continue
      const json = JSON.stringify(tree)
      if (/"kind":"duress"/.test(json)) read++
      else if (!tree.lines.some((l) => !l.automated && phrase.test(l.text.toLowerCase()))) wrong.push(face.name)
    }
    expect(wrong).toEqual([])
    expect(read).toBeGreaterThanOrEqual(10)
  })
})
