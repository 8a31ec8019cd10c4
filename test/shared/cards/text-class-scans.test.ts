// Scans of the compiled tree of every face in the shared AtomicCards, one per class of misreading: a class is ruled
// out on every card, not only on the examples the real-card tests play (`text/*.test.ts`, named by the same rules).
// Where the class is the engine's (what a read line does), each card the scan finds is also played.
import { beforeAll, describe, expect, it } from 'vitest'
import type { CardDefinition } from '../../../src-shared/cards/model'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import type { ActivatedAbility, Effect } from '../../../src-shared/engine/ast'
import { normalize } from '../../../src-shared/text/normalize'
import { subtypeCardType } from '../../../src-shared/text/subtypeNouns'
import { applyAction, explainCard, legalActions } from '../../../src-shared/engine'
import { sourceLastKnown } from '../../../src-shared/engine/lastKnown'
import type { ActivateAction, GameState } from '../../../src-shared/engine/types'
import { compiledFaces, walk } from '../../support/compiledFaces'
import { boardPlayer, out, passBoth, playCombat, ready } from '../../support/realCards'
import { firstPlay, settle, SMOKE_TABLE_CARDS } from '../../support/smokePlay'

const legal = (d: CardDefinition) =>
  !d.isFunny && Object.values(d.legalities).some((l) => l === 'legal' || l === 'restricted')

/** The legal cards of the scan, with the starter pool and the smoke boards' table, as a pool to play them. */
function poolOf(defs: CardDefinition[]): CardPool {
  const table = compiledFaces()
    .map((c) => c.def)
    .filter((d) => SMOKE_TABLE_CARDS.includes(d.name))
  return new CardPool([...starterCardDefinitions(), ...table, ...defs])
}

/** Ann's main phase on turn 3, the starting player from the seed, libraries of five Islands. */
const playFromSeed = boardPlayer({ start: undefined })
/** Ann's main phase on turn 3, one Island in each library. */
const playOneIsland = boardPlayer({ library: ['Island'] })

