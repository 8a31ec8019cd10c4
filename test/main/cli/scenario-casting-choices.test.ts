// The contract's casting choices through the `hearth scenario` command itself, with real cards: the scenario file
// carries them as Scryfall card objects built from the shared AtomicCards at test time (exact Oracle text).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { main } from '../../../src-main/cli/hearth'
import { memoryIo } from '../../../src-main/cli/io'
import { scryfallCard as scryfall } from '../../support/hearthScenario'

async function hearthScenario(cards: string[], ann: object, ben: object, actions: unknown[], expectBlock: object) {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-casting-'))
  const file = join(dir, 'scenario.json')
  const lib = ['Island', 'Island', 'Island']
  writeFileSync(
    file,
    JSON.stringify({
      variant: 'normal',
      seed: 1,
      start: 0,
      players: [{ name: 'Ann' }, { name: 'Ben' }],
      cards: cards.map(scryfall),
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [
          { library: lib, ...ann },
          { library: lib, ...ben },
        ],
      },
      actions,
      expect: expectBlock,
    }),
  )
  const io = memoryIo(dir)
  const code = await main(['scenario', file], io)
  return { code, out: JSON.parse(io.stdout || '{}'), err: io.stderr }
}

const PASS = [
  { player: 0, type: 'pass' },
  { player: 1, type: 'pass' },
]

describe('hearth scenario: casting choices (contract additions of 2026-11-24)', () => {
  it('CR 702.33: cast "kicked": true (Burst Lightning deals 4)', async () => {
    const r = await hearthScenario(
      ['Burst Lightning'],
      { hand: ['Burst Lightning'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      {},
      [{ player: 0, type: 'cast', card: 'Burst Lightning', targets: ['player:1'], kicked: true }, ...PASS],
      { rejected: [], players: [{}, { life: 16 }] },
    )
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
  })

  it('CR 702.34: cast "from": "graveyard" (Think Twice with flashback, then exiled)', async () => {
    const r = await hearthScenario(
      ['Think Twice'],
      { graveyard: ['Think Twice'], battlefield: ['Island', 'Island', 'Island'] },
      {},
      [{ player: 0, type: 'cast', card: 'Think Twice', from: 'graveyard' }, ...PASS],
      { rejected: [], players: [{ graveyard: [], exile: ['Think Twice'], hand: ['Island'] }, {}] },
    )
    expect(r.code).toBe(0)
  })

  it('CR 601.2d: cast "divide" (Forked Bolt: 1 to a creature, 1 to a player)', async () => {
    const r = await hearthScenario(
      ['Forked Bolt'],
      { hand: ['Forked Bolt'], battlefield: ['Mountain'] },
      { battlefield: ['Llanowar Elves'] },
      [
        { player: 0, type: 'cast', card: 'Forked Bolt', targets: ['1:Llanowar Elves', 'player:1'], divide: [1, 1] },
        ...PASS,
      ],
      { rejected: [], players: [{}, { life: 19, graveyard: ['Llanowar Elves'] }] },
    )
    expect(r.code).toBe(0)
  })

  it('CR 702.29: activate "from": "hand" (cycling Drifting Meadow)', async () => {
    const r = await hearthScenario(
      ['Drifting Meadow'],
      { hand: ['Drifting Meadow'], battlefield: ['Plains', 'Plains'] },
      {},
      [{ player: 0, type: 'activate', card: 'Drifting Meadow', from: 'hand', ability: 0 }, ...PASS],
      { rejected: [], players: [{ hand: ['Island'], graveyard: ['Drifting Meadow'] }, {}] },
    )
    expect(r.code).toBe(0)
  })

  it('CR 602.2: activate "from": "graveyard" (Bramble Wurm exiles itself from the graveyard: gain 5 life)', async () => {
    const r = await hearthScenario(
      ['Bramble Wurm'],
      { graveyard: ['Bramble Wurm'], battlefield: ['Forest', 'Forest', 'Forest'] },
      {},
      [{ player: 0, type: 'activate', card: 'Bramble Wurm', from: 'graveyard', ability: 0 }, ...PASS],
      { rejected: [], players: [{ life: 25, graveyard: [], exile: ['Bramble Wurm'] }, {}] },
    )
    expect(r.code).toBe(0)
  })

  it('CR 614.12: choose "option": "pay" for a shock land (Stomping Ground enters untapped)', async () => {
    const r = await hearthScenario(
      ['Stomping Ground'],
      { hand: ['Stomping Ground'] },
      {},
      [
        { player: 0, type: 'playLand', card: 'Stomping Ground' },
        { player: 0, type: 'choose', option: 'pay' },
      ],
      { rejected: [], players: [{ life: 18, battlefield: [{ name: 'Stomping Ground', tapped: false }] }, {}] },
    )
    expect(r.code).toBe(0)
  })
})
