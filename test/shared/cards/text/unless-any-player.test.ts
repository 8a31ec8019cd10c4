// "Unless any player pays {N}" (CR 118.12, 101.4): each player in turn order from the active player may pay, and the
// first who does stops the effects; "you may draw a card unless that player pays {1}" (Rhystic Study) asks the payer
// first, then the "you may". Real cards, each expected result worked out from the card text; and a scan.
import { beforeAll, describe, expect, it } from 'vitest'
import type { EffectText } from '../../../../src-shared/engine/ast'
import { compiledFaces, legalEffectTexts, walk } from '../../../support/compiledFaces'
import { manualLines, out, play, ready } from '../../../support/realCards'

const islands = (n: number) => Array.from({ length: n }, () => ready('Island'))

describe('unless a player pays (CR 118.12)', () => {
  it("CR 118.12: Rhystic Study: Ben's spell, unpaid, lets Ann draw if she wants; paid, she isn't asked", () => {
    const study = (answers: unknown[]) =>
      play(
        ['Rhystic Study'],
        { battlefield: ['Rhystic Study'], library: ['Island', 'Island', 'Island'] },
        { hand: ['Lightning Bolt'], battlefield: [ready('Mountain'), ready('Mountain')] },
        [
          { type: 'passUntil', step: 'upkeep', turn: 4 },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['player:0'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' }, // the trigger resolves
          ...answers,
        ],
      )
    const handBefore = out(study([])).players[0].hand.length
    let r = study([
      { player: 1, type: 'choose', option: 'decline' },
      { player: 0, type: 'choose', option: 'yes' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand.length).toBe(handBefore + 1)
    r = study([
      { player: 1, type: 'choose', option: 'decline' },
      { player: 0, type: 'choose', option: 'no' },
    ])
    expect(out(r).players[0].hand.length).toBe(handBefore)
    r = study([{ player: 1, type: 'choose', option: 'pay' }])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand.length).toBe(handBefore)
    expect(out(r).players[1].battlefield.filter((b) => b.tapped).length).toBe(2) // the Bolt's {R} and the {1}
    expect(r.state.pending.filter((d) => d.player === 0)).toEqual([])
    expect(manualLines('Rhystic Study')).toEqual([])
  })

  it('CR 101.4, 118.12: Rhystic Tutor asks its caster first, then Ben; Ben pays {2} and nothing is searched', () => {
    const tutor = (answers: unknown[]) =>
      play(
        ['Rhystic Tutor'],
        {
          hand: ['Rhystic Tutor'],
          battlefield: [...islands(2), ready('Swamp'), ready('Swamp'), ready('Swamp')],
          library: ['Island', 'Forest', 'Swamp'],
        },
        { battlefield: islands(2) },
        [
          { player: 0, type: 'cast', card: 'Rhystic Tutor' },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          ...answers,
        ],
      )
    let r = tutor([
      { player: 0, type: 'choose', option: 'decline' },
      { player: 1, type: 'choose', option: 'pay' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].hand).toEqual([])
    expect(out(r).players[1].battlefield.filter((b) => b.tapped).length).toBe(2)
    expect(r.state.pending).toEqual([]) // no search
    // Nobody pays: Ann searches (the search asks her for a card).
    r = tutor([
      { player: 0, type: 'choose', option: 'decline' },
      { player: 1, type: 'choose', option: 'decline' },
    ])
    expect(r.state.pending[0]?.player).toBe(0)
    expect(String(r.state.pending[0]?.text ?? '')).toMatch(/search|card/i)
  })
})

describe('scan: every "unless any player pays" the engine runs asks every player (CR 101.4)', () => {
  beforeAll(() => void compiledFaces(), 240_000)

  it('CR 118.12: "any player / any opponent" is read as such, never as one player', () => {
    const wrong: string[] = []
    let seen = 0
    for (const { def, t } of legalEffectTexts()) {
      if (!t.automated) continue
      const any = /unless any (player|opponent) pays/i.test(t.text)
      const mayUnless = /you may [^.]* unless that player pays/i.test(t.text)
      let anyOf = false
      let mayInside = false
      walk(t.effects, (node) => {
        if (node.kind !== 'unlessPays') return
        if (node.anyOf) anyOf = true
        if ((node.effects as { kind: string }[])?.[0]?.kind === 'may') mayInside = true
      })
      if (any) seen++
      if (any && !anyOf) wrong.push(`${def.name}: ${t.text}`)
      if (mayUnless && !mayInside) wrong.push(`${def.name}: ${t.text} (the payer is asked first)`)
    }
    expect(wrong).toEqual([])
    expect(seen).toBeGreaterThan(2)
  })

  it('CR 603.2: "counter that spell / it" is run only in a cast trigger, where it is the spell cast', () => {
    const wrong: string[] = []
    let seen = 0
    for (const { def, tree } of compiledFaces()) {
      const texts: [EffectText, string | undefined][] = [
        ...(tree.spell ? [[tree.spell, undefined] as [EffectText, undefined]] : []),
        ...tree.activated.map((a) => [a, undefined] as [EffectText, undefined]),
        ...tree.triggers.map((t) => [t.effect, t.event.on] as [EffectText, string]),
      ]
      for (const [t, on] of texts)
        walk(t.effects, (node) => {
          if (node.kind !== 'counterSpell' || !node.that || !t.automated) return
          seen++
          if (on !== 'cast') wrong.push(`${def.name}: ${t.text}`)
        })
    }
    expect(wrong).toEqual([])
    expect(seen).toBeGreaterThan(2)
  })
})
