// Every legal card whose text copies a spell of its own that has targets (storm, replicate, conspire, casualty,
// gravestorm, "copy this spell", "copy it for each …"), scanned over the shared AtomicCards: each one whose copy line
// the engine runs is cast with new targets named for its first copy, and the copy must hold them (CR 707.10c: "You may
// choose new targets for the copies"); each other one keeps its copy line by hand, with a reason.
import { describe, expect, it } from 'vitest'
import '../../../src-shared/variants'
import type { CardDefinition } from '../../../src-shared/cards/model'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import { applyAction, nameOf } from '../../../src-shared/engine'
import { explainWithReasons } from '../../../src-shared/engine/automation'
import { copiesItself } from '../../../src-shared/engine/castCopies'
import { abilitiesOf, faceOf } from '../../../src-shared/engine/query'
import { legalTargets } from '../../../src-shared/engine/legalTargets'
import { checkTargets, hasX, spellTargetSpecs } from '../../../src-shared/engine/actions/targets'
import type { Action, CastAction, GameState, Target } from '../../../src-shared/engine/types'
import { legalCardsMatching } from '../../support/compiledFaces'
import { passBoth as PASS, play, ready, realCard } from '../../support/realCards'

/** A line that copies the spell itself as it is cast. */
const COPIES_ITSELF =
  /\b(?:storm|gravestorm|replicate|conspire|casualty)\b|copy (?:it|this spell) for each|\bcopy (?:it|this spell)\b/i

/** The legal cards of the class: a face with "target" whose text (its name aside) copies the spell itself. */
function classCards(): CardDefinition[] {
  const out: CardDefinition[] = []
  const words = (json: string) => /target/i.test(json) && /storm|replicate|conspire|casualty|copy/i.test(json)
  for (const { def } of legalCardsMatching(words)) {
    if (def.isFunny) continue
    const spellFace = def.faces.find((f) => /Instant|Sorcery/.test(f.typeLine))
    // Its own text names a target (the reminder text of storm and the like aside).
    if (!spellFace || !/\btarget/i.test(spellFace.oracleText.replace(/\([^)]*\)/g, ''))) continue
    const own = spellFace.oracleText.split(spellFace.name).join('~')
    if (COPIES_ITSELF.test(own)) out.push(def)
  }
  return out
}

const COLOURED = ['Savannah Lions', 'Storm Crow', 'Scathe Zombies', 'Raging Goblin', 'Grizzly Bears']
const TABLE = [
  ...COLOURED,
  'Lightning Bolt',
  'Shock',
  'Llanowar Elves',
  'Serra Angel',
  'Colossal Dreadmaw',
  'Millstone',
  'Icy Manipulator',
  'Chandra Nalaar',
  'Glorious Anthem',
]
const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].flatMap((n) => [n, n, n, n])

/** Ann's main phase with `def` in hand after two spells this turn (still on the stack for an instant). */
function position(pool: CardPool, def: CardDefinition): GameState {
  const instant = def.faces.some((f) => /Instant/.test(f.typeLine)) || /\bflash\b/i.test(def.faces[0].oracleText)
  const bolt = { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] }
  const shock = { player: 0, type: 'cast', card: 'Shock', targets: ['player:1'] }
  const r = play(
    pool,
    {
      library: ['Island', 'Island'],
      hand: [def.name, 'Lightning Bolt', 'Shock'],
      battlefield: [...LANDS, ...COLOURED, ...COLOURED, 'Colossal Dreadmaw', 'Millstone'].map((n) => ready(n)),
      graveyard: ['Grizzly Bears', 'Lightning Bolt', 'Serra Angel'],
    },
    {
      library: ['Island', 'Island'],
      battlefield: [
        'Grizzly Bears',
        'Llanowar Elves',
        'Serra Angel',
        'Millstone',
        'Icy Manipulator',
        'Chandra Nalaar',
        'Glorious Anthem',
        'Forest',
        'Forest',
      ].map((n) => ready(n)),
      graveyard: ['Grizzly Bears', 'Lightning Bolt', 'Serra Angel', 'Shock'],
    },
    instant ? [bolt, shock] : [bolt, ...PASS, shock, ...PASS],
  )
  return r.state
}

const same = (a: Target, b: Target) => JSON.stringify(a) === JSON.stringify(b)

/** The spell's targets and its first copy's new ones (spec 0 changed), or why there are none. */
function chooseTargets(s: GameState, id: string, modes?: number[]): { targets: Target[]; copy: Target[] } | string {
  const specs = spellTargetSpecs(s, id, modes)
  if (!specs) return 'its targets are not read'
  if (!specs.length) return 'no targets'
  const targets: Target[] = []
  for (const spec of specs) {
    const t = legalTargets(s, spec, 0, id).find((x) => !targets.some((y) => same(x, y)))
    if (!t) return 'no legal target on the test board'
    targets.push(t)
  }
  for (const t of legalTargets(s, specs[0], 0, id)) {
    if (targets.some((y) => same(t, y))) continue
    const copy = [t, ...targets.slice(1)]
    if (!checkTargets(s, specs, copy, 0, id, 0)) return { targets, copy }
  }
  return 'no second legal target on the test board'
}

