// Hardening figures. saves.load.10k: a 10,000-action save (random legal play, mostly passes) opened at its
// snapshot (decode and the board: target 500 ms), then its log checked (verify), and, with one digit of its snapshot
// changed, checked with the card text settled (older saves) within its budget (target: 5 s of CPU).
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
    // Opening, as the app does: decode and the saved position; the log's check is left to verify (the app runs it in
    // the engine's worker thread: process.cpuUsage counts every thread, so the CPU figures are the same).
    let ticket = ''
    const open = await cpuMs(async () => {
      ticket = (await saves.open(entry.id)).checking ?? ''
    })
    figures.push({
      name: 'saves.load.10k',
      value: round(open.wall),
      unit: 'ms',
      what: 'open: decode and show the snapshot (the log checked afterwards, off the main thread)',
      cpuMs: round(open.cpu),
      actions: ACTIONS,
      target: 500,
    })
    const verify = await cpuMs(async () => {
      const check = await saves.verify(ticket)
      if (check.source !== 'verified') throw new Error(`the 10,000-action save did not verify: ${check.source}`)
    })
    figures.push({ name: 'saves.load.10k.verify', value: round(verify.wall), unit: 'ms', cpuMs: round(verify.cpu) })
    // One digit of the snapshot changed, in an older save (no recorded text pins): settled within its budget.
    const { textPins: _pins, ...older } = input
    const snapshot = structuredClone(older.snapshot) as { players: { life: number }[] }
    snapshot.players[0].life += 1
    const damaged = await saves.save({ ...older, gameId: 'damaged', snapshot })
    // The codec summarises the snapshot for the list, so the damage is in the file; the check says the log reaches
    // another position (or that it could not settle the card text in its budget).
    const damagedTicket = (await saves.open(damaged.id)).checking ?? ''
    let outcome = ''
    const settle = await cpuMs(async () => {
      const check = await saves.verify(damagedTicket)
      outcome = `${check.source}${check.warnings.some((w) => /could not be settled/.test(w.message)) ? ' (budget spent)' : ''}`
    })
    figures.push({
      name: 'saves.load.10k.damaged',
      value: round(settle.cpu),
      unit: 'ms CPU',
      wallMs: round(settle.wall),
      outcome,
      target: 5000,
    })
    await writeFile(join(dir, 'done'), '')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  return figures
}
