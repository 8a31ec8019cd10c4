// Behavioural checks of restrictions: an Aura's bans (CR 602.5, 702.122a), "its activated abilities can't be
// activated [unless they're mana abilities]" (Faith's Fetters, Arrest) and "can't … crew Vehicles" (Bound in Gold),
// played on a real permanent: what it bans is refused, what it leaves alone still works, and the same permanent
// without the Aura is unaffected; "Creatures with power 3 or greater don't untap during their controllers' untap
// steps" (Meekstone, CR 502.3): what it names stays tapped, the rest untaps.
import { expect } from 'vitest'
import { activate, cast, LANDS, permanent, play, seat, type Checks } from './harness'

/** From Ann's main phase (she has no creature, so no attack) to Ben's upkeep, past his untap step. */
const TO_BENS_UPKEEP = [{ type: 'passUntil', step: 'upkeep', turn: 4 }]

const refusedAt = (p: { out: { rejected?: { index: number }[] } }, index: number) =>
  expect(p.out.rejected?.map((r) => r.index) ?? [], `action ${index} refused`).toContain(index)

export const RESTRICTION_CHECKS: Checks = {
  'static:activationBan': {
    card: "Faith's Fetters",
    rule: 'CR 602.5, 605.1a',
    run() {
      const cards = ["Faith's Fetters", 'Arrest', 'Prodigal Pyromancer', 'Llanowar Elves']
      const ann = (aura: string) => ({
        hand: [aura],
        battlefield: [...LANDS, { name: 'Prodigal Pyromancer', sick: false }, { name: 'Llanowar Elves', sick: false }],
      })
      // Faith's Fetters on the Pyromancer: its {T} ability is refused, Ben's life unchanged.
      let p = play(
        cards,
        { ann: ann("Faith's Fetters") },
        [
          ...cast("Faith's Fetters", { targets: ['0:Prodigal Pyromancer'] }),
          ...activate('Prodigal Pyromancer', 0, { targets: ['player:1'] }),
        ],
        true,
      )
      refusedAt(p, 3)
      expect(seat(p, 1).life).toBe(20)
      expect(seat(p, 0).life).toBe(24) // its enters trigger: 4 life
      // On the Elves: "unless they're mana abilities", so the Elves still tap for {G}.
      p = play(cards, { ann: ann("Faith's Fetters") }, [
        ...cast("Faith's Fetters", { targets: ['0:Llanowar Elves'] }),
        { player: 0, type: 'activateMana', card: 'Llanowar Elves', produce: 'G' },
      ])
      expect(permanent(p, 0, 'Llanowar Elves').tapped).toBe(true)
      // Arrest bans mana abilities too: the Elves' mana ability is refused.
      p = play(
        cards,
        { ann: ann('Arrest') },
        [
          ...cast('Arrest', { targets: ['0:Llanowar Elves'] }),
          { player: 0, type: 'activateMana', card: 'Llanowar Elves', produce: 'G' },
        ],
        true,
      )
      refusedAt(p, 3)
      expect(permanent(p, 0, 'Llanowar Elves').tapped).toBe(false)
      // Near miss: the Fetters on the Elves leave the Pyromancer free: its ability deals 1 damage.
      p = play(cards, { ann: ann("Faith's Fetters") }, [
        ...cast("Faith's Fetters", { targets: ['0:Llanowar Elves'] }),
        ...activate('Prodigal Pyromancer', 0, { targets: ['player:1'] }),
      ])
      expect(seat(p, 1).life).toBe(19)
    },
  },
  'static:crewBan': {
    card: 'Bound in Gold',
    rule: 'CR 702.122a',
    run() {
      const cards = ['Bound in Gold', 'Sleek Schooner']
      const crew = (aura: string) =>
        play(
          cards,
          {
            ann: {
              hand: ['Bound in Gold'],
              battlefield: [...LANDS, 'Sleek Schooner', { name: 'Grizzly Bears', sick: false }, 'Hill Giant'],
            },
          },
          [
            ...cast('Bound in Gold', { targets: [aura] }),
            { player: 0, type: 'activate', card: 'Sleek Schooner', ability: 0, crew: ['Grizzly Bears'] },
          ],
          true,
        )
      // The Bears under Bound in Gold can't crew: refused, untapped.
      let p = crew('0:Grizzly Bears')
      refusedAt(p, 3)
      expect(permanent(p, 0, 'Grizzly Bears').tapped).toBe(false)
      // Near miss: Bound in Gold on the Hill Giant; the Bears crew.
      p = crew('0:Hill Giant')
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 0, 'Grizzly Bears').tapped).toBe(true)
    },
  },
  'static:doesntUntapAll': {
    card: 'Meekstone',
    rule: 'CR 502.3',
    run() {
      // Ben's tapped Hill Giant (power 3) stays tapped in his untap step; his tapped Grizzly Bears (power 2) untaps.
      let p = play(
        ['Meekstone', 'Choke'],
        {
          ann: { battlefield: ['Meekstone'] },
          ben: {
            battlefield: [
              { name: 'Hill Giant', tapped: true },
              { name: 'Grizzly Bears', tapped: true },
            ],
          },
        },
        TO_BENS_UPKEEP,
      )
      expect(permanent(p, 1, 'Hill Giant').tapped).toBe(true)
      expect(permanent(p, 1, 'Grizzly Bears').tapped).toBe(false)
      // Choke names Islands: Ben's Island stays tapped, his Swamp untaps.
      p = play(
        ['Meekstone', 'Choke'],
        {
          ann: { battlefield: ['Choke'] },
          ben: {
            battlefield: [
              { name: 'Island', tapped: true },
              { name: 'Swamp', tapped: true },
            ],
          },
        },
        TO_BENS_UPKEEP,
      )
      expect(permanent(p, 1, 'Island').tapped).toBe(true)
      expect(permanent(p, 1, 'Swamp').tapped).toBe(false)
    },
  },
}
