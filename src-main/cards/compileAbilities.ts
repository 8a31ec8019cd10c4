// Compiling every face of the imported cards (text/), so the card database stores each face's ability tree and
// opening it compiles nothing (cards/storedAbilities.ts). The work runs in worker threads (compileWorker.ts), the cards
// split between them, off the main process's event loop; without a worker (it can't start) it runs here, yielding
// to the event loop between batches.
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { Worker, type WorkerOptions } from 'node:worker_threads'
import type { CardDefinition, CardFace } from '../../src-shared/cards/model'
import { compileFace } from '../../src-shared/text/compile'
import { compilerVersion } from '../../src-shared/text/version'
import { encodeAbilities } from '../../src-shared/cards/storedAbilities'

/** What compileFace reads of a face. */
export type FaceText = Pick<
  CardFace,
  'name' | 'oracleText' | 'types' | 'loyaltyAbilities' | 'manaAbilities' | 'unsupportedManaText'
>

export interface CompileRequest {
  faces: FaceText[]
}

export interface CompiledFaces {
  /** compilerVersion() of the compiler that compiled them. */
  version: string
  /** Each face's FaceAbilities as JSON, in order. */
  abilities: string[]
}

export function compileFaceJson(request: CompileRequest): CompiledFaces {
  const abilities = request.faces.map((face) => encodeAbilities(face, compileFace(face as CardFace)))
  return { version: compilerVersion(), abilities }
}

export interface CompileOptions {
  /** The worker script; default: cardsWorker.js beside the built main bundle, or compileWorker.ts from source. */
  workerFile?: string
  workerOptions?: WorkerOptions
  /** How many workers, the faces split between them (default: one per core but one, at least one; a few cards
   *  compile here); 0 compiles here. */
  workers?: number
  signal?: AbortSignal
}

/** The compiled faces of each card: `abilities[i][j]` is card i's face j. */
export interface CompiledCards {
  version: string
  abilities: string[][]
}

function defaultWorker(): { file: string; options?: WorkerOptions } {
  // From source (tsx, tests) the TypeScript worker runs through tsx; built, the bundle sits beside it.
  if (__filename.endsWith('.ts'))
    return { file: join(__dirname, 'compileWorker.ts'), options: { execArgv: ['--require', 'tsx/cjs'] } }
  return { file: join(__dirname, 'cardsWorker.js') }
}

const faceText = (f: CardFace): FaceText => ({
  name: f.name,
  oracleText: f.oracleText,
  types: f.types,
  loyaltyAbilities: f.loyaltyAbilities,
  manaAbilities: f.manaAbilities,
  ...(f.unsupportedManaText ? { unsupportedManaText: f.unsupportedManaText } : {}),
})

/** Compiles in this thread, a batch at a time, letting the event loop run between batches. */
async function inThread(faces: FaceText[], signal?: AbortSignal): Promise<CompiledFaces> {
  const abilities: string[] = []
  const BATCH = 200
  for (let i = 0; i < faces.length; i += BATCH) {
    signal?.throwIfAborted()
    abilities.push(...compileFaceJson({ faces: faces.slice(i, i + BATCH) }).abilities)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { version: compilerVersion(), abilities }
}

function inWorker(
  faces: FaceText[],
  file: string,
  options: WorkerOptions | undefined,
  signal?: AbortSignal,
): Promise<CompiledFaces> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, options)
    let settled = false
    const finish = (run: () => void) => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', onAbort)
      void worker.terminate()
      run()
    }
    const onAbort = () => finish(() => reject(signal!.reason))
    signal?.addEventListener('abort', onAbort, { once: true })
    worker.once('message', (answer: ({ ok: true } & CompiledFaces) | { ok: false; message: string }) =>
      finish(() =>
        answer.ok
          ? resolve({ version: answer.version, abilities: answer.abilities })
          : reject(new Error(`compiling card text failed: ${answer.message}`)),
      ),
    )
    // The worker could not run (its script can't be loaded where the app is packed): compile here instead.
    worker.once('error', () => finish(() => inThread(faces, signal).then(resolve, reject)))
    worker.once('exit', () => finish(() => inThread(faces, signal).then(resolve, reject)))
    worker.postMessage({ faces } satisfies CompileRequest)
  })
}

const SMALL = 2000

/** Compiles every face of `cards` (in workers when it can). */
export async function compileAbilities(cards: CardDefinition[], options: CompileOptions = {}): Promise<CompiledCards> {
  const faces = cards.flatMap((c) => c.faces.map(faceText))
  const fallback = defaultWorker()
  const file = options.workerFile ?? fallback.file
  const workerOptions = options.workerOptions ?? (options.workerFile ? undefined : fallback.options)
  // A few cards (one Scryfall card merged into the starter pool) compile faster here than a worker starts.
  // The import no longer waits for this (database.ts compiles in the background): a worker per core but one, leaving
  // the main process its own; each holds its own compiler and faces.
  const count = Math.min(options.workers ?? (faces.length < SMALL ? 0 : Math.max(1, availableParallelism() - 1)), 8)
  let parts: CompiledFaces[]
  if (count < 1 || !existsSync(file)) parts = [await inThread(faces, options.signal)]
  else {
    const size = Math.ceil(faces.length / count)
    parts = await Promise.all(
      Array.from({ length: count }, (_, k) =>
        inWorker(faces.slice(k * size, (k + 1) * size), file, workerOptions, options.signal),
      ),
    )
  }
  const version = parts[0]?.version ?? compilerVersion()
  if (parts.some((p) => p.version !== version)) throw new Error('card text compilers of different versions answered')
  const flat = parts.flatMap((p) => p.abilities)
  let at = 0
  return { version, abilities: cards.map((c) => c.faces.map(() => flat[at++])) }
}
