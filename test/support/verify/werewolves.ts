// Behavioural checks: Innistrad's werewolves, an upkeep trigger with an intervening "if" about the spells cast last
// turn (CR 603.4), and the transform it does (CR 701.28a).
import { expect } from 'vitest'
import { PASS, TO_BENS_UPKEEP, play, seat, type Checks } from './harness'

const IRONSMITH = 'Village Ironsmith // Ironfang'
const names = (p: ReturnType<typeof play>, i: number) => seat(p, i).battlefield.map((b) => b.name)
const bolt = (target: string) => [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: [target] }, ...PASS]

function check(): void {
  // Ann's upkeep with no spell cast last turn: the Ironsmith transforms into Ironfang.
  let p = play([IRONSMITH], { step: 'upkeep', ann: { battlefield: [IRONSMITH] } }, PASS)
  expect(names(p, 0)).toContain('Ironfang')
  // Ann casts one spell in her turn: at Ben's upkeep a spell was cast last turn, so it stays as it is.
  p = play([IRONSMITH, 'Lightning Bolt'], { ann: { hand: ['Lightning Bolt'], battlefield: [IRONSMITH, 'Mountain'] } }, [
    ...bolt('player:1'),
    ...TO_BENS_UPKEEP,
    { player: 1, type: 'pass' },
    { player: 0, type: 'pass' },
  ])
  expect(seat(p, 1).life).toBe(17)
  expect(names(p, 0)).toContain(IRONSMITH.split(' // ')[0])
  expect(names(p, 0)).not.toContain('Ironfang')
  // Transformed at Ann's upkeep, then Ann casts two spells: at Ben's upkeep a player cast two or more spells last
  // turn, so Ironfang transforms back; one spell wouldn't do it.
  for (const bolts of [2, 1]) {
    p = play(
      [IRONSMITH, 'Lightning Bolt'],
      {
        step: 'upkeep',
        ann: { hand: Array(bolts).fill('Lightning Bolt'), battlefield: [IRONSMITH, 'Mountain', 'Mountain'] },
      },
      [
        ...PASS,
        { type: 'passUntil', step: 'precombatMain' },
        ...Array.from({ length: bolts }, () => bolt('player:1')).flat(),
        ...TO_BENS_UPKEEP,
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(seat(p, 1).life).toBe(20 - 3 * bolts)
    expect(names(p, 0)).toContain(bolts === 2 ? 'Village Ironsmith' : 'Ironfang')
  }
}

export const WEREWOLF_CHECKS: Checks = {
  'condition:spellsLastTurn': { card: IRONSMITH, rule: 'CR 603.4', run: check },
  'effect:transform': { card: IRONSMITH, rule: 'CR 701.28a, 712.3', run: check },
}
