// Hardening figures. saves.load.10k: a 10,000-action save (random legal play, mostly passes) opened with its
// snapshot (decode and the board: target 500 ms), verified against its log, and, with one digit of its snapshot
// changed, loaded with the card text settled (older saves) within its budget (target: 5 s of CPU).
// cards.compile.adversarial: the slowest regex of the compiler and readers on 100 KB adversarial inputs, per KB.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Figure } from './run'
import { longRandomGame } from './longGame'
import { round } from './stats'
import '../../src-shared/variants'
import { engineCodec } from '../../src-shared/engine/codec'
import { saveInputFromGame } from '../../src-shared/engine/saveFromGame'
import { createSaveService } from '../../src-main/saves/service'
import { ADVERSARIAL, allPatterns, fill, timeOf } from '../support/regexProbe'

const ACTIONS = 10_000

function cpuMs(run: () => Promise<unknown>): Promise<{ cpu: number; wall: number }> {
  const cpu = process.cpuUsage()
  const wall = performance.now()
  return run().then(() => {
    const used = process.cpuUsage(cpu)
    return { cpu: (used.user + used.system) / 1000, wall: performance.now() - wall }
  })
}

export default async function (): Promise<Figure[]> {
  const figures: Figure[] = []
  let slowest = { perKb: 0, where: '' }
  for (const [where, regex] of allPatterns())
    for (const [name, unit, tail] of ADVERSARIAL) {
      const perKb = timeOf(regex, fill(unit, tail)) / 100
      if (perKb > slowest.perKb) slowest = { perKb, where: `${where} on ${name}` }
    }
  figures.push({
    name: 'cards.compile.adversarial',
    value: round(slowest.perKb * 1000),
    unit: 'µs/KB',
    slowest: slowest.where,
    patterns: allPatterns().length,
    inputs: ADVERSARIAL.length,
  })

  const dir = await mkdtemp(join(tmpdir(), 'hearth-bench-hardening-'))
  try {
    const played = longRandomGame(ACTIONS, 600, 0.97, 100)
    const input = saveInputFromGame({ gameId: 'long', setup: played.setup, log: played.log, state: played.state })
    const saves = createSaveService({ dir, appVersion: 'bench', codec: engineCodec })
    const entry = await saves.save(input)
    const open = await cpuMs(() => saves.load(entry.id, { check: false }))
    figures.push({
      name: 'saves.load.10k',
      value: round(open.wall),
      unit: 'ms',
      what: 'decode and show the snapshot',
      cpuMs: round(open.cpu),
      target: 500,
    })
    const verify = await cpuMs(() => saves.load(entry.id))
    figures.push({ name: 'saves.load.10k.verify', value: round(verify.wall), unit: 'ms', cpuMs: round(verify.cpu) })
    // One digit of the snapshot changed, in an older save (no recorded text pins): settled within its budget.
    const { textPins: _pins, ...older } = input
    const snapshot = structuredClone(older.snapshot) as { players: { life: number }[] }
    snapshot.players[0].life += 1
    const damaged = await saves.save({ ...older, gameId: 'damaged', snapshot })
    // The codec summarises the snapshot for the list, so the damage is in the file; the save still loads (from its log).
    const settle = await cpuMs(() => saves.load(damaged.id))
    figures.push({
      name: 'saves.load.10k.damaged',
      value: round(settle.cpu),
      unit: 'ms CPU',
      wallMs: round(settle.wall),
      target: 5000,
    })
    await writeFile(join(dir, 'done'), '')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  return figures
}
