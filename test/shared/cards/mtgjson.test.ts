import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { atomicSkipReason, cardFromAtomic } from '@shared/cards/mtgjson'
import { cardFromScryfall } from '@shared/cards/scryfall'
import { sharedDataPath } from '../../support/sharedData'

let data: Record<string, unknown[]>
beforeAll(() => {
  data = JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')).data
})
const card = (name: string) => cardFromAtomic(name, data[name])

describe('MTGJSON AtomicCards entries', () => {
  it('CR 606.4: bracketed loyalty costs "[+1]", "[−3]" with U+2212', () => {
    const chandra = card('Chandra, Torch of Defiance')
    expect(chandra.id).toBe('12cc800c-c7be-4811-8207-fd01a99cc892')
    expect(chandra.faces[0].loyaltyAbilities.map((a) => [a.cost, a.amount])).toEqual([
      ['+1', 1],
      ['+1', 1],
      ['-3', -3],
      ['-7', -7],
    ])
    expect(chandra.legalities.modern).toBe('legal')
  })

  it('reads the same card as Scryfall does (name, cost, types, abilities)', () => {
    const scryfall = cardFromScryfall(
      JSON.parse(readFileSync(sharedDataPath('scryfall/cards/Normal-Planeswalker-Ashiok.json'), 'utf8')),
    )
    const atomic = card('Ashiok, Nightmare Weaver')
    expect(atomic.id).toBe(scryfall.id)
    expect(atomic.faces[0].manaCost).toEqual(scryfall.faces[0].manaCost)
    expect(atomic.faces[0].loyaltyAbilities.map((a) => a.cost)).toEqual(
      scryfall.faces[0].loyaltyAbilities.map((a) => a.cost),
    )
    expect(atomic.faces[0].typeLine).toBe(scryfall.faces[0].typeLine)
  })

  it('multi-face cards keep their faces in side order; split cards add their halves (CR 709.4b)', () => {
    const fire = card('Fire // Ice')
    expect(fire.faces.map((f) => f.name)).toEqual(['Fire', 'Ice'])
    expect(fire.manaValue).toBe(4)
    const who = card('Who // What // When // Where // Why')
    expect(who.faces).toHaveLength(5)
  })

  it('meld: the front card is named by its face and names its melded card (CR 713)', () => {
    const bruna = card('Bruna, the Fading Light // Brisela, Voice of Nightmares')
    expect(bruna.name).toBe('Bruna, the Fading Light')
    expect(bruna.meldResult).toBe('Brisela, Voice of Nightmares')
    expect(card('Brisela, Voice of Nightmares').isMeldResult).toBe(true)
  })

  it('Un-cards: half mana values, odd type lines and isFunny', () => {
    const capital = card('capital offense')
    expect(capital.isFunny).toBe(true)
    expect(capital.faces[0].types).toEqual(['Instant'])
  })

  it('skips schemes, planes, phenomena, vanguards and Theros hero cards', () => {
    const reasons: Record<string, number> = {}
    for (const [name, faces] of Object.entries(data)) {
      const r = atomicSkipReason(name, faces)
      if (r) reasons[r] = (reasons[r] ?? 0) + 1
    }
    expect(reasons).toEqual({ scheme: 70, plane: 86, vanguard: 33, hero_card: 21 })
  })
})
