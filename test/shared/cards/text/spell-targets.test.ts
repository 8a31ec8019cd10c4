// A spell whose effect is resolved by hand but whose target phrases are all read (text/spellTargets.ts):
// its targets are chosen as it is cast (CR 601.2c) and checked as it resolves (CR 608.2b); the rest is by hand.
// Real cards, exact Oracle text.
import { describe, expect, it } from 'vitest'
import { automationLevel, explainCard } from '../../../../src-shared/engine/automation'
import { faceAbilities } from '../../../../src-shared/engine/abilities'
import { compileFace } from '../../../../src-shared/text/compile'
import { withTextPins } from '../../../../src-shared/engine/textPins'
import { castOptions } from '../../../../src-shared/engine/actions'
import { legalActions } from '../../../../src-shared/engine/game'
import { boardPlayer, out, passBoth, play, realCard } from '../../../support/realCards'

const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']
const AVALANCHE = 'Pinpoint Avalanche'
const board = { hand: [AVALANCHE, 'Lightning Bolt'], battlefield: MOUNTAINS }
const foes = { battlefield: ['Grizzly Bears', 'Forest'] }
const cards = [AVALANCHE, 'Lightning Bolt', 'Grizzly Bears', 'Outwit', 'Phantasmal Form', 'Counterintelligence']
const cast = (targets?: string[]) => ({ player: 0, type: 'cast', card: AVALANCHE, ...(targets ? { targets } : {}) })

describe('explain: a by-hand spell line with its targets read is partly run', () => {
  it('CR 601.2c: Pinpoint Avalanche names its one target; the line is partly run, not automated', () => {
    const def = realCard(AVALANCHE)
    expect(def.faces[0].oracleText).toBe(
      "Pinpoint Avalanche deals 4 damage to target creature. The damage can't be prevented.",
    )
    const e = explainCard(def)
    expect(e.lines).toEqual([{ text: def.faces[0].oracleText, automated: false, partly: true }])
    expect(automationLevel(e)).toBe('partly')
    const spell = faceAbilities(def.faces[0]).spell!
    expect(spell).toMatchObject({ automated: false, targetsRead: true, targets: [{ what: 'creature' }] })
  })

  it('CR 115.1: a target that depends on another (Outwit\'s "spell that targets a player") leaves the line by hand', () => {
    const e = explainCard(realCard('Outwit'))
    expect(e.lines[0]).toEqual({ text: 'Counter target spell that targets a player.', automated: false })
    expect(faceAbilities(realCard('Outwit').faces[0]).spell?.targetsRead).toBeUndefined()
  })

  it('CR 601.2d: "one or two target creatures" is not read, so Counterintelligence stays by hand', () => {
    const e = explainCard(realCard('Counterintelligence'))
    expect(e.lines).toEqual([{ text: "Return one or two target creatures to their owners' hands.", automated: false }])
  })
})

