// Lines the engine runs part of (`partly`): a triggered ability whose effect is resolved by hand still goes on the
// stack when it triggers (CR 603.3); an activated or loyalty ability whose effect is resolved by hand is still
// activated with its cost paid by the engine (CR 602.2, 606.4). Real cards, exact Oracle text.
import { describe, expect, it } from 'vitest'
import { automationLevel, explainCard } from '../../../src-shared/engine/automation'
import { passBoth, playWithBasics, poolWith, realCard } from '../../support/realCards'

const pool = poolWith("Abu Ja'far", 'Assembly Hall', 'Karn Liberated', 'Abiding Grace')
const lineOf = (name: string, start: string) => explainCard(realCard(name)).lines.find((l) => l.text.startsWith(start))!

describe('explainCard: partly automated lines', () => {
  it("CR 603.3: a trigger with a by-hand effect is partly run (Abu Ja'far)", () => {
    const e = explainCard(realCard("Abu Ja'far"))
    expect(e.lines).toEqual([
      {
        text: "When Abu Ja'far dies, destroy all creatures blocking or blocked by it. They can't be regenerated.",
        automated: false,
        partly: true,
      },
    ])
    expect(e.automated).toBe(false)
    expect(automationLevel(e)).toBe('partly')
  })

  it('CR 602.2: an activated ability with a cost the engine pays is partly run (Assembly Hall)', () => {
    expect(explainCard(realCard('Assembly Hall')).lines).toEqual([
      {
        text: '{4}, {T}: Reveal a creature card in your hand. Search your library for a card with the same name as that card, reveal it, put it into your hand, then shuffle.',
        automated: false,
        partly: true,
      },
    ])
  })

  it('CR 606.4: a by-hand loyalty ability is partly run, an automated one stays automated (Karn Liberated)', () => {
    const lines = explainCard(realCard('Karn Liberated')).lines
    expect(lines[1]).toEqual({ text: '[−3]: Exile target permanent.', automated: true })
    expect(lines[2]).toEqual({
      text: '[−14]: Restart the game, leaving in exile all non-Aura permanent cards exiled with Karn Liberated. Then put those cards onto the battlefield under your control.',
      automated: false,
      partly: true,
    })
  })

  it('CR 700.2b / 603.3: a modal trigger with a by-hand mode is partly run, with its mode lines (Abiding Grace)', () => {
    const lines = explainCard(realCard('Abiding Grace')).lines
    expect(lines.map((l) => l.text)).toEqual([
      'At the beginning of your end step, choose one —',
      '• You gain 1 life.',
      '• Return target creature card with mana value 1 from your graveyard to the battlefield.',
    ])
    expect(lines.every((l) => !l.automated && l.partly)).toBe(true)
  })

  it("CR 602.5b: an activation restriction the engine doesn't check leaves the line by hand (Tapestry of the Ages)", () => {
    const line = lineOf('Tapestry of the Ages', '{2}')
    expect(line.text).toBe("{2}, {T}: Draw a card. Activate only if you've cast a noncreature spell this turn.")
    expect(line).toEqual({ text: line.text, automated: false })
  })

  it('a static the engine does nothing with is plain by hand (Teferi, Time Raveler)', () => {
    const e = explainCard(realCard('Teferi, Time Raveler'))
    expect(e.lines[0]).toEqual({
      text: 'Each opponent can cast spells only any time they could cast a sorcery.',
      automated: false,
    })
  })
})

describe('partly run in play', () => {
  it("CR 603.3 / 603.10a: Abu Ja'far dies and its trigger goes on the stack as a by-hand item", () => {
    // One damage marked by hand; the state-based action destroys the 0/1 (CR 704.5g), and it dies.
    const kill = { player: 0, type: 'manual', op: 'damage', card: "Abu Ja'far", amount: 1 }
    const board = { battlefield: ["Abu Ja'far", 'Grizzly Bears'] }
    const r = playWithBasics(pool, board, {}, [kill])
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[0].zones.graveyard.map((id) => r.state.cards[r.state.objects[id].def].name)).toEqual([
      "Abu Ja'far",
    ])
    expect(r.state.stack).toMatchObject([{ kind: 'trigger', ability: 'manual', controller: 0 }])
    expect(r.state.stack[0].text).toBe(
      "When Abu Ja'far dies, destroy all creatures blocking or blocked by it. They can't be regenerated.",
    )
    // It resolves as a "resolve it by hand" decision for its controller (CR 608.2).
    const resolved = playWithBasics(pool, board, {}, [kill, ...passBoth])
    expect(resolved.state.pending).toMatchObject([{ kind: 'manual', player: 0, item: { ability: 'manual' } }])
    const done = playWithBasics(pool, board, {}, [kill, ...passBoth, { player: 0, type: 'done' }])
    expect(done.output.rejected).toEqual([])
    expect(done.state.stack).toEqual([])
  })

  it('CR 602.2: Assembly Hall is activated with {4} and {T} paid, its effect left to resolve by hand', () => {
    const lands = ['Plains', 'Plains', 'Plains', 'Plains']
    const r = playWithBasics(pool, { battlefield: ['Assembly Hall', ...lands] }, {}, [
      { player: 0, type: 'activate', card: 'Assembly Hall', ability: 0 },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    const tapped = r.state.battlefield.filter((id) => r.state.objects[id].tapped)
    expect(tapped).toHaveLength(5) // four lands and the Hall
    expect(r.state.pending).toMatchObject([{ kind: 'manual', player: 0 }])
  })

  it('CR 606.4 / 704.5i: Karn Liberated −14 by hand: the loyalty counters are removed as the cost, then resolved by hand', () => {
    const r = playWithBasics(pool, { battlefield: [{ name: 'Karn Liberated', counters: { loyalty: 14 } }] }, {}, [
      { player: 0, type: 'activate', card: 'Karn Liberated', ability: 2 },
    ])
    expect(r.output.rejected).toEqual([])
    // With no loyalty left, Karn is put into the graveyard (CR 704.5i); its ability still resolves (CR 113.7a).
    expect(r.state.players[0].zones.graveyard.map((id) => r.state.cards[r.state.objects[id].def].name)).toEqual([
      'Karn Liberated',
    ])
    expect(r.state.stack).toMatchObject([{ kind: 'ability', ability: 'loyalty:2', controller: 0 }])
    const resolved = playWithBasics(
      pool,
      { battlefield: [{ name: 'Karn Liberated', counters: { loyalty: 14 } }] },
      {},
      [{ player: 0, type: 'activate', card: 'Karn Liberated', ability: 2 }, ...passBoth],
    )
    expect(resolved.state.pending).toMatchObject([{ kind: 'manual', player: 0 }])
  })

  it("CR 603.3 / 700.2b: Abiding Grace triggers at Ann's end step and goes on the stack as a by-hand item", () => {
    const r = playWithBasics(pool, { battlefield: ['Abiding Grace'] }, {}, [], 'end')
    expect(r.output.rejected).toEqual([])
    expect(r.state.stack).toMatchObject([{ kind: 'trigger', ability: 'manual', controller: 0 }])
  })
})
