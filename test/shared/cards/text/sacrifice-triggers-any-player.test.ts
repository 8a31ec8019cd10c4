// "Whenever a player / an opponent sacrifices a creature / a permanent" and "Whenever you sacrifice a token / a Blood
// token" (Mayhem Devil, Burdened Aerialist; CR 603.2, 701.17a, 111.1), on real cards, with a scan of every legal face
// whose trigger says it.
import { beforeAll, describe, expect, it } from 'vitest'
import { compiledFaces, legalSomewhere } from '../../../support/compiledFaces'
import { out, passBoth, play, expectAutomated } from '../../../support/realCards'

describe('sacrifice triggers of any player, and of tokens', () => {
  beforeAll(() => void compiledFaces(), 240_000) // every face compiled once

  it('the cards are automated', () => {
    expectAutomated(['Mayhem Devil', 'Mortician Beetle', 'Thraximundar', 'Burdened Aerialist', 'Gluttonous Guest'])
  })

  it("CR 701.17a: Ben's sacrifice to Diabolic Edict triggers Ann's Mayhem Devil, which deals 1 damage to him", () => {
    const r = play(
      ['Mayhem Devil', 'Diabolic Edict'],
      { hand: ['Diabolic Edict'], battlefield: ['Swamp', 'Swamp', 'Mayhem Devil'] },
      { battlefield: ['Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Diabolic Edict', targets: ['player:1'] },
        ...passBoth,
        { player: 0, type: 'choose', targets: ['player:1'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[1].life).toBe(19)
  })

  it('CR 111.1: Burdened Aerialist gains flying when Ann sacrifices a Treasure token for mana', () => {
    const aerialist = (sacrifice: boolean) =>
      play(
        ['Burdened Aerialist', 'Prosperous Innkeeper'],
        { hand: ['Prosperous Innkeeper', 'Lightning Bolt'], battlefield: ['Forest', 'Forest', 'Burdened Aerialist'] },
        {},
        [
          { player: 0, type: 'cast', card: 'Prosperous Innkeeper' },
          ...passBoth,
          ...passBoth,
          ...(sacrifice
            ? [
                { player: 0, type: 'activateMana', card: 'Treasure', produce: 'R' },
                { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
                ...passBoth,
                ...passBoth,
              ]
            : []),
        ],
      )
    const flying = (sacrifice: boolean) =>
      out(aerialist(sacrifice)).players[0].battlefield.find((b) => b.name === 'Burdened Aerialist')?.keywords ?? []
    expect(flying(true)).toContain('Flying')
    // Near miss: the Treasure kept, the Aerialist has no flying.
    expect(flying(false)).not.toContain('Flying')
  })

  it("CR 603.2, 701.17a: every legal face's sacrifice trigger reads whose sacrifice and a token as its text says", () => {
    const wrong: string[] = []
    let players = 0
    for (const { def, tree } of compiledFaces()) {
      if (!legalSomewhere(def)) continue
      for (const t of tree.triggers) {
        if (t.event.on !== 'sacrifices' || t.event.self) continue
        const head = t.text.slice(0, t.text.indexOf(',')).toLowerCase()
        const who = /a player sacrifices/.test(head)
          ? 'any'
          : /an opponent sacrifices/.test(head)
            ? 'opponent'
            : undefined
        if (t.event.who !== who) wrong.push(`${def.name}: ${head} read as ${t.event.who ?? 'you'}`)
        if (!!t.event.filter.token !== /\btoken\b/.test(head)) wrong.push(`${def.name}: ${head} (token)`)
        if (who) players++
      }
    }
    expect(wrong).toEqual([])
    expect(players).toBeGreaterThanOrEqual(4)
  })
})
