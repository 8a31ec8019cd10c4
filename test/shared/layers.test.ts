// The house's layers (docs/architecture.md): every import of src-shared, src-main and src-renderer, type-only ones
// included, looks down a layer or within its own folder, and no circle of imports spans more than one folder. The
// imports are read with the TypeScript compiler's own pre-processor (the same list it resolves).
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')

/** The layers, lowest first: a file belongs to the first whose folder holds it; one rank may hold several folders,
 *  which then must not import each other. */
export const LAYERS: { rank: number; folder: string }[] = [
  { rank: 0, folder: 'src-shared/mana' },
  { rank: 1, folder: 'src-shared/cards' },
  { rank: 2, folder: 'src-shared/saves' },
  { rank: 3, folder: 'src-shared/engine' },
  { rank: 4, folder: 'src-shared/text' },
  { rank: 5, folder: 'src-shared/variants' },
  { rank: 6, folder: 'src-shared/computer' },
  { rank: 7, folder: 'src-shared/scenario' },
  { rank: 8, folder: 'src-shared/practice' },
  { rank: 8, folder: 'src-shared/draft' },
  { rank: 9, folder: 'src-shared/bridge.ts' },
  { rank: 10, folder: 'src-main' },
  { rank: 10, folder: 'src-renderer' },
]

/** The folder a circle may stay within: a layer of src-shared, or a first-level folder of the processes. */
function folderOf(file: string): string {
  const parts = file.split('/')
  if (parts[0] === 'src-shared') return parts.length > 2 ? parts.slice(0, 2).join('/') : file
  if (parts[0] === 'src-renderer') return parts.slice(0, parts[1] === 'src' && parts.length > 3 ? 3 : 2).join('/')
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]
}

export function layerOf(file: string): { rank: number; folder: string } | undefined {
  return LAYERS.find((l) => file === l.folder || file.startsWith(l.folder + '/'))
}

export interface Import {
  from: string
  spec: string
  to: string
}

/** Every import of the repository's source folders, resolved to repository-relative files. */
export function readImports(root = ROOT): { files: string[]; imports: Import[] } {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      const path = `${dir}/${name}`
      if (statSync(join(root, path)).isDirectory()) walk(path)
      else if (/\.(ts|vue)$/.test(name) && !name.endsWith('.d.ts')) files.push(path)
    }
  }
  for (const dir of ['src-shared', 'src-main', 'src-renderer/src']) walk(dir)
  const known = new Set(files)
  const resolveSpec = (from: string, spec: string): string | undefined => {
    let base: string
    if (spec === '@shared' || spec.startsWith('@shared/')) base = join('src-shared', spec.slice('@shared'.length))
    else if (spec.startsWith('.')) base = join(dirname(from), spec)
    else return undefined
    for (const c of [base, `${base}.ts`, `${base}.vue`, `${base}/index.ts`]) if (known.has(c)) return c
    return existsSync(join(root, base)) ? base : `${base} (not found)`
  }
  const imports: Import[] = []
  for (const from of files) {
    let text = readFileSync(join(root, from), 'utf8')
    if (from.endsWith('.vue'))
      text = [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
    for (const f of ts.preProcessFile(text, true, true).importedFiles) {
      const to = resolveSpec(from, f.fileName)
      if (to) imports.push({ from, spec: f.fileName, to })
    }
  }
  return { files, imports }
}

/** An import from a lower layer into a higher one (or into another folder of the same rank). */
export function upwardImports(imports: Import[]): string[] {
  const out: string[] = []
  for (const i of imports) {
    const a = layerOf(i.from)
    const b = layerOf(i.to)
    if (!a) out.push(`${i.from}: in no layer (add its folder to LAYERS)`)
    else if (!b) {
      // Data files (resources/, package.json) are no layer's; source files are.
      if (/\.(ts|vue)$/.test(i.to)) out.push(`${i.from}: import '${i.spec}' reaches ${i.to}, in no layer`)
    } else if (a.folder !== b.folder && b.rank >= a.rank)
      out.push(
        `${i.from}: import '${i.spec}' goes up from ${a.folder} (layer ${a.rank}) to ${b.folder} (layer ${b.rank})`,
      )
  }
  return [...new Set(out)]
}

