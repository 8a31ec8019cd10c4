import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DECK_FORMATS,
  detectDeckFormat,
  parseDeckList,
  resolveDeck,
  unknownCardMessage,
  writeDeckList,
  type DeckFormat,
  type DeckList,
} from '@shared/cards/decklist'
import { testPool } from './fixtures'

const strip = (list: DeckList) => {
  const clean = (entries: DeckList['main'] | undefined) => entries?.map(({ line: _line, ...e }) => e)
  const { format: _f, errors, main, sideboard, commander, ...rest } = list
  return {
    ...rest,
    errors,
    main: clean(main),
    sideboard: clean(sideboard),
    ...(commander ? { commander: clean(commander) } : {}),
  }
}

describe('deck lists: plain text', () => {
  it('reads "4 Name", "4x Name" and bare names; a blank line starts the sideboard', () => {
    const list = parseDeckList('// my deck\n4 Lightning Bolt\n2x Shock\nCounterspell\n\n3 Absorb\n\n1 Giant Growth\n')
    expect(list.format).toBe('text')
    expect(list.errors).toEqual([])
    expect(list.main.map((e) => [e.count, e.name, e.line])).toEqual([
      [4, 'Lightning Bolt', 2],
      [2, 'Shock', 3],
      [1, 'Counterspell', 4],
    ])
    expect(list.sideboard.map((e) => [e.count, e.name])).toEqual([
      [3, 'Absorb'],
      [1, 'Giant Growth'],
    ])
  })

  it('reads a "Sideboard" line, merges repeated names and reads Heroic\'s "Hero:" and "Type:" lines', () => {
    const list = parseDeckList(
      'Hero: Krenko, Mob Boss\nType: Goblin\n\n4 Goblin Guide\n2 Goblin Guide\nSideboard:\n1 Krenko, Mob Boss\n',
    )
    expect(list.hero).toBe('Krenko, Mob Boss')
    expect(list.type).toBe('Goblin')
    expect(list.main).toEqual([{ name: 'Goblin Guide', count: 6, line: 4 }])
    expect(list.sideboard.map((e) => e.name)).toEqual(['Krenko, Mob Boss'])
  })

  it('blank lines only group cards when a "Sideboard" line marks the sideboard', () => {
    const list = parseDeckList('// Creatures\n4 Goblin Guide\n\n// Spells\n4 Lightning Bolt\n\nSideboard\n2 Shock\n')
    expect(list.main.map((e) => e.name)).toEqual(['Goblin Guide', 'Lightning Bolt'])
    expect(list.sideboard.map((e) => e.name)).toEqual(['Shock'])
  })

  it('reports malformed lines by number and still reads the rest', () => {
    const list = parseDeckList('4 Lightning Bolt\n0 Shock\n12\n2 Counterspell\n')
    expect(list.errors).toEqual([
      { line: 2, message: 'line 2: the count of "Shock" must be at least 1' },
      { line: 3, message: 'line 3: "12" is not "COUNT NAME" (e.g. "4 Lightning Bolt")' },
    ])
    expect(list.main.map((e) => e.name)).toEqual(['Lightning Bolt', 'Counterspell'])
  })
})

describe('deck lists: MTGO .dec', () => {
  it('reads "SB:" lines into the sideboard', () => {
    const list = parseDeckList('// NAME : Burn\n4 Lightning Bolt\n20 Mountain\nSB: 2 Shock\nSB:  1 Counterspell\n')
    expect(list.format).toBe('mtgo')
    expect(list.name).toBe('Burn')
    expect(list.main.map((e) => e.count)).toEqual([4, 20])
    expect(list.sideboard.map((e) => [e.count, e.name])).toEqual([
      [2, 'Shock'],
      [1, 'Counterspell'],
    ])
  })
})

