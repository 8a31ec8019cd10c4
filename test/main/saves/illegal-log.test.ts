// A log edited to name another player (a pass by the wrong seat, or a seat that doesn't exist) never loads as
// 'verified': the fast replay checks who acts (CR 117.3), and the app's loader and `hearth load` agree. Nor does a
// save without a checksum (an older format), whose card table may have been changed outside the app.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import { applyAction, createGame, engineCodec, Random, randomAction, type Action, type NewGame } from '@shared/engine'
import { fastReplay } from '@shared/engine/codec'
import { saveInputFromGame } from '@shared/engine/saveFromGame'
import { createSaveService, type SaveService } from '../../../src-main/saves'
import { main } from '../../../src-main/cli/hearth'
import { memoryIo } from '../../../src-main/cli/io'
import { removeDir, tempDir } from './helpers'

const NAMES = ['Mountain', 'Forest', 'Lightning Bolt', 'Grizzly Bears', 'Hill Giant', 'Shock']

function setup(seed: number): NewGame {
  const pool = starterPool()
  const defs = NAMES.map((n) => pool.byName(n)!)
  const deck = Array.from({ length: 40 }, (_, i) => defs[(i * 5) % defs.length].id)
  return {
    variant: 'normal',
    seed,
    cards: defs,
    options: {},
    players: [
      { name: 'Ann', deck },
      { name: 'Ben', deck: [...deck].reverse() },
    ],
  }
}

let dir: string
let saves: SaveService
beforeEach(async () => {
  dir = await tempDir()
  saves = createSaveService({ dir, appVersion: 'test', codec: engineCodec })
})
afterEach(async () => {
  await removeDir(dir)
})

async function savedGame(): Promise<{ id: string; passAt: number; passer: number }> {
  const params = setup(5)
  let state = createGame(params)
  const rng = Random.fromSeed(9)
  const log: Action[] = []
  while (state.phase !== 'ended' && log.length < 150) {
    const action = randomAction(state, rng, { passBias: 0.7 })
    if (!action) break
    const r = applyAction(state, action)
    if (!r.ok) throw new Error(r.reason)
    state = r.state
    log.push(action)
  }
  // A pass in the middle of the game by the player who held priority.
  const passAt = log.findIndex((a, i) => i > 40 && a.type === 'pass')
  expect(passAt).toBeGreaterThan(0)
  const input = saveInputFromGame({ gameId: 'g1', setup: params, log, state, players: [{}, {}] })
  const entry = await saves.save(input)
  return { id: entry.id, passAt, passer: log[passAt].player }
}

describe('a log with an action by a player who may not act', () => {
  it('the untouched save loads verified', async () => {
    const { id } = await savedGame()
    expect((await saves.load(id)).source).toBe('verified')
  })

  for (const wrong of ['the other player', 'player 4'] as const) {
    it(`a pass by ${wrong} is never verified, and the app and \`hearth load\` agree`, async () => {
      const { id, passAt, passer } = await savedGame()
      const file = join(dir, id)
      const doc = JSON.parse(await readFile(file, 'utf8'))
      doc.log[passAt].player = wrong === 'player 4' ? 4 : 1 - passer
      expect(fastReplay(doc)).toBeNull()
      await writeFile(file, JSON.stringify(doc))
      const loaded = await saves.load(id)
      expect(loaded.source).not.toBe('verified')
      expect(loaded.warnings.map((w) => w.code)).toContain('replay-failed')
      expect(loaded.warnings.find((w) => w.code === 'replay-failed')!.message).toMatch(
        new RegExp(`action ${passAt + 1} of the log`),
      )
      // The tool loads it the same way: from its saved position, with the same warning, and no crash.
      const io = memoryIo(dir)
      const code = await main(['load', file], io)
      expect(code).toBe(0)
      expect(io.stderr).toMatch(/warning: The game log could not be replayed/)
      expect(JSON.parse(io.stdout).log).toEqual([])
    })
  }
})

describe('a save without a checksum', () => {
  it('of the current format is refused; of format 2 it loads from its log, never "verified", marked as such', async () => {
    const { id } = await savedGame()
    const file = join(dir, id)
    const doc = JSON.parse(await readFile(file, 'utf8'))
    delete doc.checksum
    await writeFile(file, JSON.stringify(doc))
    await expect(saves.load(id)).rejects.toMatchObject({ code: 'corrupt', message: /no "checksum"/ })
    doc.formatVersion = 2
    doc.players[1].computer = 'hard'
    await writeFile(file, JSON.stringify(doc))
    const loaded = await saves.load(id)
    expect(loaded.source).toBe('log')
    expect(loaded.warnings.map((w) => w.code)).toEqual(['migrated', 'no-checksum'])
  })
})