/** Circles of imports whose files lie in more than one folder: each named by the imports that cross folders. */
export function crossFolderCircles(files: string[], imports: Import[]): string[] {
  const next = new Map<string, Import[]>(files.map((f) => [f, []]))
  for (const i of imports) next.get(i.from)?.push(i)
  // Tarjan's strongly connected components, iteratively.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  let counter = 0
  for (const start of files) {
    if (index.has(start)) continue
    const work: { v: string; k: number }[] = [{ v: start, k: 0 }]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length) {
      const top = work[work.length - 1]
      const edges = next.get(top.v) ?? []
      if (top.k < edges.length) {
        const w = edges[top.k++].to
        if (!next.has(w)) continue
        if (!index.has(w)) {
          index.set(w, counter)
          low.set(w, counter++)
          stack.push(w)
          onStack.add(w)
          work.push({ v: w, k: 0 })
        } else if (onStack.has(w)) low.set(top.v, Math.min(low.get(top.v)!, index.get(w)!))
        continue
      }
      work.pop()
      if (work.length) low.set(work[work.length - 1].v, Math.min(low.get(work[work.length - 1].v)!, low.get(top.v)!))
      if (low.get(top.v) === index.get(top.v)) {
        const component: string[] = []
        let w: string
        do {
          w = stack.pop()!
          onStack.delete(w)
          component.push(w)
        } while (w !== top.v)
        if (component.length > 1) components.push(component)
      }
    }
  }
  const out: string[] = []
  for (const component of components) {
    const members = new Set(component)
    const folders = [...new Set(component.map(folderOf))].sort()
    if (folders.length < 2) continue
    const crossing = imports
      .filter((i) => members.has(i.from) && members.has(i.to) && folderOf(i.from) !== folderOf(i.to))
      .map((i) => `${i.from}: import '${i.spec}'`)
    out.push(
      `a circle of ${component.length} files across ${folders.join(', ')}; its crossings: ${crossing.join('; ')}`,
    )
  }
  return out
}

describe('the layers (docs/architecture.md)', () => {
  it('finds an import that goes up a layer and a circle across folders, naming the file and the import', () => {
    const files = ['src-shared/mana/a.ts', 'src-shared/cards/b.ts', 'src-shared/engine/c.ts', 'src-shared/engine/d.ts']
    const imports: Import[] = [
      { from: 'src-shared/mana/a.ts', spec: '../cards/b', to: 'src-shared/cards/b.ts' },
      { from: 'src-shared/cards/b.ts', spec: '../mana/a', to: 'src-shared/mana/a.ts' },
      { from: 'src-shared/engine/c.ts', spec: './d', to: 'src-shared/engine/d.ts' },
      { from: 'src-shared/engine/d.ts', spec: './c', to: 'src-shared/engine/c.ts' },
    ]
    expect(upwardImports(imports)).toEqual([
      "src-shared/mana/a.ts: import '../cards/b' goes up from src-shared/mana (layer 0) to src-shared/cards (layer 1)",
    ])
    const circles = crossFolderCircles(files, imports)
    expect(circles).toHaveLength(1)
    expect(circles[0]).toContain("src-shared/mana/a.ts: import '../cards/b'")
    expect(circles[0]).toContain('across src-shared/cards, src-shared/mana')
  })

  it('holds in the repository: no import goes up a layer, no circle spans two folders (0 violations)', () => {
    const { files, imports } = readImports()
    expect(files.length).toBeGreaterThan(300)
    expect(imports.length).toBeGreaterThan(1000)
    const violations = [...upwardImports(imports), ...crossFolderCircles(files, imports)]
    expect(violations).toEqual([])
  })
})