describe('deck lists: MTG Arena export', () => {
  it('reads Commander, Companion, Deck and Sideboard sections with "(SET) 123" printings', () => {
    const text =
      'Commander\n1 Krenko, Mob Boss (M13) 139\n\nCompanion\n1 Lurrus of the Dream-Den (IKO) 226\n\nDeck\n4 Lightning Bolt (M11) 149\n1 Fire // Ice (MH2) 290\n20 Mountain (ZNR) 276\n\nSideboard\n1 Lurrus of the Dream-Den (IKO) 226\n2 Shock (M21) 159\n'
    const list = parseDeckList(text)
    expect(list.format).toBe('arena')
    expect(list.commander).toEqual([
      { name: 'Krenko, Mob Boss', count: 1, set: 'M13', collectorNumber: '139', line: 2 },
    ])
    expect(list.companion).toBe('Lurrus of the Dream-Den')
    expect(list.main.map((e) => [e.count, e.name, e.set, e.collectorNumber])).toEqual([
      [4, 'Lightning Bolt', 'M11', '149'],
      [1, 'Fire // Ice', 'MH2', '290'],
      [20, 'Mountain', 'ZNR', '276'],
    ])
    // CR 702.139a: the companion is in the sideboard once, though Arena lists it twice.
    expect(list.sideboard.map((e) => [e.count, e.name])).toEqual([
      [1, 'Lurrus of the Dream-Den'],
      [2, 'Shock'],
    ])
  })
})

describe('deck lists: Cockatrice .cod', () => {
  const cod = `<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <deckname>Goblins &amp; Friends</deckname>
    <comments>Hero: Krenko, Mob Boss
Type: Goblin</comments>
    <zone name="main">
        <card number="4" name="Goblin Guide"/>
        <card number="2" name="Dovin&apos;s Veto"/>
    </zone>
    <zone name="side">
        <card number="1" name="Krenko, Mob Boss"/>
        <card name="Shock"/>
    </zone>
</cockatrice_deck>`

  it('reads zones, entities and the Heroic lines in <comments>; reports a bad <card> by line', () => {
    const list = parseDeckList(cod)
    expect(list.format).toBe('cockatrice')
    expect(list.name).toBe('Goblins & Friends')
    expect(list.hero).toBe('Krenko, Mob Boss')
    expect(list.type).toBe('Goblin')
    expect(list.main.map((e) => [e.count, e.name, e.line])).toEqual([
      [4, 'Goblin Guide', 7],
      [2, "Dovin's Veto", 8],
    ])
    expect(list.sideboard.map((e) => e.name)).toEqual(['Krenko, Mob Boss'])
    expect(list.errors).toEqual([
      { line: 12, message: 'line 12: <card name="Shock"> needs number="N" with N at least 1' },
    ])
  })
})

describe('deck lists: Forge .dck', () => {
  it('reads [metadata], [Main] and [Sideboard] with "Name|SET" lines', () => {
    const list = parseDeckList(
      '[metadata]\nName=Red Deck\n[Main]\n4 Lightning Bolt|M11\n20 Mountain|ZNR|2\n[Sideboard]\n2 Shock\n',
    )
    expect(list.format).toBe('forge')
    expect(list.name).toBe('Red Deck')
    expect(list.main.map((e) => [e.count, e.name, e.set])).toEqual([
      [4, 'Lightning Bolt', 'M11'],
      [20, 'Mountain', 'ZNR'],
    ])
    expect(list.sideboard.map((e) => e.name)).toEqual(['Shock'])
    expect(parseDeckList('[Main]\nfour Bolts\n', 'forge').errors[0]).toEqual({
      line: 2,
      message: 'line 2: "four Bolts" is not "COUNT NAME|SET"',
    })
  })
})

