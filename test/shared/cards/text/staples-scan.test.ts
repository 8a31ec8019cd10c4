// Every line of AtomicCards of each shape added for the most-reprinted cards: run with its template, or left by hand
// with a reason code (test/support/shapeScan.ts), so the class is covered, not the example. One file, so the card
// data is read once.
import { beforeAll, describe, expect, it } from 'vitest'
import { classOf, loadScanData, scanLines } from '../../../support/shapeScan'
import { cast, LANDS, onField, PASS, play, ready, seat } from '../../../support/verify/harness'
import { combat } from '../../../support/verify/combatTriggers'
import { realCard } from '../../../support/realCards'

beforeAll(() => loadScanData(), 300_000)

describe('sacrificing several, every card', () => {
  it('CR 701.17a: every "[player] sacrifices two / three … [permanents]" is run as effect:sacrifice.several', () => {
    const c = classOf(
      // Not annihilator's reminder (its own trigger) nor "unless you sacrifice two …" (effect:sacrificeUnless).
      scanLines(
        /^(?!annihilator).*\b(?<!unless )(player|opponent|you|they) sacrifices? (two|three|four|five|six|seven) [a-z]/i,
      ),
      'effect:sacrifice.several',
    )
    expect(c.missing).toEqual([])
    expect(c.run).toEqual(
      expect.arrayContaining([
        'Barter in Blood',
        "Tergrid's Shadow",
        'Wildfire',
        'Dead Drop',
        'Voldaren Pariah // Abolisher of Bloodlines',
      ]),
    )
    // Another sentence or event the grammar doesn't read keeps these by hand.
    expect(c.byHand).toEqual({
      'Earth-Cult Elemental': 'effect-sacrifice',
      'Eldrazi Conscription': 'unread-text',
      "Gideon's Triumph": 'replacement',
      Handcuffs: 'trigger-event',
    })
  }, 120_000)
})

describe('untapping up to N, every card', () => {
  it('CR 701.21b: every "untap up to N lands" (not targeted) is run as effect:untapUpTo', () => {
    const c = classOf(scanLines(/untap up to (one|two|three|four|five|six|seven) (?!target)[a-z]/i), 'effect:untapUpTo')
    expect(c.missing).toEqual([])
    expect(c.run).toEqual(
      expect.arrayContaining([
        'Rewind',
        'Frantic Search',
        'Snap',
        'Cloud of Faeries',
        'Unwind',
        'Teferi, Hero of Dominaria',
      ]),
    )
    expect(c.byHand).toEqual({
      'Finale of Revelation': 'replacement',
      'Time Spiral': 'effect-exile',
    })
  }, 120_000)
})

describe('"each other player", every card', () => {
  it('CR 102.2: Grave Pact makes every other player sacrifice, never its controller', () => {
    const p = play(
      ['Grave Pact', 'Diabolic Edict', 'Serra Angel', 'Llanowar Elves'],
      {
        ann: { hand: ['Diabolic Edict'], battlefield: [...LANDS, 'Grave Pact', 'Grizzly Bears', 'Llanowar Elves'] },
        ben: { battlefield: ['Serra Angel', 'Island'] },
      },
      // Ann's own Edict: she sacrifices the Bears; Grave Pact triggers and Ben sacrifices his only creature.
      [
        ...cast('Diabolic Edict', { targets: ['player:0'] }),
        { player: 0, type: 'choose', cards: ['Grizzly Bears'] },
        ...PASS,
      ],
    )
    expect(onField(p, 1, 'Serra Angel')).toBe(0)
    expect(seat(p, 1).graveyard).toEqual(['Serra Angel'])
    expect(onField(p, 0, 'Llanowar Elves')).toBe(1) // not "each player": Ann sacrifices nothing more
    expect(onField(p, 1, 'Island')).toBe(1)
  }, 60_000)

  it('CR 102.2: every "each other player [does]" is read as each opponent', () => {
    const lines = scanLines(/\beach other player (sacrifices|loses|draws|creates|discards)/i)
    const run = lines.filter((l) => l.automated).map((l) => l.name)
    expect(run).toEqual(
      expect.arrayContaining(
        ['Grave Pact', 'Rampage of the Valkyries', 'Bond of Agony', 'Words of Wisdom'].concat(
          ['Syphon Flesh', 'Syphon Mind'], // a count of what they did this way (amount:count.moved, CR 608.2c)
        ),
      ),
    )
    expect(Object.fromEntries(lines.filter((l) => !l.automated).map((l) => [l.name, l.reason]))).toEqual({})
  }, 120_000)
})