describe('casting a partly run spell', () => {
  it('CR 601.2c: its target is required, and must be legal', () => {
    const none = play(cards, board, foes, [cast()])
    expect(out(none).rejected?.[0].reason).toMatch(/it needs 1 target \(CR 601\.2c\), got 0/)
    const land = play(cards, board, foes, [cast(['1:Forest'])])
    expect(out(land).rejected?.[0].reason).toMatch(/Forest is not a legal target: the target must be a creature/)
    const r = play(cards, board, foes, [cast(['Grizzly Bears'])])
    expect(out(r).rejected).toEqual([])
    expect(out(r).log).toContain('Ann casts Pinpoint Avalanche targeting Grizzly Bears')
    expect(r.state.stack).toHaveLength(1)
    const bears = r.state.battlefield.find((id) => r.state.cards[r.state.objects[id].def].name === 'Grizzly Bears')
    expect(r.state.stack[0].targets).toEqual([{ card: bears }])
  })

  it('CR 608.2b: with its target still legal, it resolves by hand, naming the target', () => {
    const r = play(cards, board, foes, [cast(['Grizzly Bears']), ...passBoth])
    expect(out(r).rejected).toEqual([])
    expect(out(r).log).toContain('Pinpoint Avalanche resolves: resolve it by hand (targeting Grizzly Bears)')
    expect(r.state.pending).toMatchObject([{ kind: 'manual', player: 0 }])
    const done = play(cards, board, foes, [cast(['Grizzly Bears']), ...passBoth, { player: 0, type: 'done' }])
    expect(out(done).rejected).toEqual([])
    expect(out(done).players[0].graveyard).toEqual([AVALANCHE])
    expect(out(done).players[1].battlefield.map((c) => c.name)).toContain('Grizzly Bears') // the damage is by hand
  })

  it('CR 608.2b: its only target gone, it is countered on resolution: no by-hand prompt', () => {
    // Lightning Bolt in response kills the Bears; Pinpoint Avalanche then has no legal target.
    const r = play(cards, board, foes, [
      cast(['Grizzly Bears']),
      { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['Grizzly Bears'] },
      ...passBoth,
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[0].graveyard.sort()).toEqual([AVALANCHE, 'Lightning Bolt'].sort())
    expect(out(r).log).toContain(
      "Pinpoint Avalanche doesn't resolve: its targets are illegal, so it is countered on resolution (CR 608.2b)",
    )
    expect(r.state.pending).toEqual([])
    expect(r.state.stack).toEqual([])
  })

  it('CR 601.2c: "up to two target creatures" takes none, one or two, never three (Phantasmal Form)', () => {
    const islands = { hand: ['Phantasmal Form'], battlefield: ['Island', 'Island', 'Island'] }
    const bears = { battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'] }
    const formCast = (targets: string[]) => ({ player: 0, type: 'cast', card: 'Phantasmal Form', targets })
    expect(out(play(cards, islands, bears, [formCast([])])).rejected).toEqual([])
    const two = play(cards, islands, bears, [formCast(['Grizzly Bears', 'Grizzly Bears#2'])])
    expect(out(two).rejected).toEqual([])
    expect(two.state.stack[0].targets).toHaveLength(2)
    const three = play(cards, islands, bears, [formCast(['Grizzly Bears', 'Grizzly Bears#2', 'Grizzly Bears#3'])])
    expect(out(three).rejected?.[0].reason).toMatch(/it needs 0 to 2 targets \(CR 601\.2c\), got 3/)
  })

  it('a spell whose target is not read is cast as before: without targets, resolved by hand (Outwit)', () => {
    const r = play(cards, { hand: ['Outwit', 'Lightning Bolt'], battlefield: ['Island', 'Island', 'Mountain'] }, foes, [
      { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['Grizzly Bears'] },
      { player: 0, type: 'cast', card: 'Outwit' },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(r.state.pending).toMatchObject([{ kind: 'manual', player: 0 }])
  })
})

describe('saved games keep the text they were played with', () => {
  it('CR 601.2c: a save records the by-hand spell lines whose targets the engine chose, and reads them again', () => {
    const [def] = withTextPins([realCard(AVALANCHE)])
    const line = def.faces[0].oracleText!
    expect(def.faces[0].byHand).toEqual([line])
    expect(def.faces[0].targetsRead).toEqual([line])
    expect(compileFace(def.faces[0]).spell).toMatchObject({ targetsRead: true, targets: [{ what: 'creature' }] })
  })

  it('a game saved before keeps the line by hand with no targets, as it was played', () => {
    const face = realCard(AVALANCHE).faces[0]
    const old = compileFace({ ...face, byHand: [face.oracleText!] })
    expect(old.spell).toMatchObject({ automated: false, targets: [] })
    expect(old.spell?.targetsRead).toBeUndefined()
    expect(old.lines).toEqual([{ text: face.oracleText, automated: false }])
  })
})

describe('the computer and a partly run spell', () => {
  const benTurn = boardPlayer({ turn: 4, active: 1 })
  const ann = { battlefield: ['Grizzly Bears', 'Forest'], library: ['Island', 'Island', 'Island'] }
  const ben = { hand: [AVALANCHE], battlefield: MOUNTAINS, library: ['Mountain', 'Mountain', 'Mountain'] }

  it('CR 601.2c: the choices the computer picks from target only legal targets', () => {
    const r = benTurn(cards, ann, ben, [])
    const card = r.state.players[1].zones.hand[0]
    const options = castOptions(r.state, 1, card)
    const bears = r.state.battlefield.find((id) => r.state.cards[r.state.objects[id].def].name === 'Grizzly Bears')
    expect(options.length).toBeGreaterThan(0)
    for (const o of options) expect(o.targets).toEqual([{ card: bears }])
    for (const o of options) expect(legalActions(r.state, 1)).toContainEqual(o)
  })

  it('CR 608.2b: the computer casts or skips it without error; resolving it, it applies nothing and says so', () => {
    const decide = [{ player: 1, type: 'computer' }]
    const chosen = benTurn(cards, ann, ben, decide)
    expect(out(chosen).rejected).toEqual([])
    for (const l of out(chosen).log.filter((x) => x.startsWith('Ben casts Pinpoint Avalanche')))
      expect(l).toBe('Ben casts Pinpoint Avalanche targeting Grizzly Bears')
    // Cast at the Bears, it resolves by hand: the computer answers done and logs what it skipped.
    const r = benTurn(cards, ann, ben, [
      { player: 1, type: 'cast', card: AVALANCHE, targets: ['0:Grizzly Bears'] },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
      { player: 1, type: 'computer' },
    ])
    expect(out(r).rejected).toEqual([])
    expect(out(r).log).toContain('Pinpoint Avalanche resolves: resolve it by hand (targeting Grizzly Bears)')
    expect(out(r).log.some((l) => l.startsWith('Computer skipped: Pinpoint Avalanche deals 4 damage'))).toBe(true)
    expect(r.state.pending).toEqual([])
    expect(out(r).players[1].graveyard).toEqual([AVALANCHE])
  })
})
