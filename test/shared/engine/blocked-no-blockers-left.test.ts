// An attacking creature that became blocked stays blocked for the rest of combat even when every creature blocking it
// has left (CR 509.1h, 506.4): it assigns no combat damage (CR 510.1a, c) unless it has trample, which assigns it all
// to the player or planeswalker it attacks (CR 702.19e). Every case of "blocked, no blockers left": a double striker
// whose blocker died to its first-strike damage, a creature whose blocker was destroyed or removed before damage, and
// ninjutsu, which returns only an unblocked attacker (CR 702.49a).
import { describe, expect, it } from 'vitest'
import { out, passBoth, playCombat, ready } from '../../support/realCards'

const attackAndBlock = (attacker: string, blocker: string) => [
  { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
  { type: 'passUntil', step: 'declareBlockers' },
  { player: 1, type: 'declareBlockers', blockers: [{ card: blocker, blocks: attacker }] },
]
const toEnd = { type: 'passUntil', step: 'endCombat' }

describe('a blocked creature with no blockers left (CR 509.1h)', () => {
  it('CR 509.1h, 510.1c: a double striker whose blocker died to its first-strike damage deals no regular damage', () => {
    for (const striker of ['Fencing Ace', 'Boros Swiftblade']) {
      const r = playCombat([striker], { battlefield: [ready(striker)] }, { battlefield: [ready('Llanowar Elves')] }, [
        ...attackAndBlock(striker, 'Llanowar Elves'),
        toEnd,
      ])
      expect(out(r).rejected ?? []).toEqual([])
      expect(out(r).players[1].graveyard).toEqual(['Llanowar Elves'])
      expect(out(r).players[1].life).toBe(20)
    }
  })

  it('CR 702.19e: a double striker with trample whose blocker died assigns its regular damage to the player', () => {
    const r = playCombat(
      ['Swiftblade Vindicator'],
      { battlefield: [ready('Swiftblade Vindicator')] },
      { battlefield: [ready('Llanowar Elves')] },
      [...attackAndBlock('Swiftblade Vindicator', 'Llanowar Elves'), toEnd],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Llanowar Elves'])
    expect(out(r).players[1].life).toBe(19) // 1 in the regular step; the first-strike 1 was lethal to the Elves
  })

  it('CR 509.1h, 506.4: a creature whose blocker was destroyed before damage deals none, with or without first strike', () => {
    for (const attacker of ['Grizzly Bears', 'Fencing Ace']) {
      const r = playCombat(
        ['Lightning Bolt', attacker],
        { battlefield: [ready(attacker), 'Mountain'], hand: ['Lightning Bolt'] },
        { battlefield: [ready('Llanowar Elves')] },
        [
          ...attackAndBlock(attacker, 'Llanowar Elves'),
          { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['Llanowar Elves'] },
          ...passBoth,
          toEnd,
        ],
      )
      expect(out(r).rejected ?? []).toEqual([])
      expect(out(r).players[1].graveyard).toEqual(['Llanowar Elves'])
      expect(out(r).players[1].life).toBe(20)
    }
  })

  it('CR 509.1h, 702.49a: an attacker whose blocker left is still blocked, so ninjutsu cannot return it', () => {
    const r = playCombat(
      ['Lightning Bolt', 'Dokuchi Shadow-Walker'],
      {
        battlefield: [ready('Grizzly Bears'), 'Mountain', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
        hand: ['Lightning Bolt', 'Dokuchi Shadow-Walker'],
      },
      { battlefield: [ready('Llanowar Elves')] },
      [
        ...attackAndBlock('Grizzly Bears', 'Llanowar Elves'),
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['Llanowar Elves'] },
        ...passBoth,
        { player: 0, type: 'activate', card: 'Dokuchi Shadow-Walker', from: 'hand', ability: 0 },
      ],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([6])
    expect(out(r).players[0].hand).toEqual(['Dokuchi Shadow-Walker'])
  })
})