function passUntilCopied(s: GameState): GameState {
  for (let k = 0; k < 4 && !s.stack.some((i) => s.objects[i.id]?.copy); k++) {
    const p = s.priority
    if (p === null) break
    const r = applyAction(s, { type: 'pass', player: p } as Action)
    if (!r.ok) break
    s = r.state
  }
  return s
}

/** Casts the card with new targets for its first copy; null when the copy holds them, else what went wrong. */
function playWithNewTargets(def: CardDefinition): string | null {
  const pool = new CardPool([...starterCardDefinitions(), ...TABLE.map(realCard), def])
  const s = position(pool, def)
  const id = s.players[0].zones.hand.find((c) => s.cards[s.objects[c].def].name === def.name)
  if (!id) return 'not in hand'
  const spell = abilitiesOf(s, s.objects[id])?.spell
  const modes = spell?.modes ? [0] : undefined
  const chosen = chooseTargets(s, id, modes)
  if (typeof chosen === 'string') return chosen
  const keywords = abilitiesOf(s, s.objects[id])?.keywords ?? []
  const cast: CastAction = {
    type: 'cast',
    player: 0,
    card: id,
    targets: chosen.targets,
    copyTargets: [chosen.copy],
    ...(modes ? { modes } : {}),
    ...(hasX(faceOf(s, s.objects[id])?.manaCost ?? null) ? { x: 1 } : {}),
    ...(keywords.includes('replicate') || abilitiesOf(s, s.objects[id])?.replicate ? { replicate: 1 } : {}),
    ...(abilitiesOf(s, s.objects[id])?.casualty || abilitiesOf(s, s.objects[id])?.conspire ? { kicked: true } : {}),
  }
  const r = applyAction(s, cast)
  if (!r.ok) return `cast refused: ${r.reason}`
  const after = passUntilCopied(r.state)
  const copy = after.stack.find((i) => after.objects[i.id]?.copy)
  if (!copy) return 'no copy was made'
  if (!copy.targets.every((t, i) => same(t, chosen.copy[i])))
    return `the copy targets ${copy.targets.map((t) => ('player' in t ? `player ${t.player}` : nameOf(after, t.card)))}`
  return null
}

describe('scan: copies of a spell of its own may take new targets (CR 707.10c)', () => {
  it('CR 702.40a, 702.56a, 702.78a, 702.153a, 707.10c: every such card plays its copy at new targets, or keeps the line by hand with a reason', () => {
    const cards = classCards()
    const played: string[] = []
    const byHand: string[] = []
    const noBoard: string[] = []
    const wrong: string[] = []
    for (const def of cards) {
      const lines = explainWithReasons(def).lines
      const copyLines = lines.filter((l) => COPIES_ITSELF.test(l.text.split(def.name).join('~')))
      const unread = lines.filter((l) => !l.automated && !l.partly)
      for (const l of lines.filter((x) => !x.automated))
        if (!l.reason?.code) wrong.push(`${def.name}: "${l.text}" is by hand without a reason`)
      if (!copyLines.some((l) => l.automated || l.partly) || copyLines.some((l) => unread.includes(l))) {
        byHand.push(def.name) // its copy line is by hand, with a reason (above)
        continue
      }
      const why = playWithNewTargets(def)
      if (!why) played.push(def.name)
      else if (why === 'its targets are not read') {
        // The spell's own text is by hand (a reason above): its copies are resolved by hand as it is.
        if (lines.every((l) => l.automated)) wrong.push(`${def.name}: targets not read yet every line automated`)
        byHand.push(def.name)
      } else if (/on the test board/.test(why)) {
        // A target the main-phase board can't offer (an attacking creature): the same copy, checked compiled.
        const pool = new CardPool([...starterCardDefinitions(), ...TABLE.map(realCard), def])
        const s = position(pool, def)
        const id = s.players[0].zones.hand.find((c) => s.cards[s.objects[c].def].name === def.name)!
        if (!copiesItself(s, id)) wrong.push(`${def.name}: ${why}, and it does not copy itself`)
        noBoard.push(def.name)
      } else wrong.push(`${def.name}: ${why}`)
    }
    expect(wrong).toEqual([])
    expect(noBoard.length).toBeLessThanOrEqual(3)
    expect(played.length).toBeGreaterThanOrEqual(30)
    expect(played).toEqual(expect.arrayContaining(['Grapeshot', 'Spreading Insurrection', 'Gigadrowse', 'Wing Shards']))
  }, 120_000)
})
