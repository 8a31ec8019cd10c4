import { allPatterns, slowUses } from '../support/regexProbe'
const all = allPatterns()
console.log(all.length)
for (const [where, r] of all) {
  const t = performance.now()
  const note = slowUses(r)
  if (note || performance.now() - t > 300) console.log(where, note, Math.round(performance.now() - t))
}
console.log('done')
