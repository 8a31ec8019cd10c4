// Control changes until end of turn (CR 613.1b, 514.2), a chosen permanent returned (CR 608.2d) and delayed
// triggered abilities (CR 603.7), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, playScenario } from '../../../support/realCards'

const lands = (n: number, land = 'Mountain') => Array.from({ length: n }, () => land)
const names = (r: ReturnType<typeof playScenario>, p: number) => out(r).players[p].battlefield.map((c) => c.name)

describe('control, chosen returns, delayed triggers', () => {
  const treason = (more: Record<string, unknown>[]) =>
    playScenario(['Act of Treason'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [
          { hand: ['Act of Treason'], library: lands(6), battlefield: lands(3) },
          { library: lands(6), battlefield: [{ name: 'Grizzly Bears', tapped: true }] },
        ],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Act of Treason', targets: ['1:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        ...more,
      ],
    })

  it('CR 613.1b, 302.6: Act of Treason gains control, untaps it and gives haste: it attacks its owner', () => {
    expect(manualLines('Act of Treason')).toEqual([])
    const r = treason([
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
      { type: 'passUntil', step: 'postcombatMain' },
    ])
    expect(names(r, 0)).toContain('Grizzly Bears')
    expect(out(r).players[1].life).toBe(18)
  })

  it('CR 514.2: the control Act of Treason gave ends with the turn', () => {
    const r = treason([
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [] },
      { type: 'passUntil', step: 'upkeep', turn: 4 },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(names(r, 0)).not.toContain('Grizzly Bears')
    expect(names(r, 1)).toEqual(['Grizzly Bears'])
  })

  it('CR 613.1b: Threaten ("Untap target creature and gain control of it until end of turn") takes it untapped', () => {
    expect(manualLines('Threaten')).toEqual([])
    const r = playScenario(['Threaten'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [
          { hand: ['Threaten'], battlefield: lands(3) },
          { battlefield: [{ name: 'Grizzly Bears', tapped: true }] },
        ],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Threaten', targets: ['1:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    const bears = out(r).players[0].battlefield.find((c) => c.name === 'Grizzly Bears')
    expect(bears?.tapped).toBe(false)
  })

  it("CR 608.2d: Azorius Chancery returns a land its controller chooses (not a target) to its owner's hand", () => {
    expect(manualLines('Azorius Chancery')).toEqual([])
    const r = playScenario(['Azorius Chancery'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [{ hand: ['Azorius Chancery'], library: lands(3), battlefield: ['Plains', 'Island'] }, {}],
      },
      actions: [
        { player: 0, type: 'playLand', card: 'Azorius Chancery' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'choose', cards: ['Island'] },
      ],
    })
    expect(out(r).players[0].hand).toEqual(['Island'])
    expect(names(r, 0).sort()).toEqual(['Azorius Chancery', 'Plains'])
    expect(out(r).players[0].battlefield.find((c) => c.name === 'Azorius Chancery')?.tapped).toBe(true)
  })

  it("CR 603.7: Blessed Wine's delayed ability draws a card at the beginning of the next turn's upkeep, once", () => {
    expect(manualLines('Blessed Wine')).toEqual([])
    const scenario = (turn: number, step: string) =>
      playScenario(['Blessed Wine'], {
        state: {
          turn: 3,
          active: 0,
          step: 'precombatMain',
          players: [
            { hand: ['Blessed Wine'], library: lands(6, 'Plains'), battlefield: lands(2, 'Plains') },
            { library: lands(6) },
          ],
        },
        actions: [
          { player: 0, type: 'cast', card: 'Blessed Wine' },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { type: 'passUntil', step, turn },
        ],
      })
    const now = scenario(3, 'end')
    expect(out(now).players[0].life).toBe(21)
    expect(out(now).players[0].library).toBe(6)
    const next = scenario(4, 'draw') // the upkeep trigger has resolved
    expect(out(next).players[0].library).toBe(5)
    expect(out(next).players[0].hand).toEqual(['Plains'])
    const later = scenario(6, 'draw')
    expect(out(later).players[0].library).toBe(4) // its own draw on turn 5, no second delayed draw
  })

  it("CR 401.4: Griptide puts target creature on top of its owner's library", () => {
    expect(manualLines('Griptide')).toEqual([])
    const r = playScenario(['Griptide'], {
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [
          { hand: ['Griptide'], battlefield: lands(4, 'Island') },
          { library: ['Forest'], battlefield: ['Grizzly Bears'] },
        ],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Griptide', targets: ['1:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    expect(names(r, 1)).toEqual([])
    expect(out(r).players[1].library).toBe(2)
    expect(r.state.players[1].zones.library.map((id) => r.state.cards[r.state.objects[id].def].name)).toEqual([
      'Grizzly Bears',
      'Forest',
    ])
  })
})
