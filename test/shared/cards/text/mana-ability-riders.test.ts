// Mana abilities that do more than add mana (CR 605.3b: they don't use the stack, and what they do happens at once as
// they resolve): pain lands' damage is dealt by the land (CR 120.3), "~ doesn't untap during your next untap step"
// (CR 502.3), "Draw a card" on a sacrificed Egg, "Activate only if you control a Swamp" (CR 602.5b), and storage
// lands whose counters removed are the mana made.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, play, realPool } from '../../../support/realCards'

const mana = (r: ReturnType<typeof play>, p = 0) => r.state.players[p].manaPool.map((u) => u.type).sort()
const tapped = (r: ReturnType<typeof play>, name: string, p = 0) =>
  out(r).players[p].battlefield.find((c) => c.name === name)!.tapped

describe('mana abilities with side effects', () => {
  it('CR 605.3b / 120.3: Adarkar Wastes tapped for {W} deals 1 damage to its controller; for {C} it deals none', () => {
    const pool = realPool(['Adarkar Wastes'])
    expect(explainCard(pool.byName('Adarkar Wastes')!).automated).toBe(true)
    const painful = play(pool, { battlefield: ['Adarkar Wastes'] }, {}, [
      { player: 0, type: 'activateMana', card: 'Adarkar Wastes', ability: 1, produce: 'W' },
    ])
    expect(painful.output.rejected).toEqual([])
    expect(mana(painful)).toEqual(['W'])
    expect(out(painful).players[0].life).toBe(19)
    expect(out(painful).stack).toEqual([]) // CR 605.3a: no stack
    const free = play(pool, { battlefield: ['Adarkar Wastes'] }, {}, [
      { player: 0, type: 'activateMana', card: 'Adarkar Wastes', ability: 0 },
    ])
    expect(mana(free)).toEqual(['C'])
    expect(out(free).players[0].life).toBe(20)
  })

  it('CR 605.3b: auto-tap pays the generic part with the pain land’s {C} (no damage) and a colour with it when it must', () => {
    const pool = realPool(['Adarkar Wastes', 'Glory Seeker', 'Azorius Guildmage'])
    const generic = play(pool, { hand: ['Glory Seeker'], battlefield: ['Adarkar Wastes', 'Plains'] }, {}, [
      { player: 0, type: 'cast', card: 'Glory Seeker' },
    ])
    expect(generic.output.rejected).toEqual([])
    expect(out(generic).stack).toEqual(['Glory Seeker'])
    expect(out(generic).players[0].life).toBe(20)
    const coloured = play(pool, { hand: ['Azorius Guildmage'], battlefield: ['Adarkar Wastes', 'Plains'] }, {}, [
      { player: 0, type: 'cast', card: 'Azorius Guildmage' },
    ])
    expect(coloured.output.rejected).toEqual([])
    expect(out(coloured).stack).toEqual(['Azorius Guildmage'])
    expect(out(coloured).players[0].life).toBe(19) // {U} from the Wastes: 1 damage
  })

  it('CR 120.3: Ancient Tomb adds {C}{C} and deals 2 damage to you', () => {
    const pool = realPool(['Ancient Tomb'])
    expect(explainCard(pool.byName('Ancient Tomb')!).automated).toBe(true)
    const r = play(pool, { battlefield: ['Ancient Tomb'] }, {}, [
      { player: 0, type: 'activateMana', card: 'Ancient Tomb' },
    ])
    expect(mana(r)).toEqual(['C', 'C'])
    expect(out(r).players[0].life).toBe(18)
  })

  it("CR 502.3: Cinder Marsh tapped for {B} doesn't untap during its controller's next untap step", () => {
    const pool = realPool(['Cinder Marsh'])
    expect(explainCard(pool.byName('Cinder Marsh')!).automated).toBe(true)
    const r = play(pool, { battlefield: ['Cinder Marsh', 'Swamp'] }, { library: ['Island', 'Island'] }, [
      { player: 0, type: 'activateMana', card: 'Cinder Marsh', ability: 1, produce: 'B' },
      { player: 0, type: 'activateMana', card: 'Swamp' },
      { type: 'passUntil', step: 'precombatMain', turn: 5 },
    ])
    expect(r.output.rejected).toEqual([])
    expect(r.state.turn).toBe(5)
    expect(tapped(r, 'Cinder Marsh')).toBe(true)
    expect(tapped(r, 'Swamp')).toBe(false)
  })

  it('CR 605.3b / 602.2b: Skycloud Egg pays {2}, is sacrificed, adds {W}{U} and draws a card at once', () => {
    const pool = realPool(['Skycloud Egg'])
    expect(explainCard(pool.byName('Skycloud Egg')!).automated).toBe(true)
    const r = play(pool, { battlefield: ['Skycloud Egg', 'Plains', 'Plains'] }, {}, [
      { player: 0, type: 'activateMana', card: 'Skycloud Egg' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(mana(r)).toEqual(['U', 'W'])
    expect(out(r).players[0].graveyard).toEqual(['Skycloud Egg'])
    expect(out(r).players[0].hand).toEqual(['Island'])
    expect(out(r).players[0].battlefield.every((c) => c.tapped)).toBe(true)
    expect(out(r).stack).toEqual([])
    // Without {2} to pay it can't be activated.
    const poor = play(pool, { battlefield: ['Skycloud Egg', 'Plains'] }, {}, [
      { player: 0, type: 'activateMana', card: 'Skycloud Egg' },
    ])
    expect(poor.output.rejected).toHaveLength(1)
    expect(
      out(poor)
        .players[0].battlefield.map((c) => c.name)
        .sort(),
    ).toEqual(['Plains', 'Skycloud Egg'])
  })

  it('CR 602.5b: Tainted Field adds {W} or {B} only while you control a Swamp', () => {
    const pool = realPool(['Tainted Field'])
    expect(explainCard(pool.byName('Tainted Field')!).automated).toBe(true)
    const act = { player: 0, type: 'activateMana', card: 'Tainted Field', ability: 1, produce: 'B' }
    const without = play(pool, { battlefield: ['Tainted Field', 'Plains'] }, {}, [act])
    expect(without.output.rejected).toHaveLength(1)
    expect(JSON.stringify(without.output.rejected)).toContain('Swamp')
    const withSwamp = play(pool, { battlefield: ['Tainted Field', { name: 'Swamp', tapped: true }] }, {}, [act])
    expect(withSwamp.output.rejected).toEqual([])
    expect(mana(withSwamp)).toEqual(['B'])
  })

  it('CR 122.1: Mage-Ring Network pays {1} and {T} to put a storage counter on itself', () => {
    const pool = realPool(['Mage-Ring Network'])
    expect(explainCard(pool.byName('Mage-Ring Network')!).automated).toBe(true)
    const r = play(pool, { battlefield: [{ name: 'Mage-Ring Network', counters: { storage: 1 } }, 'Plains'] }, {}, [
      { player: 0, type: 'activate', card: 'Mage-Ring Network', ability: 0 },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Mage-Ring Network')!.counters.storage).toBe(2)
    expect(out(r).players[0].battlefield.every((c) => c.tapped)).toBe(true)
  })

  it('CR 614.12, 106.1: Sol Grail adds one mana of the color chosen as it entered, and no other', () => {
    const pool = realPool(['Sol Grail'])
    expect(explainCard(pool.byName('Sol Grail')!).automated).toBe(true)
    const cast = [
      { player: 0, type: 'cast', card: 'Sol Grail' },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'choose', option: 'red' },
    ]
    const board = { hand: ['Sol Grail'], battlefield: ['Plains', 'Plains', 'Plains'] }
    const r = play(pool, board, {}, [...cast, { player: 0, type: 'activateMana', card: 'Sol Grail' }])
    expect(r.output.rejected).toEqual([])
    expect(mana(r)).toEqual(['R'])
    const blue = play(pool, board, {}, [...cast, { player: 0, type: 'activateMana', card: 'Sol Grail', produce: 'U' }])
    expect(blue.output.rejected).toHaveLength(1)
  })

  it('CR 122.1, 701.17a: Peat Bog removes a depletion counter for {B}{B} and is sacrificed with its last one', () => {
    const pool = realPool(['Peat Bog'])
    expect(explainCard(pool.byName('Peat Bog')!).automated).toBe(true)
    const bog = (n: number) => ({ battlefield: [{ name: 'Peat Bog', counters: { depletion: n } }] })
    // It enters tapped (as the board is laid out too): Ann's next turn untaps it.
    const act = [
      { type: 'passUntil', step: 'precombatMain', turn: 5 },
      { player: 0, type: 'activateMana', card: 'Peat Bog' },
    ]
    const two = play(pool, bog(2), {}, act)
    expect(two.output.rejected).toEqual([])
    expect(mana(two)).toEqual(['B', 'B'])
    expect(out(two).players[0].battlefield[0].counters.depletion).toBe(1)
    const last = play(pool, bog(1), {}, act)
    expect(mana(last)).toEqual(['B', 'B'])
    expect(out(last).players[0].graveyard).toEqual(['Peat Bog'])
    expect(play(pool, bog(0), {}, act).output.rejected).toHaveLength(1)
  })

  it('CR 122.1: Black Mana Battery adds {B}, then an additional {B} for each charge counter removed', () => {
    const pool = realPool(['Black Mana Battery'])
    expect(explainCard(pool.byName('Black Mana Battery')!).automated).toBe(true)
    const board = { battlefield: [{ name: 'Black Mana Battery', counters: { charge: 2 } }] }
    const act = (produce?: string) => ({
      player: 0,
      type: 'activateMana',
      card: 'Black Mana Battery',
      ability: 0,
      ...(produce ? { produce } : {}),
    })
    const three = play(pool, board, {}, [act('BBB')])
    expect(three.output.rejected).toEqual([])
    expect(mana(three)).toEqual(['B', 'B', 'B'])
    expect(out(three).players[0].battlefield[0].counters).not.toHaveProperty('charge') // CR 122.1: none left
    const one = play(pool, board, {}, [act()]) // none removed
    expect(mana(one)).toEqual(['B'])
    expect(out(one).players[0].battlefield[0].counters.charge).toBe(2)
    expect(play(pool, board, {}, [act('BBBB')]).output.rejected).toHaveLength(1)
  })

  it('CR 119.4: Horizon Canopy pays 1 life for {G}; auto-tap uses it only when nothing else makes the colour', () => {
    const pool = realPool(['Horizon Canopy', 'Grizzly Bears', 'Glory Seeker'])
    const r = play(pool, { battlefield: ['Horizon Canopy'] }, {}, [
      { player: 0, type: 'activateMana', card: 'Horizon Canopy', produce: 'G' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(mana(r)).toEqual(['G'])
    expect(out(r).players[0].life).toBe(19)
    const bears = play(pool, { hand: ['Grizzly Bears'], battlefield: ['Horizon Canopy', 'Forest'] }, {}, [
      { player: 0, type: 'cast', card: 'Grizzly Bears' },
    ])
    expect(bears.output.rejected).toEqual([])
    expect(out(bears).players[0].life).toBe(19) // {1}{G}: the Forest and the Canopy
    const seeker = play(pool, { hand: ['Glory Seeker'], battlefield: ['Horizon Canopy', 'Forest', 'Plains'] }, {}, [
      { player: 0, type: 'cast', card: 'Glory Seeker' },
    ])
    expect(out(seeker).players[0].life).toBe(20) // {1}{W}: the Forest and the Plains, no life paid
    const broke = play(pool, { battlefield: ['Horizon Canopy'], life: 0 }, {}, [
      { player: 0, type: 'activateMana', card: 'Horizon Canopy', produce: 'G' },
    ])
    expect(broke.output.rejected).toHaveLength(1)
  })

  it('CR 602.5b: Temple of the False God adds {C}{C} only while you control five or more lands', () => {
    const pool = realPool(['Temple of the False God'])
    expect(explainCard(pool.byName('Temple of the False God')!).automated).toBe(true)
    const act = { player: 0, type: 'activateMana', card: 'Temple of the False God' }
    const four = ['Temple of the False God', 'Island', 'Island', 'Island']
    expect(play(pool, { battlefield: four }, {}, [act]).output.rejected).toHaveLength(1)
    const five = play(pool, { battlefield: [...four, 'Island'] }, {}, [act])
    expect(five.output.rejected).toEqual([])
    expect(mana(five)).toEqual(['C', 'C'])
  })

  it('CR 602.2b, 605.3a: Phyrexian Altar sacrifices a creature for one mana of any color; without one it can’t', () => {
    const pool = realPool(['Phyrexian Altar', 'Grizzly Bears'])
    expect(explainCard(pool.byName('Phyrexian Altar')!).automated).toBe(true)
    const act = { player: 0, type: 'activateMana', card: 'Phyrexian Altar', produce: 'R' }
    const r = play(pool, { battlefield: ['Phyrexian Altar', 'Grizzly Bears'] }, {}, [act])
    expect(r.output.rejected).toEqual([])
    expect(mana(r)).toEqual(['R'])
    expect(out(r).players[0].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).stack).toEqual([])
    expect(play(pool, { battlefield: ['Phyrexian Altar'] }, {}, [act]).output.rejected).toHaveLength(1)
  })

  it('CR 602.2b: Springleaf Drum taps itself and an untapped creature you control (even a new one, CR 302.6)', () => {
    const pool = realPool(['Springleaf Drum', 'Grizzly Bears'])
    const act = { player: 0, type: 'activateMana', card: 'Springleaf Drum', produce: 'U' }
    const r = play(pool, { battlefield: ['Springleaf Drum', { name: 'Grizzly Bears', sick: true }] }, {}, [act])
    expect(r.output.rejected).toEqual([])
    expect(mana(r)).toEqual(['U'])
    expect(out(r).players[0].battlefield.every((c) => c.tapped)).toBe(true)
    expect(play(pool, { battlefield: ['Springleaf Drum'] }, {}, [act]).output.rejected).toHaveLength(1)
  })

  it('CR 107.6: Pili-Pala untaps itself ({Q}) and pays {2} for one mana of any color', () => {
    const pool = realPool(['Pili-Pala'])
    const act = { player: 0, type: 'activateMana', card: 'Pili-Pala', produce: 'G' }
    const lands = ['Island', 'Island']
    const r = play(pool, { battlefield: [{ name: 'Pili-Pala', tapped: true, sick: false }, ...lands] }, {}, [act])
    expect(r.output.rejected).toEqual([])
    expect(mana(r)).toEqual(['G'])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Pili-Pala')!.tapped).toBe(false)
    const untapped = play(pool, { battlefield: [{ name: 'Pili-Pala', sick: false }, ...lands] }, {}, [act])
    expect(untapped.output.rejected).toHaveLength(1)
  })

  it("CR 701.8, 605.3a: Lion's Eye Diamond discards your hand and is sacrificed for three mana of one color", () => {
    const pool = realPool(["Lion's Eye Diamond"])
    expect(explainCard(pool.byName("Lion's Eye Diamond")!).automated).toBe(true)
    const r = play(pool, { hand: ['Forest', 'Plains'], battlefield: ["Lion's Eye Diamond"] }, {}, [
      { player: 0, type: 'activateMana', card: "Lion's Eye Diamond", produce: 'RRR' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(mana(r)).toEqual(['R', 'R', 'R'])
    expect(out(r).players[0].hand).toEqual([])
    expect(out(r).players[0].graveyard.sort()).toEqual(['Forest', "Lion's Eye Diamond", 'Plains'])
  })

  it('storage lands: Mage-Ring Network removes as many storage counters as the {C} it adds, no more than it has', () => {
    const pool = realPool(['Mage-Ring Network'])
    const board = { battlefield: [{ name: 'Mage-Ring Network', counters: { storage: 3 } }] }
    const r = play(pool, board, {}, [
      { player: 0, type: 'activateMana', card: 'Mage-Ring Network', ability: 1, produce: 'CC' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(mana(r)).toEqual(['C', 'C'])
    expect(out(r).players[0].battlefield[0].counters.storage).toBe(1)
    expect(tapped(r, 'Mage-Ring Network')).toBe(true)
    const greedy = play(pool, board, {}, [
      { player: 0, type: 'activateMana', card: 'Mage-Ring Network', ability: 1, produce: 'CCCC' },
    ])
    expect(greedy.output.rejected).toHaveLength(1)
  })

  it('storage lands: Calciform Pools pays {1} and removes X storage counters for X mana in any combination of {W} and/or {U}', () => {
    const pool = realPool(['Calciform Pools'])
    expect(explainCard(pool.byName('Calciform Pools')!).lines[2].automated).toBe(true)
    const act = { player: 0, type: 'activateMana', card: 'Calciform Pools', ability: 1, produce: 'WU' }
    // Its {1} is paid with its own "{T}: Add {C}" (CR 605.3a).
    const r = play(pool, { battlefield: [{ name: 'Calciform Pools', counters: { storage: 2 } }] }, {}, [act])
    expect(r.output.rejected).toEqual([])
    expect(mana(r)).toEqual(['U', 'W'])
    expect(out(r).players[0].battlefield[0].counters).not.toHaveProperty('storage') // CR 122.1: none left
    expect(tapped(r, 'Calciform Pools')).toBe(true)
    const broke = play(
      pool,
      { battlefield: [{ name: 'Calciform Pools', counters: { storage: 2 }, tapped: true }] },
      {},
      [act],
    )
    expect(broke.output.rejected).toHaveLength(1)
    expect(JSON.stringify(broke.output.rejected)).toContain('{1}')
  })
})