describe('"draw that many cards" after damage, every card', () => {
  it('CR 603.2, 608.2h: Glint-Eye Nephilim draws as many cards as the combat damage it dealt to a player', () => {
    const attack = (blockers?: { card: string; blocks: string }[]) =>
      play(
        ['Glint-Eye Nephilim'],
        { ann: { battlefield: [ready('Glint-Eye Nephilim')] }, ben: { battlefield: ['Grizzly Bears'] } },
        combat(['Glint-Eye Nephilim'], blockers),
      )
    const unblocked = attack([])
    expect(seat(unblocked, 1).life).toBe(18)
    expect(seat(unblocked, 0).hand).toHaveLength(2)
    // Near miss: blocked, it deals its damage to the Bears, not to a player: no card.
    const blocked = attack([{ card: 'Grizzly Bears', blocks: '0:Glint-Eye Nephilim' }])
    expect(seat(blocked, 1).life).toBe(20)
    expect(seat(blocked, 0).hand).toHaveLength(0)
  }, 60_000)

  it('CR 603.2: "draw that many cards" is run only after an event of damage; after a discard or a sacrifice it is by hand', () => {
    const lines = scanLines(/draw that many cards\.?$/i)
    const run = lines.filter((l) => l.automated).map((l) => l.name)
    expect(run.sort()).toEqual(['Cold-Eyed Selkie', 'Glint-Eye Nephilim', 'Illusory Ambusher'])
    for (const name of ['Tolarian Winds', 'Shattered Perception', 'Kinetic Augur', 'Whirlpool Rider', 'Give // Take'])
      expect(lines.find((l) => l.name === name)?.automated).toBe(false)
  }, 120_000)
})

describe('"with mana value X" in a noun, every card', () => {
  it('CR 107.3, 601.2c, 602.2b: "mana value X" is run only where its X is announced: a spell\'s target, a search, or "each … with mana value X" of a spell with {X} in its cost or of an ability with {X} or −X in its cost; never an ability\'s target nor an X the text defines', () => {
    const lines = scanLines(/with mana value x\b/i)
    expect(lines.length).toBeGreaterThanOrEqual(60)
    const run = lines.filter((l) => l.automated)
    const missing = run.filter(
      (l) =>
        !l.templates.has('target:manaValueX') &&
        !l.templates.has('effect:search.manaValueX') &&
        !l.templates.has('subject:manaValueX'),
    )
    expect(missing.map((l) => l.name)).toEqual([])
    expect(run.map((l) => l.name)).toEqual(
      expect.arrayContaining(
        ['Spell Blast', 'Disembowel', 'Repeal', 'Chord of Calling'].concat([
          'Forced March',
          'Meltdown',
          'Gaze of Granite',
          'Displacement Wave',
          'Hammer Mage',
          'Citanul Flute',
        ]),
      ),
    )
    for (const l of run) {
      // An X the text defines ("where X is …", Spellstutter Sprite) or a trigger's "you may pay {X}" isn't announced.
      expect(l.text.replace(/\([^)]*\)/g, ''), l.name).not.toMatch(/\bx is\b|^(when|whenever|at)\b/i)
      const ability = /^(\{[^}]+\}|\[)[^:]*:/.exec(l.text)
      if (ability) {
        // An ability's X: its cost has {X} or −X, its noun isn't a target, and its template says so.
        expect(ability[0], l.name).toMatch(/\{X\}|\[[-\u2212]X\]/)
        expect(l.text, l.name).not.toMatch(/target [^.]*with mana value x\b/i)
        expect(
          l.templates.has(ability[0].startsWith('[') ? 'loyalty:manaValueX' : 'activated:manaValueX'),
          l.name,
        ).toBe(true)
      } else {
        const cost = realCard(l.name)
          .faces.map((f) => f.manaCost?.symbols ?? [])
          .flat()
        expect(
          cost.some((sym) => sym.kind === 'variable' && sym.letter === 'X'),
          l.name,
        ).toBe(true)
      }
    }
    const byHand = Object.fromEntries(lines.filter((l) => !l.automated).map((l) => [l.name, l.reason]))
    for (const name of ['Deepfire Elemental', 'Spellstutter Sprite', 'Eldritch Evolution', 'Taj-Nar Swordsmith'])
      expect(byHand[name], name).toBeDefined()
  }, 120_000)
})