describe('deck lists: format detection and round trips', () => {
  it('detects each format', () => {
    expect(detectDeckFormat('4 Lightning Bolt\n')).toBe('text')
    expect(detectDeckFormat('4 Lightning Bolt\nSB: 1 Shock\n')).toBe('mtgo')
    expect(detectDeckFormat('Deck\n4 Lightning Bolt (M11) 149\n')).toBe('arena')
    expect(detectDeckFormat('\uFEFF<?xml version="1.0"?><cockatrice_deck/>')).toBe('cockatrice')
    expect(detectDeckFormat('[metadata]\nName=x\n[Main]\n')).toBe('forge')
  })

  const sample: DeckList = {
    main: [
      { name: 'Lightning Bolt', count: 4 },
      { name: 'Fire // Ice', count: 2 },
      { name: "Dovin's Veto", count: 1 },
      { name: 'Mountain', count: 17 },
    ],
    sideboard: [
      { name: 'Krenko, Mob Boss', count: 1 },
      { name: 'Shock', count: 3 },
    ],
    hero: 'Krenko, Mob Boss',
    type: 'Goblin',
    name: 'Sample & Co',
    format: 'text',
    errors: [],
  }

  for (const format of DECK_FORMATS) {
    it(`round-trips a deck through ${format}`, () => {
      const text = writeDeckList(sample, format)
      const back = parseDeckList(text, format)
      expect(back.format).toBe(format)
      expect(detectDeckFormat(text)).toBe(format === 'text' ? 'text' : format)
      expect(strip(back)).toEqual(strip(sample))
    })
  }

  it('round-trips Arena printings and commanders', () => {
    const arena: DeckList = {
      main: [{ name: 'Lightning Bolt', count: 4, set: 'M11', collectorNumber: '149' }],
      sideboard: [{ name: 'Shock', count: 2, set: 'M21', collectorNumber: '159' }],
      commander: [{ name: 'Krenko, Mob Boss', count: 1, set: 'M13', collectorNumber: '139' }],
      format: 'arena',
      errors: [],
    }
    expect(strip(parseDeckList(writeDeckList(arena, 'arena')))).toEqual(strip(arena))
  })

  it('round-trips any deck of well-formed names through every format (property)', () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{1,8}$/)
    const HEADERS =
      /^(deck|main|maindeck|mainboard|side|sideboard|sb|commanders?|companion|maybe|maybeboard|considering|about)$/i
    const name = fc
      .array(word, { minLength: 1, maxLength: 3 })
      .map((w) => w.join(' '))
      .filter((n) => !HEADERS.test(n))
    const entries = fc.uniqueArray(fc.record({ name, count: fc.integer({ min: 1, max: 30 }) }), {
      selector: (e) => e.name.toLowerCase(),
      maxLength: 8,
    })
    fc.assert(
      fc.property(entries, entries, fc.constantFrom<DeckFormat>(...DECK_FORMATS), (main, sideboard, format) => {
        fc.pre(main.length > 0)
        const list: DeckList = { main, sideboard, format, errors: [] }
        expect(strip(parseDeckList(writeDeckList(list, format), format))).toEqual(strip(list))
      }),
      { numRuns: 150 },
    )
  })
})

describe('resolving deck lists', () => {
  const pool = testPool()

  it('resolves double-faced cards by front name and reports unknown names with suggestions and lines', () => {
    const list = parseDeckList("4 Lightning Bolt\n2 Tovolar's Huntmaster\n3 Lightnig Bolt\n1 Zzyzx Qwerty\n")
    const deck = resolveDeck(list, pool)
    expect(deck.main.map((e) => [e.card.name, e.count])).toEqual([
      ['Lightning Bolt', 4],
      ["Tovolar's Huntmaster // Tovolar's Packleader", 2],
    ])
    expect(deck.unknown).toEqual([
      { name: 'Lightnig Bolt', zone: 'main', line: 3, suggestions: expect.arrayContaining(['Lightning Bolt']) },
      { name: 'Zzyzx Qwerty', zone: 'main', line: 4, suggestions: [] },
    ])
    expect(unknownCardMessage(deck.unknown[0])).toMatch(
      /^unknown card "Lightnig Bolt" \(line 3\); did you mean "Lightning Bolt"/,
    )
  })

  it('resolves the hero and merges spellings of one card', () => {
    const deck = resolveDeck(parseDeckList('Hero: krenko, mob boss\n1 Fire // Ice\n1 fire//ice\n'), pool)
    expect(deck.hero?.name).toBe('Krenko, Mob Boss')
    expect(deck.main).toEqual([expect.objectContaining({ count: 2, written: 'Fire // Ice' })])
  })
})
