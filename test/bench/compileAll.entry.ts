// Compiles the text of every face of AtomicCards once and prints the time as JSON: bundled by compileBundled.ts the
// way the app is bundled, so `cards.compile` measures the code the app runs (tsx adds esbuild's keep-names wrappers).
import { readFileSync } from 'node:fs'
import '../../src-shared/variants'
import { compileFace } from '../../src-shared/text/compile'
import { atomicSkipReason, cardFromAtomic } from '../../src-shared/cards/mtgjson'
import type { CardFace } from '../../src-shared/cards/model'

const data = (JSON.parse(readFileSync(process.argv[2], 'utf8')) as { data: Record<string, unknown> }).data
const faces: CardFace[] = []
for (const [name, entry] of Object.entries(data)) {
  if (atomicSkipReason(name, entry)) continue
  try {
    faces.push(...cardFromAtomic(name, entry).faces)
  } catch {
    // unreadable entries are the importer's concern
  }
}
compileFace(faces[0]) // builds the parser, as the bench does
const start = performance.now()
const cpuStart = process.cpuUsage()
for (const f of faces) compileFace(f)
const cpu = process.cpuUsage(cpuStart)
process.stdout.write(
  JSON.stringify({ wallMs: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000, faces: faces.length }),
)
