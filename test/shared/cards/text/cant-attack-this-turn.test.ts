// "Target creature can't attack [or block] this turn" (Off Balance, Thundersong Trumpeter; CR 508.1c, 509.1b) and a
// destroy's "A creature / Creatures destroyed this way can't be regenerated", "Those creatures can't be regenerated"
// (Damn; CR 701.15), on real cards, with scans of every legal face that says either.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Effect } from '../../../../src-shared/engine/ast'
import { compiledFaces, legalSomewhere, walk } from '../../../support/compiledFaces'
import { boardPlayer, out, passBoth, play, expectAutomated } from '../../../support/realCards'

const RW = ['Mountain', 'Mountain', 'Plains', 'Plains', 'Plains']
const playInBensUpkeep = boardPlayer({ active: 1, turn: 4, step: 'upkeep' })

describe("can't attack [or block] this turn, and destroyed this way can't be regenerated", () => {
  beforeAll(() => void compiledFaces(), 240_000) // every face compiled once

  it('the cards are automated', () => {
    expectAutomated(['Off Balance', 'Thundersong Trumpeter', "Alchemist's Vial", 'Change of Heart', 'Damn'])
  })

  it("CR 508.1c: Thundersong Trumpeter's target can't attack on Ben's turn; his other creature still can", () => {
    const r = playInBensUpkeep(
      ['Thundersong Trumpeter'],
      { battlefield: [...RW, { name: 'Thundersong Trumpeter', sick: false }] },
      {
        battlefield: [
          { name: 'Grizzly Bears', sick: false },
          { name: 'Hill Giant', sick: false },
        ],
      },
      [
        // In Ben's upkeep Ann taps the Trumpeter at his Bears.
        { player: 1, type: 'pass' },
        { player: 0, type: 'activate', card: 'Thundersong Trumpeter', ability: 0, targets: ['1:Grizzly Bears'] },
        ...passBoth,
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 1, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:0' }] },
        { player: 1, type: 'declareAttackers', attackers: [{ card: 'Hill Giant', target: 'player:0' }] },
        { type: 'passUntil', step: 'end' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([5])
    expect(out(r).players[0].life).toBe(17)
  })

  it("CR 514.2: Off Balance's restriction ends with the turn: the Bears attack on Ben's next turn", () => {
    const r = play(
      ['Off Balance'],
      { hand: ['Off Balance'], battlefield: RW },
      { battlefield: [{ name: 'Grizzly Bears', sick: false }] },
      [
        { player: 0, type: 'cast', card: 'Off Balance', targets: ['1:Grizzly Bears'] },
        ...passBoth,
        { type: 'passUntil', step: 'declareAttackers', turn: 4 },
        { player: 1, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:0' }] },
        { type: 'passUntil', step: 'end' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].life).toBe(18)
  })

  it('CR 701.15: Damn destroys River Boa through the regeneration shield Ben gives it in response', () => {
    const damn = (regenerate: boolean) =>
      play(
        ['Damn', 'River Boa'],
        { hand: ['Damn'], battlefield: ['Swamp', 'Swamp'] },
        { battlefield: ['River Boa', 'Forest'] },
        [
          { player: 0, type: 'cast', card: 'Damn', targets: ['1:River Boa'] },
          { player: 0, type: 'pass' },
          // In response, Ben regenerates the Boa; then both pass again and Damn resolves.
          ...(regenerate
            ? [
                { player: 1, type: 'activate', card: 'River Boa', ability: 0 },
                { player: 1, type: 'pass' },
                { player: 0, type: 'pass' },
                ...passBoth,
              ]
            : [{ player: 1, type: 'pass' }]),
        ],
      )
    for (const regenerate of [true, false]) {
      const r = damn(regenerate)
      expect(out(r).rejected ?? []).toEqual([])
      expect(out(r).stack).toEqual([])
      expect(out(r).players[1].graveyard, `regenerated: ${regenerate}`).toEqual(['River Boa'])
    }
  })

  it("CR 508.1c, 611.2c, 701.15: every legal face's line of either shape compiles to it, and only of what it names", () => {
    const cantAttack = /^(?:[^:]*: )?(?:target creature|~) can't attack(?: or block)? this turn\.$/i
    const missed: string[] = []
    const allSubjects: string[] = []
    let found = 0
    for (const { def, face, tree } of compiledFaces()) {
      if (!legalSomewhere(def)) continue
      for (const line of face.oracleText.split('\n'))
        if (
          cantAttack.test(line.replaceAll(face.name, '~').trim()) &&
          !tree.lines.find((l) => l.text === line)?.automated
        )
          missed.push(`${def.name}: ${line}`)
      walk(tree, (node) => {
        const e = node as unknown as Effect
        if (e.kind === 'restrictCombat' && (e.what === 'cantAttack' || e.what === 'cantAttackOrBlock')) {
          found++
          // CR 611.2c: "Creatures can't attack this turn" binds creatures that come later: never kept on objects.
          if (typeof e.subject === 'object' && 'all' in e.subject) allSubjects.push(def.name)
        }
        if (e.kind === 'destroy' && e.noRegen && typeof e.subject === 'object' && 'all' in e.subject)
          if (e.subject.all.what !== 'creature' && /destroyed this way|those creatures/i.test(face.oracleText))
            allSubjects.push(def.name)
      })
    }
    expect(missed).toEqual([])
    expect(allSubjects).toEqual([])
    expect(found).toBeGreaterThanOrEqual(5)
  })
})
