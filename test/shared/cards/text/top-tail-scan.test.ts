// Every line of AtomicCards of each shape added for the tail of the most-reprinted cards (second pass): run with its
// template, or left by hand with a reason code (test/support/shapeScan.ts), so the class is covered, not the example.
// One file, so the card data is read once.
import { beforeAll, describe, expect, it } from 'vitest'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { activate, LANDS, onField, play, ready, seat } from '../../../support/verify/harness'

beforeAll(() => loadScanData(), 300_000)

const TO_BENS_TURN = [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [] },
  { type: 'passUntil', step: 'upkeep', turn: 4 },
]

describe('a delayed instruction at the beginning of the next end step, every card', () => {
  it('CR 603.7a, 603.7c: each line run is effect:delayed.endStep; "it" after another object is never the source', () => {
    const lines = scanLines(/at the beginning of the next end step/i)
    expect(byHandWithoutReason(lines)).toEqual([])
    const shape = lines.filter(
      (l) => !/dash|blitz|unearth|return (that card|it|those cards|the exiled card) to the battlefield/i.test(l.text),
    )
    const c = classOf(shape, 'effect:delayed.endStep')
    // A token copy's "Sacrifice / Exile it at the beginning of the next end step" is its own shape (Kiki-Jiki, CR 603.7).
    const tokenCopies = new Set(shape.filter((l) => l.templates.has('effect:copyToken.endStep')).map((l) => l.name))
    expect(c.missing.filter((n) => n !== 'Skybind' && !tokenCopies.has(n))).toEqual([])
    for (const name of [
      'Mogg Cannon',
      'Dragon Mask',
      'Puffer Extract',
      'Deathknell Kami',
      'Crazed Armodon',
      'Pyric Salamander',
      'The Scarab God',
      'Brood of Cockroaches',
      'Teferi, Hero of Dominaria',
      'Ideas Unbound',
    ])
      expect(c.run, name).toContain(name)
    // "it" names a token created, the equipped creature or a copy, not the source: by hand (the token would stay,
    // or the source would be sacrificed in its place). A card exiled then returned is a new object (CR 400.7).
    for (const name of [
      'Angelic Favor',
      'Thunderheads',
      'Rakdos Guildmage',
      'Hornet Cannon',
      'Wings of Hubris',
      'Nemesis Trap',
      'Saltskitter',
      'Apprentice Necromancer',
    ])
      expect(c.byHand[name], name).toBeDefined()
    expect(c.run.length).toBeGreaterThanOrEqual(18)
  }, 120_000)

  it('CR 608.2c: after a token created, "Put X +1/+1 counters on it" is the token\'s, so not read as the source', () => {
    const lines = scanLines(/token\. Put [^.]* counters? on it/i)
    const c = classOf(lines, 'effect:counters')
    for (const name of ['Fractal Summoning', 'Leyline Invocation', 'Manifestation Sage'])
      expect(c.byHand[name], name).toBeDefined()
  }, 120_000)

  it('CR 603.7c: Dragon Mask returns the target creature, not itself, at the next end step', () => {
    const p = play(['Dragon Mask'], { ann: { battlefield: [...LANDS, 'Dragon Mask', ready('Grizzly Bears')] } }, [
      ...activate('Dragon Mask', 0, { targets: ['0:Grizzly Bears'] }),
      ...TO_BENS_TURN,
    ])
    expect(onField(p, 0, 'Grizzly Bears')).toBe(0)
    expect(seat(p, 0).hand).toContain('Grizzly Bears')
    expect(onField(p, 0, 'Dragon Mask')).toBe(1)
  })

  it("CR 603.7a, 400.7: The Scarab God dies and returns to its owner's hand at the next end step, unless it left the graveyard", () => {
    const god = (more: unknown[]) =>
      play(
        ['The Scarab God', 'Murder', 'Bojuka Bog'],
        {
          ann: { battlefield: [...LANDS, ready('The Scarab God')], hand: ['Murder', 'Bojuka Bog'] },
        },
        [{ player: 0, type: 'cast', card: 'Murder', targets: ['0:The Scarab God'] }, ...more],
      )
    // Murder resolves; the God's trigger resolves: the delayed return waits for the end step.
    let p = god([
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    expect(seat(p, 0).graveyard).toContain('The Scarab God')
    p = god([{ type: 'passUntil', step: 'upkeep', turn: 4 }])
    expect(seat(p, 0).hand).toContain('The Scarab God')
    expect(seat(p, 0).graveyard).not.toContain('The Scarab God')
    // Near miss: its graveyard exiled before the end step (Bojuka Bog), the card is a new object: nothing returns.
    p = god([
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'playLand', card: 'Bojuka Bog' },
      { player: 0, type: 'choose', targets: ['player:0'] },
      { type: 'passUntil', step: 'upkeep', turn: 4 },
    ])
    expect(seat(p, 0).hand).not.toContain('The Scarab God')
  })
})

describe("a power or toughness against the source's power, every card", () => {
  it('CR 208.1: each noun "with power/toughness less than [or equal to] ~\'s power" run is spec:belowSource', () => {
    const lines = scanLines(/(power|toughness) less than (or equal to )?[^.]*'s power/i)
    expect(byHandWithoutReason(lines)).toEqual([])
    // Blocking restrictions are their own static (static:weakerCantBlock); every other line run carries the spec.
    const c = classOf(
      lines.filter((l) => !/can't block it\.$/.test(l.text)),
      'spec:belowSource',
    )
    expect(c.missing).toEqual([])
    for (const name of ['Stone Giant', 'Unliving Psychopath', 'Lena, Selfless Champion', 'Earthshaker Khenra'])
      expect(c.run, name).toContain(name)
    // "that creature's power" (another object), a card in a library, and a control duration stay by hand.
    for (const name of ['Spawnbroker', 'Grenzo, Dungeon Warden', 'Old Man of the Sea', 'Champion of Lambholt'])
      expect(c.byHand[name], name).toBeDefined()
  }, 120_000)

  it('CR 608.2h, 603.7c: Stone Giant killed in response still gives flying by its last known power, and the creature dies at the end step', () => {
    const p = play(
      ['Stone Giant', 'Murder'],
      {
        ann: { battlefield: [...LANDS, ready('Stone Giant'), ready('Grizzly Bears')] },
        ben: { battlefield: LANDS, hand: ['Murder'] },
      },
      [
        { player: 0, type: 'activate', card: 'Stone Giant', ability: 0, targets: ['0:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Murder', targets: ['0:Stone Giant'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    expect(onField(p, 0, 'Stone Giant')).toBe(0)
    expect(p.out.stack).toEqual([])
    expect(seat(p, 0).battlefield.find((b) => b.name === 'Grizzly Bears')?.keywords).toContain('Flying')
    const later = play(
      ['Stone Giant'],
      { ann: { battlefield: [...LANDS, ready('Stone Giant'), ready('Grizzly Bears')] } },
      [...activate('Stone Giant', 0, { targets: ['0:Grizzly Bears'] }), ...TO_BENS_TURN],
    )
    expect(onField(later, 0, 'Grizzly Bears')).toBe(0)
    expect(onField(later, 0, 'Stone Giant')).toBe(1)
  })
})

describe('"all … target player controls", every card', () => {
  it('CR 115.1: each line run is spec:controlledByTarget, read only as the subject of a one-shot effect', () => {
    const lines = scanLines(/(all|each) [a-z ,-]+ target (player|opponent) controls/i)
    expect(byHandWithoutReason(lines)).toEqual([])
    // "for each creature target player controls" is a count of that player's permanents (CR 115.1, 608.2c).
    const counted = lines.filter((l) => l.automated && l.templates.has('amount:count.targetPlayer'))
    expect(counted.map((l) => l.name)).toEqual(expect.arrayContaining(['Divine Congregation', 'Tamiyo, the Moon Sage']))
    const c = classOf(
      lines.filter((l) => !counted.includes(l)),
      'spec:controlledByTarget',
    )
    expect(c.missing).toEqual([])
    for (const name of ['Gulf Squid', 'Primeval Light', "River's Rebuke", 'Sleep', 'Naya Charm', 'Ajani Vengeant'])
      expect(c.run, name).toContain(name)
    // Read where nothing would find the player (damage to each, gaining control): by hand.
    for (const name of ['Simoon', 'Ashiok, Sculptor of Fears']) expect(c.byHand[name], name).toBeDefined()
  }, 120_000)

  it("CR 115.1: River's Rebuke returns Ben's nonland permanents, not his lands, not Ann's", () => {
    const p = play(
      ["River's Rebuke"],
      {
        ann: { battlefield: [...LANDS, ready('Grizzly Bears')], hand: ["River's Rebuke"] },
        ben: { battlefield: ['Forest', ready('Llanowar Elves'), 'Glorious Anthem'] },
      },
      [
        { player: 0, type: 'cast', card: "River's Rebuke", targets: ['player:1'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    expect(seat(p, 1).battlefield.map((b) => b.name)).toEqual(['Forest'])
    expect([...seat(p, 1).hand].sort()).toEqual(['Glorious Anthem', 'Llanowar Elves'])
    expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
  })
})

describe('"loses all unspent mana", every card', () => {
  it('CR 106.4: each line run is effect:loseMana; the others give a reason', () => {
    const lines = scanLines(/loses? all unspent mana/i)
    expect(byHandWithoutReason(lines)).toEqual([])
    const c = classOf(lines, 'effect:loseMana')
    // Power Sink's lost mana is part of what its unpaid counter does (effect:counterSpell.tapsLands, CR 118.12).
    expect(c.missing).toEqual(['Power Sink'])
    expect(lines.find((l) => l.name === 'Power Sink')?.templates.has('effect:counterSpell.tapsLands')).toBe(true)
    expect(c.run).toContain('Mana Short')
    // "activates a mana ability of each land": by hand.
    for (const name of ['Drain Power', 'Pygmy Hippo']) expect(c.byHand[name], name).toBeDefined()
  }, 120_000)
})
