// The words before a noun that aren't a subtype: "nonlegendary", "non-Elf", "monocolored", "nonattacking", "snow",
// "historic", "modified", "face-down". Each is read for what it means, on real cards; a word that is no subtype and
// no such adjective leaves the line by hand instead of naming a creature type no card has (CR 205.3).
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, playCombat, ready } from '../../../support/realCards'

const swamps = (n: number) => Array.from({ length: n }, () => 'Swamp')
const bf = (r: ReturnType<typeof play>, p: number) => out(r).players[p].battlefield
const reason = (r: ReturnType<typeof play>) => out(r).rejected?.[0]?.reason ?? ''
/** Ann casts `spell` at Ben's `target`. */
function castAt(spell: string, target: string, bens: unknown[], extra: string[] = []) {
  return play(
    [spell, ...extra],
    { hand: [spell], battlefield: [...swamps(4), 'Plains', 'Plains'] },
    { battlefield: bens },
    [{ player: 0, type: 'cast', card: spell, targets: [`1:${target}`] }, ...passBoth],
  )
}

describe('adjectives before a noun', () => {
  it('CR 205.4: Cast Down destroys a nonlegendary creature and refuses a legendary one', () => {
    expect(manualLines('Cast Down')).toEqual([])
    const bears = castAt('Cast Down', 'Grizzly Bears', ['Grizzly Bears'])
    expect(out(bears).players[1].graveyard).toEqual(['Grizzly Bears'])
    const isamaru = castAt(
      'Cast Down',
      'Isamaru, Hound of Konda',
      ['Isamaru, Hound of Konda'],
      ['Isamaru, Hound of Konda'],
    )
    expect(reason(isamaru)).toMatch(/not a legal target: the target must be a nonlegendary creature/)
    expect(bf(isamaru, 1).map((c) => c.name)).toEqual(['Isamaru, Hound of Konda'])
  })

  it("CR 205.4: Hero's Demise destroys only a legendary creature", () => {
    expect(manualLines("Hero's Demise")).toEqual([])
    const isamaru = castAt(
      "Hero's Demise",
      'Isamaru, Hound of Konda',
      ['Isamaru, Hound of Konda'],
      ['Isamaru, Hound of Konda'],
    )
    expect(out(isamaru).players[1].graveyard).toEqual(['Isamaru, Hound of Konda'])
    expect(reason(castAt("Hero's Demise", 'Grizzly Bears', ['Grizzly Bears']))).toMatch(/legendary creature/)
  })

  it("CR 205.3m, 702.73a: Eyeblight's Ending refuses an Elf and a changeling, and destroys a Bear", () => {
    expect(manualLines("Eyeblight's Ending")).toEqual([])
    expect(out(castAt("Eyeblight's Ending", 'Grizzly Bears', ['Grizzly Bears'])).players[1].graveyard).toEqual([
      'Grizzly Bears',
    ])
    expect(reason(castAt("Eyeblight's Ending", 'Llanowar Elves', ['Llanowar Elves']))).toMatch(/non-Elf creature/)
    const changeling = castAt(
      "Eyeblight's Ending",
      'Changeling Outcast',
      ['Changeling Outcast'],
      ['Changeling Outcast'],
    )
    expect(reason(changeling)).toMatch(/non-Elf creature/)
  })

  it('CR 205.3m: Power Word Kill names four creature types it spares, not only the last', () => {
    expect(manualLines('Power Word Kill')).toEqual([])
    expect(reason(castAt('Power Word Kill', 'Serra Angel', ['Serra Angel']))).toMatch(
      /non-Angel, non-Demon, non-Devil, non-Dragon creature/,
    )
    expect(out(castAt('Power Word Kill', 'Grizzly Bears', ['Grizzly Bears'])).players[1].graveyard).toEqual([
      'Grizzly Bears',
    ])
  })

  it('CR 105.2a: Ultimate Price destroys a monocolored creature and refuses a multicoloured one', () => {
    expect(manualLines('Ultimate Price')).toEqual([])
    expect(out(castAt('Ultimate Price', 'Grizzly Bears', ['Grizzly Bears'])).players[1].graveyard).toEqual([
      'Grizzly Bears',
    ])
    expect(reason(castAt('Ultimate Price', 'Watchwolf', ['Watchwolf'], ['Watchwolf']))).toMatch(/monocolored/)
  })

  it('CR 508.1: Alarum untaps a nonattacking creature, never an attacking one', () => {
    expect(manualLines('Alarum')).toEqual([])
    const during = (target: string) =>
      playCombat(
        ['Alarum'],
        { battlefield: [ready('Grizzly Bears'), ready('Watchwolf')] },
        { hand: ['Alarum'], battlefield: ['Plains', 'Plains', { name: 'Serra Angel', tapped: true }] },
        [
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Alarum', targets: [target] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
        ],
      )
    expect(reason(during('0:Grizzly Bears'))).toMatch(/nonattacking creature/)
    const angel = bf(during('1:Serra Angel'), 1).find((c) => c.name === 'Serra Angel')
    expect(angel).toMatchObject({ tapped: false, power: 5, toughness: 7 })
  })

  it('CR 205.4: Karplusan Giant taps an untapped snow land for +1/+1; a basic Mountain is no snow land', () => {
    expect(manualLines('Karplusan Giant')).toEqual([])
    const pump = (land: string) =>
      play(['Karplusan Giant', 'Snow-Covered Mountain'], { battlefield: ['Karplusan Giant', land] }, {}, [
        { player: 0, type: 'activate', card: 'Karplusan Giant' },
        ...passBoth,
      ])
    const snow = pump('Snow-Covered Mountain')
    expect(bf(snow, 0).find((c) => c.name === 'Karplusan Giant')).toMatchObject({ power: 4, toughness: 4 })
    expect(bf(snow, 0).find((c) => c.name === 'Snow-Covered Mountain')?.tapped).toBe(true)
    expect(reason(pump('Mountain'))).toMatch(/snow land/)
  })

  it("CR 700.6: Jhoira's Familiar makes historic spells cost {1} less, and only those", () => {
    expect(manualLines("Jhoira's Familiar")).toEqual([])
    const cast = (card: string) =>
      play(["Jhoira's Familiar"], { hand: [card], battlefield: ["Jhoira's Familiar", 'Forest'] }, {}, [
        { player: 0, type: 'cast', card },
        ...passBoth,
      ])
    // Sol Ring, an artifact, costs {1} - {1}: nothing.
    expect(bf(cast('Sol Ring'), 0).map((c) => c.name)).toContain('Sol Ring')
    expect(bf(cast('Sol Ring'), 0).find((c) => c.name === 'Forest')?.tapped).toBe(false)
    // Grizzly Bears is not historic: its {1}{G} is more than one Forest.
    expect(reason(cast('Grizzly Bears'))).not.toBe('')
  })

  it('CR 700.6: Rona exiles a historic card from the graveyard; a Bear card is no legal target', () => {
    expect(manualLines('Rona, Disciple of Gix')[0]).not.toMatch(/historic/)
    const rona = (target: string) =>
      play(
        ['Rona, Disciple of Gix'],
        {
          hand: ['Rona, Disciple of Gix'],
          battlefield: ['Plains', 'Island', 'Swamp'],
          graveyard: ['Sol Ring', 'Grizzly Bears'],
        },
        {},
        [
          { player: 0, type: 'cast', card: 'Rona, Disciple of Gix' },
          ...passBoth,
          { player: 0, type: 'choose', targets: [target] },
          ...passBoth,
          { player: 0, type: 'choose', option: 'yes' },
        ],
      )
    expect(out(rona('0:Sol Ring')).players[0].exile).toEqual(['Sol Ring'])
    const bears = rona('0:Grizzly Bears')
    expect(reason(bears)).toMatch(/historic card from your graveyard/)
    expect(out(bears).players[0].exile).toEqual([])
  })

  it('CR 700.9: Upriser Renegade counts each other modified creature: one with a counter, one equipped', () => {
    expect(manualLines('Upriser Renegade')).toEqual([])
    const r = play(
      ['Upriser Renegade', 'Bonesplitter'],
      {
        battlefield: [
          'Upriser Renegade',
          { name: 'Grizzly Bears', counters: { '+1/+1': 1 } },
          'Watchwolf',
          'Llanowar Elves',
          { name: 'Bonesplitter', attachedTo: 'Watchwolf' },
        ],
      },
      {},
      [],
    )
    expect(bf(r, 0).find((c) => c.name === 'Upriser Renegade')).toMatchObject({ power: 5, toughness: 3 })
  })

  it('CR 708.2: Secret Plans gives face-down creatures +0/+1 and not face-up ones', () => {
    expect(manualLines('Secret Plans')[0] ?? '').not.toMatch(/Face-down creatures/)
    const r = play(
      ['Secret Plans', 'Exalted Angel'],
      { battlefield: ['Secret Plans', { name: 'Exalted Angel', faceDown: true }, 'Grizzly Bears'] },
      {},
      [],
    )
    const [faceDown, bears] = [bf(r, 0)[1], bf(r, 0)[2]]
    expect([faceDown.power, faceDown.toughness]).toEqual([2, 3])
    expect([bears.power, bears.toughness]).toEqual([2, 2])
  })

  it('CR 205.3: a word before a noun that is no subtype leaves the line by hand (Gossamer Chains "unblocked")', () => {
    expect(manualLines('Gossamer Chains')).toEqual([
      "Return Gossamer Chains to its owner's hand: Prevent all combat damage that would be dealt by target unblocked creature this turn.",
    ])
  })
})
