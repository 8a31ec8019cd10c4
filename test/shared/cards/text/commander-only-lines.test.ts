// Lines that give something only to a player who controls a commander (CR 903.3): no game here has one, so they never
// apply and are run as nothing: the free cast of Fierce Guardianship, lieutenant, "~ can be your commander", bonuses
// for "commander creatures you control". The rest of the card then plays by itself.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { explainCard } from '@shared/engine'
import { boardPlayer, manualLines, out, play, realCard } from '../../../support/realCards'
import { sharedDataPath } from '../../../support/sharedData'

const bensTurn = boardPlayer({ active: 1, turn: 4 })

describe('lines for a commander', () => {
  it('CR 903.3: Fierce Guardianship is cast for its mana cost and counters the spell by itself', () => {
    expect(manualLines('Fierce Guardianship')).toEqual([])
    const r = bensTurn(
      ['Fierce Guardianship', 'Divination'],
      { hand: ['Fierce Guardianship'], battlefield: ['Island', 'Island', 'Island'] },
      { hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'] },
      [
        { player: 1, type: 'cast', card: 'Divination' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'cast', card: 'Fierce Guardianship', targets: ['1:Divination'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    expect(out(r).stack).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Divination'])
    expect(out(r).players[1].hand).toEqual([]) // nothing drawn
    expect(out(r).players[0].battlefield.every((b) => b.tapped)).toBe(true) // its mana cost was paid
  })

  it('CR 903.3, 603.4: lieutenant never applies: Angelic Field Marshal stays a 3/3, Loyal Guardian never triggers', () => {
    expect(manualLines('Angelic Field Marshal')).toEqual([])
    expect(manualLines('Loyal Guardian')).toEqual([])
    const r = play(
      ['Angelic Field Marshal', 'Loyal Guardian', 'Grizzly Bears'],
      { battlefield: ['Angelic Field Marshal', 'Loyal Guardian', 'Grizzly Bears'] },
      {},
      [{ type: 'passUntil', step: 'declareAttackers' }],
    )
    const field = out(r).players[0].battlefield
    expect(field.find((b) => b.name === 'Angelic Field Marshal')).toMatchObject({ power: 3, toughness: 3 })
    expect(field.find((b) => b.name === 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2, counters: {} })
    expect(field.find((b) => b.name === 'Grizzly Bears')?.keywords).toEqual([])
    expect(out(r).log.some((l) => /Loyal Guardian's ability triggers/.test(l))).toBe(false)
  })

  it('CR 903.3: every line of AtomicCards that applies only with a commander is run as nothing; others stay by hand', () => {
    const data = (
      JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as {
        data: Record<string, { text?: string }[]>
      }
    ).data
    const shape =
      /^(if you control a commander, you may cast this spell without paying|lieutenant — |[^.\n]+ can be your commander\.$|commander creatures you control)/im
    const names = Object.entries(data)
      .filter(([, faces]) => faces.some((f) => shape.test(f.text ?? '')))
      .map(([n]) => n)
    expect(names.length).toBe(32)
    for (const name of names) {
      const lines = explainCard(realCard(name)).lines.filter((l) => shape.test(l.text))
      expect(lines.length, name).toBeGreaterThan(0)
      for (const l of lines) expect(l.automated, `${name}: ${l.text}`).toBe(true)
    }
    // A line whose effect does apply without a commander stays by hand (CR 903.3: "unless they control a commander").
    expect(manualLines('Crimson Honor Guard')).toEqual([
      "At the beginning of each player's end step, Crimson Honor Guard deals 4 damage to that player unless they control a commander.",
    ])
  }, 60_000)
})
