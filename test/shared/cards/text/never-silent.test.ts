// Never silent: a line the engine doesn't run, and that nothing puts on the stack (a static ability, a replacement
// effect, "as ~ enters", a trigger whose event isn't read), is logged as a by-hand reminder where it may apply; a card
// that can be cast by hand can be cast (its unread target rules by hand, its unread cost reminded as it is cast).
// Real cards, the named ones; `never-silent-smoke.test.ts` plays a sample of every such card.
import { describe, expect, it } from 'vitest'
import { out, passBoth, play, playCombat, ready } from '../../../support/realCards'

const reminders = (r: ReturnType<typeof play>, name: string) =>
  out(r).log.filter((l) => l.startsWith(`Reminder (by hand): ${name}: `))
const n = (card: string, k: number) => Array.from({ length: k }, () => card)

describe('never silent: by-hand lines are reminded where they may apply', () => {
  it('CR 603.2: Curse of Predation, whose trigger event is unread, is reminded at that event', () => {
    const curse = playCombat(
      ['Curse of Predation'],
      { battlefield: [ready('Grizzly Bears'), ...n('Forest', 3)], hand: ['Curse of Predation'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Curse of Predation', targets: ['player:1'] },
        ...passBoth,
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
      ],
      'precombatMain',
    )
    expect(out(curse).rejected ?? []).toEqual([])
    const attacked = out(curse).log.findIndex((l) => l.startsWith('Ann attacks'))
    expect(attacked).toBeGreaterThan(0)
    expect(out(curse).log.slice(attacked)).toContain(
      'Reminder (by hand): Curse of Predation: Whenever a creature attacks enchanted player, put a +1/+1 counter on it.',
    )
  })

  it('CR 614.12, 614.1: Rescuer Sphinx is reminded as it enters, Containment Priest as a flickered creature returns', () => {
    const sphinx = play(['Rescuer Sphinx'], { hand: ['Rescuer Sphinx'], battlefield: n('Island', 4) }, {}, [
      { player: 0, type: 'cast', card: 'Rescuer Sphinx' },
      ...passBoth,
    ])
    expect(reminders(sphinx, 'Rescuer Sphinx')).toHaveLength(1)

    const priest = play(
      ['Containment Priest', 'Cloudshift'],
      { hand: ['Cloudshift'], battlefield: ['Plains', 'Containment Priest', 'Grizzly Bears'] },
      {},
      [{ player: 0, type: 'cast', card: 'Cloudshift', targets: ['Grizzly Bears'] }, ...passBoth],
    )
    const returned = out(priest).log.findIndex((l) => l.includes('Grizzly Bears') && l.includes('return'))
    expect(returned).toBeGreaterThan(0)
    expect(reminders(priest, 'Containment Priest').length).toBeGreaterThan(0)
    expect(
      out(priest)
        .log.slice(returned)
        .some((l) => l.startsWith('Reminder (by hand): Containment Priest')),
    ).toBe(true)
  })

  it("CR 502.3, 305.1: Winter's Rest is reminded at the untap step, Crucible of Worlds in its controller's main phase", () => {
    const rest = play(
      ["Winter's Rest"],
      { battlefield: [{ name: "Winter's Rest", attachedTo: 'Grizzly Bears' }] },
      { battlefield: [{ name: 'Grizzly Bears', tapped: true }] },
      [{ type: 'passUntil', step: 'upkeep' }],
      'end',
    )
    expect(reminders(rest, "Winter's Rest")).toEqual([
      "Reminder (by hand): Winter's Rest: As long as you control another snow permanent, enchanted creature doesn't untap during its controller's untap step.",
    ])
    const crucible = play(
      ['Crucible of Worlds'],
      { battlefield: ['Crucible of Worlds'], graveyard: ['Forest'] },
      {},
      [{ type: 'passUntil', step: 'precombatMain' }],
      'upkeep',
    )
    expect(reminders(crucible, 'Crucible of Worlds')).toEqual([
      'Reminder (by hand): Crucible of Worlds: You may play lands from your graveyard.',
    ])
  })

  it("CR 714.2: The Mirari Conjecture's chapters are reminded as it enters and after its controller's draw step", () => {
    const r = play(
      ['The Mirari Conjecture'],
      { hand: ['The Mirari Conjecture'], battlefield: n('Island', 5), graveyard: ['Opt'] },
      {},
      [{ player: 0, type: 'cast', card: 'The Mirari Conjecture' }, ...passBoth],
    )
    expect(reminders(r, 'The Mirari Conjecture')).toContain(
      'Reminder (by hand): The Mirari Conjecture: I — Return target instant card from your graveyard to your hand.',
    )
  })

  it('CR 303.4a, 303.4f: Giant\'s Grasp ("Enchant Giant you control", now read) is cast at a Giant and attaches to it', () => {
    const r = play(
      ["Giant's Grasp"],
      { hand: ["Giant's Grasp"], battlefield: [...n('Island', 4), 'Hill Giant'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: "Giant's Grasp", targets: ['Hill Giant'] }, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const grasp = r.state.battlefield.find((id) => r.state.cards[r.state.objects[id].def].name === "Giant's Grasp")!
    const giant = r.state.battlefield.find((id) => r.state.cards[r.state.objects[id].def].name === 'Hill Giant')
    expect(r.state.objects[grasp].attachedTo).toBe(giant)
    expect(reminders(r, "Giant's Grasp")).not.toContain("Reminder (by hand): Giant's Grasp: Enchant Giant you control")
    // Grizzly Bears is no Giant (CR 303.4a): the Aura can't be cast at it.
    const bears = play(
      ["Giant's Grasp"],
      { hand: ["Giant's Grasp"], battlefield: [...n('Island', 4), 'Grizzly Bears'] },
      {},
      [{ player: 0, type: 'cast', card: "Giant's Grasp", targets: ['Grizzly Bears'] }],
    )
    expect(out(bears).rejected?.length).toBe(1)
  })

  it('CR 603.12, 601.2f: Fiery Encore is cast without a target (its reflexive trigger has it); Desperate Stand’s strive cost is charged, so nothing is left to remind', () => {
    const encore = play(
      ['Fiery Encore'],
      { hand: ['Fiery Encore', 'Lightning Bolt'], battlefield: n('Mountain', 5) },
      {},
      [
        { player: 0, type: 'cast', card: 'Fiery Encore' },
        ...passBoth, // its storm trigger
        ...passBoth,
      ],
    )
    expect(out(encore).rejected ?? []).toEqual([])
    expect(out(encore).log).toContain('Fiery Encore resolves: resolve it by hand')

    const stand = play(
      ['Desperate Stand'],
      { hand: ['Desperate Stand'], battlefield: ['Mountain', 'Plains', 'Grizzly Bears'] },
      {},
      [{ player: 0, type: 'cast', card: 'Desperate Stand' }],
    )
    expect(out(stand).rejected ?? []).toEqual([])
    // CR 207.2c: one target costs {R}{W} alone; the cost per extra target is the engine's (strive), not a reminder.
    expect(reminders(stand, 'Desperate Stand')).toEqual([])
  })
})