describe('scans of every compiled face', () => {
  beforeAll(() => void compiledFaces(), 240_000) // every face compiled once (about 10 s of CPU)

  it('CR 205.3: no noun names creatures by a land, artifact, enchantment or other non-creature subtype', () => {
    const wrong: string[] = []
    for (const { def, face, tree } of compiledFaces())
      walk(tree, (node) => {
        if (node.what !== 'creature' || typeof node.subtype !== 'string') return
        for (const sub of node.subtype.split('|')) {
          const type = subtypeCardType(sub)
          // "Forest creature" (Dryad Arbor's kind) is a creature that is also a Forest: written out, it is read so.
          if (type === 'creature' || face.oracleText.toLowerCase().includes(`${sub.toLowerCase()} creature`)) continue
          wrong.push(`${def.name}: ${sub} (${type ?? 'no subtype'})`)
        }
      })
    expect(wrong).toEqual([])
  })

  it('CR 107.3: every token effect has a power and toughness it can count (a number, X, or what X is)', () => {
    const wrong: string[] = []
    const counts = (v: unknown) =>
      typeof v === 'number' ? Number.isFinite(v) : v === 'X' || (!!v && typeof v === 'object')
    for (const { def, tree } of compiledFaces())
      walk(tree, (node) => {
        if (node.kind !== 'token') return
        if (!counts(node.power) || !counts(node.toughness)) wrong.push(`${def.name}: ${node.power}/${node.toughness}`)
      })
    expect(wrong).toEqual([])
  })

  it('CR 608.2h, 602.2b: every ability that sacrifices its source as a cost and counts its counters or power keeps them', () => {
    // The abilities found: the source leaves as the cost is paid, and its effect reads the source.
    const readsSource = (a: ActivatedAbility) =>
      /"of":"counters"|"of":"power","whose":"self"/.test(JSON.stringify(a.effects))
    const found = compiledFaces().filter(
      ({ def, tree }) =>
        legal(def) && explainCard(def).automated && tree.activated.some((a) => a.sacrificeSelf && readsSource(a)),
    )
    expect(found.length).toBeGreaterThan(15) // Torch Song, Golden Urn, Shrines, Cinder Shade, …
    const pool = poolOf(found.map((f) => f.def))
    const failures: string[] = []
    for (const { def, tree } of found) {
      const index = tree.activated.findIndex((a) => a.sacrificeSelf && readsSource(a))
      const counter = /"of":"counters","counter":"([^"]+)"/.exec(JSON.stringify(tree.activated[index].effects))?.[1]
      const run = playFromSeed(
        pool,
        {
          battlefield: [
            { name: def.name, sick: false, ...(counter ? { counters: { [counter]: 3 } } : {}) },
            ...['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].flatMap((l) => [l, l, l, l]),
            'Grizzly Bears',
          ],
        },
        { library: ['Island', 'Island'], battlefield: ['Grizzly Bears'], hand: [] },
        [],
      )
      const state = run.state as GameState
      const source = state.battlefield.find((id) => state.cards[state.objects[id].def].name === def.name)!
      const power = state.objects[source] && out(run).players[0].battlefield.find((c) => c.name === def.name)?.power
      const action = legalActions(state, 0).find(
        (a) =>
          a.type === 'activate' && (a as ActivateAction).card === source && (a as ActivateAction).ability === index,
      )
      if (!action) continue // its other costs or its window don't fit this board
      const r = applyAction(state, action)
      if (!r.ok) {
        failures.push(`${def.name}: ${r.reason}`)
        continue
      }
      const item = r.state.stack[r.state.stack.length - 1]
      const last = sourceLastKnown(item)
      if (counter && last?.counters[counter] !== 3) failures.push(`${def.name}: its ${counter} counters were not kept`)
      if (!counter && last?.power !== power) failures.push(`${def.name}: its power ${power} was not kept`)
      const settled = settle(r.state)
      if (settled.problems.length) failures.push(`${def.name}: ${settled.problems.join('; ')}`)
    }
    expect(failures).toEqual([])
  }, 120_000)

  it('CR 608.2n: every instant or sorcery whose text moves the spell itself has that move read, and plays so', () => {
    // "Exile ~.", "Shuffle ~ into its owner's library.", "Return ~ to its owner's hand.", "Put ~ on the bottom …".
    const moves = /(?:^|[.,] |then )(exile ~|shuffle ~ into|return ~ to its owner's hand|put ~ on (?:the bottom|top))/
    const itself = (e: Effect) =>
      (e.kind === 'exile' && e.subject === 'self') || (e.kind === 'selfCard' && e.to !== 'battlefield')
    const unread: string[] = []
    const played: CardDefinition[] = []
    for (const { def, face, tree } of compiledFaces()) {
      if (!tree.spell?.automated || !(face.types.includes('Instant') || face.types.includes('Sorcery'))) continue
      const text = face.oracleText
        .split('\n')
        .map((l) => normalize(l, face.name))
        .join('\n')
      if (!moves.test(text)) continue
      let read = false
      walk(tree.spell, (node) => {
        if (typeof node.kind === 'string' && itself(node as unknown as Effect)) read = true
      })
      if (!read) unread.push(def.name)
      else if (legal(def) && def.faces.length === 1) played.push(def)
    }
    expect(unread).toEqual([])
    expect(played.length).toBeGreaterThan(15) // Temporal Mastery, Restock, the Beacons, the Suns' Zeniths, …
    const pool = poolOf(played)
    const wrong: string[] = []
    for (const def of played) {
      const play = firstPlay(def.name, pool)
      if (!play) continue
      const r = applyAction(play.start, play.action)
      if (!r.ok) continue
      const { lines } = settle(r.state)
      const moved = lines.some(
        (l) =>
          l.startsWith(`${def.name} `) &&
          / (is exiled|returns to its owner's hand|is returned to its owner's hand|is shuffled into|is put on)/.test(l),
      )
      // Only where the move is conditional ("If you control a white permanent, return ~ …") may it not happen.
      const conditional = /\bif\b[^.]*(exile ~|return ~|shuffle ~|put ~)/i.test(
        normalize(def.faces[0].oracleText, def.name),
      )
      if (!moved && !conditional) wrong.push(`${def.name} did not move itself`)
    }
    expect(wrong).toEqual([])
  }, 120_000)

  it('CR 509.1h, 510.1c: every double striker blocked by a creature its first-strike damage kills deals no more damage', () => {
    const strikers = compiledFaces().filter(
      ({ def, face, tree }) =>
        legal(def) &&
        def.faces.length === 1 &&
        face.types.includes('Creature') &&
        tree.keywords.includes('double strike') &&
        !tree.keywords.includes('trample') &&
        explainCard(def).automated &&
        Number(face.power) >= 1,
    )
    expect(strikers.length).toBeGreaterThan(25)
    const pool = poolOf(strikers.map((s) => s.def))
    const wrong: string[] = []
    for (const { def } of strikers) {
      const r = playCombat(pool, { battlefield: [ready(def.name)] }, { battlefield: [ready('Llanowar Elves')] }, [
        { player: 0, type: 'declareAttackers', attackers: [{ card: def.name, target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Llanowar Elves', blocks: def.name }] },
        { type: 'passUntil', step: 'endCombat' },
      ])
      // Only a clean block counts: the Elves died to first-strike damage and nothing else changed Ben's life.
      const o = out(r)
      if (o.rejected?.length || !o.players[1].graveyard.includes('Llanowar Elves')) continue
      if (o.players[1].life !== 20) wrong.push(`${def.name}: Ben at ${o.players[1].life}`)
    }
    expect(wrong).toEqual([])
  }, 120_000)

  it('CR 608.2c: a verb with no subject after "and" or "then" ("… gains 7 life and draws two cards") is done by the players of the clause before, never by you', () => {
    const wrong: string[] = []
    const verbs: Record<string, string> = { draws: 'draw', mills: 'mill', discards: 'discard', sacrifices: 'sacrifice' }
    let seen = 0
    for (const { def, tree } of compiledFaces())
      walk(tree, (node) => {
        const text = typeof node.text === 'string' ? node.text.toLowerCase() : ''
        if (!Array.isArray(node.effects)) return
        const third = [...text.matchAll(/\b(?:and|then) (draws|mills|discards|sacrifices)\b/g)].map((m) => verbs[m[1]])
        if (!third.length) return
        seen++
        // Done by you only as often as the text says so: "you draw", "you may draw", or the imperative "Draw …".
        const byYou = new Map<string, number>()
        walk(node.effects, (e) => {
          if (third.includes(e.kind as string) && e.who === 'you')
            byYou.set(e.kind as string, (byYou.get(e.kind as string) ?? 0) + 1)
        })
        for (const [kind, n] of byYou) {
          const said = text.match(new RegExp(`(?:^|[.:—,] |\\byou (?:may )?)${kind}\\b`, 'g'))?.length ?? 0
          if (n > said) wrong.push(`${def.name}: ${kind} by you in "${text.slice(0, 80)}"`)
        }
      })
    expect(seen).toBeGreaterThan(20)
    expect(wrong).toEqual([])
  })

  it('CR 700.2, 602.2b: every activated ability whose effect is "Choose one —" (or two, up to one, …) holds each bullet line as a mode', () => {
    const wrong: string[] = []
    let seen = 0
    for (const { def, face, tree } of compiledFaces()) {
      const lines = face.oracleText.split('\n')
      lines.forEach((line, i) => {
        if (!/:\s*choose (one|two|three|four|up to one|any number|one or more|one or both)\b[^.]*—$/i.test(line)) return
        let bullets = 0
        while (/^\s*•/.test(lines[i + 1 + bullets] ?? '')) bullets++
        seen++
        const ability = tree.activated.find((a) => a.text.split('\n')[0] === line.trim())
        // Read as modal, each bullet is a mode; an ability run by the engine is read so (one not read is by hand).
        if (ability && (ability.modes || ability.automated) && ability.modes?.choices.length !== bullets)
          wrong.push(`${def.name}: ${ability.modes?.choices.length ?? 'no'} modes for ${bullets} bullets`)
        if (ability?.automated && ability.modes!.count > bullets)
          wrong.push(`${def.name}: more modes asked than printed`)
      })
    }
    expect(seen).toBeGreaterThan(10)
    expect(wrong).toEqual([])
  })

  it('CR 608.2c: every "If you don\'t, …" and "Otherwise, …" the engine runs is read as the branch not taken', () => {
    const wrong: string[] = []
    let seen = 0
    for (const { def, tree } of compiledFaces())
      walk(tree, (node) => {
        const text = typeof node.text === 'string' ? node.text.toLowerCase() : ''
        if (!Array.isArray(node.effects) || node.automated !== true) return
        const dont = /\bif you don't,/.test(text)
        const otherwise = /\botherwise,/.test(text)
        if (!dont && !otherwise) return
        seen++
        let read = false
        walk(node.effects, (e) => {
          if ((e.kind === 'may' || e.kind === 'mayPay') && e.ifYouDont) read ||= dont
          if (e.kind === 'payLifeOrTapped') read ||= dont
          if ((e.kind === 'ifCondition' && e.otherwiseSaid) || (e.kind === 'topCard' && e.otherwise)) read ||= otherwise
        })
        if (!read) wrong.push(`${def.name}: "${text.slice(0, 90)}"`)
      })
    expect(seen).toBeGreaterThan(3)
    expect(wrong).toEqual([])
  })

  it('CR 601.2f: a cost change on spells names every kind of spell its line prints, whose spells, and their mana value', () => {
    const wrong: string[] = []
    let seen = 0
    for (const { def, face, tree } of compiledFaces()) {
      const changes = (tree.costChanges ?? []).filter((c) => !c.self)
      const lines = normalize(face.oracleText, face.name)
        .split('\n')
        .filter((l) => /^[^."]*\bspells\b[^."]*\bcost \{[^}]+\} (?:more|less) to cast\.$/.test(l.trim()))
      if (changes.length !== 1 || lines.length !== 1) continue
      seen++
      const [c] = changes
      const line = lines[0].trim()
      const subject = line
        .slice(0, line.indexOf(' cost {'))
        .replace(/ (?:you|your opponents) cast\b/, '')
        .replace(/ with .*$/, '')
      const kinds = subject.split(/,? and |, /).filter((k) => k.replace(/\bspells\b/, '').trim()).length
      const read =
        c.spells.anyOf?.length ?? c.spells.cardType?.split('|').length ?? (Object.keys(c.spells).length > 1 ? 1 : 0)
      if (read !== kinds) wrong.push(`${def.name}: ${read} kinds read for ${kinds}: "${line}"`)
      const whose = / your opponents cast\b/.test(line) ? 'opponents' : / you cast\b/.test(line) ? 'you' : 'all'
      if (c.spells.whose !== whose) wrong.push(`${def.name}: ${c.spells.whose}'s spells for ${whose}'s`)
      const mv = /with mana value (\d+) or (greater|less)/.exec(line)
      if (mv && (mv[2] === 'greater' ? c.spells.minManaValue : c.spells.maxManaValue) !== Number(mv[1]))
        wrong.push(`${def.name}: mana value not read`)
    }
    expect(seen).toBeGreaterThan(80)
    expect(wrong).toEqual([])
  })

  it('CR 702.41a: every "affinity for" counts the permanents it names, its caster\'s own', () => {
    const wrong: string[] = []
    let seen = 0
    for (const { def, face, tree } of compiledFaces()) {
      const m = /^affinity for (\w+)/m.exec(normalize(face.oracleText, face.name))
      if (!m) continue
      seen++
      const c = (tree.costChanges ?? []).find((x) => x.self && x.perEach)
      const each = c?.perEach
      if (!each) continue // not read: the line is by hand
      const counted = each.subtype ?? each.what
      if (!each.youControl || !m[1].startsWith(String(counted).replace(/s$/, '')))
        wrong.push(`${def.name}: affinity for ${m[1]} counts ${counted}`)
    }
    expect(seen).toBeGreaterThan(20)
    expect(wrong).toEqual([])
  })

  it('CR 702.16a: every protection the compiler reads names each quality its line prints', () => {
    const wrong: string[] = []
    let seen = 0
    const skip = /^(?:the|its|each|non-|mana|everything|instants|sorceries|artifacts|creatures|enchantments)/
    for (const { def, face, tree } of compiledFaces()) {
      const read = new Set<string>()
      walk(tree, (node) => {
        for (const v of Object.values(node))
          if (Array.isArray(v))
            for (const k of v) if (typeof k === 'string' && k.startsWith('protection from ')) read.add(k)
      })
      if (!read.size) continue
      for (const m of normalize(face.oracleText, face.name).matchAll(
        /protection from ((?:all colors|[a-z-]+)(?:,? (?:and )?from [a-z-]+)*)/g,
      )) {
        const qualities = m[1].split(/,? (?:and )?from /)
        if (qualities.some((q) => skip.test(q))) continue
        const all = qualities.flatMap((q) => (q === 'all colors' ? ['white', 'blue', 'black', 'red', 'green'] : [q]))
        const missing = all.filter((q) => !read.has(`protection from ${q}`))
        if (missing.length === all.length) continue // this line isn't read: it is by hand
        seen++
        for (const q of missing) wrong.push(`${def.name}: protection from ${q} not read`)
      }
    }
    expect(seen).toBeGreaterThan(150)
    expect(wrong).toEqual([])
  })

  it('CR 608.2d: every "you may have … get +N/+N" the engine runs asks its controller first', () => {
    const wrong: string[] = []
    let seen = 0
    for (const { def, tree } of compiledFaces())
      walk(tree, (node) => {
        const text = typeof node.text === 'string' ? node.text.toLowerCase() : ''
        if (!Array.isArray(node.effects) || node.automated !== true || !/\bhave [^.,]* get [+-]/.test(text)) return
        seen++
        let asked = false
        walk(node.effects, (e) => {
          if (e.kind === 'may') walk(e, (inner) => void (asked ||= inner.kind === 'pump'))
        })
        if (!/\byou may have\b/.test(text) || !asked) wrong.push(`${def.name}: "${text.slice(0, 90)}"`)
      })
    expect(seen).toBeGreaterThan(8)
    expect(wrong).toEqual([])
  })

  it('CR 402.2: every maximum hand size change read has its player, direction and amount', () => {
    const wrong: string[] = []
    let seen = 0
    const numbers: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 }
    for (const { def, face, tree } of compiledFaces()) {
      const m = /^(your|each opponent's) maximum hand size is (increased|reduced) by (\w+)\.$/m.exec(
        normalize(face.oracleText, face.name),
      )
      const st = tree.statics.find((x) => x.kind === 'playerRule' && x.rule === 'maxHandSize')
      if (!m || !st || st.kind !== 'playerRule') continue
      seen++
      const amount = (m[2] === 'reduced' ? -1 : 1) * (numbers[m[3]] ?? Number(m[3]))
      if (st.who !== (m[1] === 'your' ? 'you' : 'opponents') || st.amount !== amount)
        wrong.push(`${def.name}: ${st.who} ${st.amount} for "${m[0]}"`)
    }
    expect(seen).toBeGreaterThan(6)
    expect(wrong).toEqual([])
  })

  it('CR 401.4: every run "put target card from a graveyard … its owner\'s library" moves the card, and plays so', () => {
    // A tuck moves a permanent or a card in a graveyard (Reito Sentinel); a target in another zone would be ignored.
    const fromGraveyard: CardDefinition[] = []
    const otherZones: string[] = []
    for (const { def, tree } of compiledFaces()) {
      if (!legal(def)) continue
      for (const t of [...(tree.spell ? [tree.spell] : []), ...tree.activated, ...tree.triggers.map((x) => x.effect)])
        walk(t, (n) => {
          if (n.kind !== 'tuck' || typeof n.target !== 'number' || !t.automated) return
          const zone = (t.targets[n.target] as { zone?: string } | undefined)?.zone
          if (zone === 'graveyard' && !fromGraveyard.includes(def)) fromGraveyard.push(def)
          else if (zone && zone !== 'battlefield') otherZones.push(`${def.name}: ${zone}`)
        })
    }
    expect(otherZones).toEqual([])
    expect(fromGraveyard.length).toBeGreaterThan(6)
    // Each whose tuck is an activated ability, activated on Ben's Serra Angel in his graveyard.
    const pool = poolOf(fromGraveyard)
    let played = 0
    for (const def of fromGraveyard) {
      const index = compiledFaces()
        .find((c) => c.def === def)!
        .tree.activated.findIndex((a) => a.effects.some((e) => e.kind === 'tuck'))
      if (index < 0) continue
      const r = playOneIsland(
        pool,
        { battlefield: [...Array(6).fill('Island'), ...Array(6).fill('Forest'), ready(def.name)] },
        { graveyard: ['Serra Angel'] },
        [
          { player: 0, type: 'activate', card: def.name, ability: index, targets: ['1:Serra Angel'] },
          ...[0, 1, 0, 1].map((player) => ({ player, type: 'pass' })), // a trigger of its cost may come first (persist)
        ],
      )
      expect(out(r).rejected ?? [], def.name).toEqual([])
      expect(out(r).players[1].graveyard, def.name).toEqual([])
      expect(out(r).players[1].library, def.name).toBe(2)
      played++
    }
    expect(played).toBeGreaterThan(4)
  })

  it('CR 303.4f, 704.5m: every Aura whose "Enchant …" line is by hand stays attached to the permanent its player names', () => {
    // The host each Enchant line names, or none: a card in a graveyard (Animate Dead) is left to the players.
    const hostFor = (line: string) =>
      /graveyard|another Aura/.test(line)
        ? null
        : /Forest/.test(line)
          ? 'Forest'
          : /Vehicle|creature/.test(line)
            ? 'Grizzly Bears'
            : undefined
    const auras: CardDefinition[] = []
    const unknown: string[] = []
    for (const { def, face, tree } of compiledFaces()) {
      if (!legal(def) || !face.subtypes.includes('Aura') || tree.statics.some((st) => st.kind === 'enchant')) continue
      const line = (face.oracleText ?? '').split('\n').find((l) => l.startsWith('Enchant ')) ?? ''
      const host = hostFor(line)
      if (host === undefined) unknown.push(`${def.name}: ${line}`)
      else if (host) auras.push(def)
    }
    expect(unknown).toEqual([]) // a new kind of Enchant line by hand: give it a host here
    expect(auras.length).toBeGreaterThan(5)
    const pool = poolOf(auras)
    for (const def of auras) {
      const line = def.faces[0].oracleText!.split('\n').find((l) => l.startsWith('Enchant '))!
      const host = hostFor(line)!
      const r = playOneIsland(
        pool,
        {
          hand: [def.name],
          battlefield: [...['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].flatMap((l) => Array(3).fill(l)), host],
        },
        {},
        [{ player: 0, type: 'cast', card: def.name, targets: [host === 'Forest' ? 'Forest#4' : host] }, ...passBoth],
      )
      expect(out(r).rejected ?? [], def.name).toEqual([])
      const aura = (out(r).players[0].battlefield as { name: string; attachedTo?: string }[]).find(
        (b) => b.name === def.name,
      )
      expect(aura?.attachedTo, def.name).toBe(host)
    }
  })
})
