// `npm run bench`: runs every test/bench/*.bench.ts module and prints one JSON line per figure.
// A bench module exports `default async function (): Promise<Figure[]>` (or yields figures as it goes via `report`).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface Figure {
  name: string
  value: number
  unit: string
  [extra: string]: unknown
}

const dir = __dirname
const only = process.argv.slice(2)

async function main(): Promise<void> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort()
  for (const file of files) {
    if (only.length && !only.some((o) => file.startsWith(o))) continue
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default: () => Promise<Figure[]> }
    const run = mod.default ?? (mod as unknown as { default: { default: () => Promise<Figure[]> } }).default.default
    for (const figure of await run()) console.log(JSON.stringify(figure))
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
