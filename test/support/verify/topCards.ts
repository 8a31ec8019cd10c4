// Behavioural checks of the templates added for the most-reprinted cards' tail: a token with a name of its own (The
// Hive, CR 111.4), searches for two cards of two kinds or sharing a land type (Krosan Verge, Myriad Landscape, CR
// 701.19, 205.3i), shields against a chosen source's next damage: to a target, with life gained, or redirected (CR
// 615.7, 615.5, 614.9). Each plays a real card and asserts what the template's meaning gives, and its near miss.
import { expect } from 'vitest'
import { viewFor } from '../../../src-shared/engine/view'
import { faceOf } from '../../../src-shared/engine/query'
import { activate, cast, LANDS, onField, PASS, permanent, play, ready, seat, type Checks } from './harness'

/** Ben's turn: he bolts `at`; Ann answers with `answer` (a cast or an activation) and chooses `source`. */
const boltAnswered = (
  cards: string[],
  ann: Record<string, unknown>,
  at: string,
  answer: Record<string, unknown>,
  source: string,
) =>
  play(
    ['Lightning Bolt', ...cards],
    { active: 1, turn: 4, ann, ben: { hand: ['Lightning Bolt'], battlefield: [...LANDS, 'Grizzly Bears'] } },
    [
      { player: 1, type: 'cast', card: 'Lightning Bolt', targets: [at] },
      { player: 1, type: 'pass' },
      { player: 0, ...answer },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      { player: 0, type: 'choose', cards: [source] },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
    ],
  )

/** A permanent's card, read from the final state (its name, types and subtypes). */
const cardOf = (p: ReturnType<typeof play>, player: number, name: string) => {
  const s = p.state
  const id = s.battlefield.find((i) => s.objects[i].controller === player && s.cards[s.objects[i].def]?.name === name)
  expect(id, `${name} on player ${player}'s battlefield`).toBeDefined()
  return { obj: s.objects[id!], face: s.cards[s.objects[id!].def].faces[0] }
}

export const TOP_CARD_CHECKS: Checks = {
  'effect:token.named': {
    card: 'The Hive',
    rule: 'CR 111.4, 111.2',
    run() {
      const p = play(['The Hive'], { ann: { battlefield: [...LANDS, 'The Hive'] } }, activate('The Hive'))
      // A 1/1 colourless Insect artifact creature token with flying, named Wasp (not "Insect"), Ann's.
      const wasp = cardOf(p, 0, 'Wasp')
      expect(wasp.obj.token).toBe(true)
      expect(wasp.face).toMatchObject({ types: ['Artifact', 'Creature'], subtypes: ['Insect'], colors: [] })
      expect(wasp.face).toMatchObject({ power: '1', toughness: '1', keywords: ['flying'] })
      expect(onField(p, 0, 'Insect')).toBe(0)
      expect(onField(p, 1, 'Wasp')).toBe(0)
      // Near miss: "named Kobolds of ~" names the source, not "~" (Kher Keep).
      const keep = play(['Kher Keep'], { ann: { battlefield: [...LANDS, 'Kher Keep'] } }, activate('Kher Keep'))
      expect(cardOf(keep, 0, 'Kobolds of Kher Keep').face).toMatchObject({ subtypes: ['Kobold'], power: '0' })
      expect(onField(keep, 0, 'Kobolds of ~')).toBe(0)
    },
  },
  'effect:search.pair': {
    card: 'Krosan Verge',
    rule: 'CR 701.19, 701.19b',
    run() {
      const verge = (cards: string[], allowRejected = false) =>
        play(
          ['Krosan Verge'],
          {
            ann: {
              battlefield: ['Forest', 'Island', 'Swamp', ready('Krosan Verge')],
              library: ['Island', 'Forest', 'Mountain', 'Plains', 'Swamp'],
            },
          },
          [...activate('Krosan Verge'), { player: 0, type: 'choose', cards }],
          allowRejected,
        )
      // A Forest card and a Plains card, onto the battlefield tapped; the library shuffled with the other three.
      const p = verge(['Plains', 'Forest'])
      expect(onField(p, 0, 'Krosan Verge')).toBe(0)
      expect(onField(p, 0, 'Forest')).toBe(2)
      expect(permanent(p, 0, 'Plains').tapped).toBe(true)
      expect(seat(p, 0).library).toBe(3)
      // CR 701.19b: one of the two (or none) may be found.
      expect(onField(verge(['Plains']), 0, 'Plains')).toBe(1)
      // Near miss: a Forest and an Island is not a Forest and a Plains; the search waits for a right answer.
      const wrong = verge(['Forest', 'Island'], true)
      expect(wrong.out.rejected?.length).toBe(1)
      expect(onField(wrong, 0, 'Forest')).toBe(1)
      expect(seat(wrong, 0).library).toBe(5)
    },
  },
  'effect:search.shareLandType': {
    card: 'Myriad Landscape',
    rule: 'CR 701.19, 205.3i',
    run() {
      const landscape = (cards: string[], allowRejected = false) =>
        play(
          ['Myriad Landscape', 'Snow-Covered Forest'],
          {
            ann: {
              battlefield: ['Plains', 'Island', 'Swamp', ready('Myriad Landscape')],
              library: ['Island', 'Forest', 'Mountain', 'Snow-Covered Forest', 'Swamp'],
            },
          },
          [...activate('Myriad Landscape'), { player: 0, type: 'choose', cards }],
          allowRejected,
        )
      // Two basic lands that share the Forest type (a snow Forest too), onto the battlefield tapped.
      const p = landscape(['Forest', 'Snow-Covered Forest'])
      expect(permanent(p, 0, 'Forest').tapped).toBe(true)
      expect(permanent(p, 0, 'Snow-Covered Forest').tapped).toBe(true)
      expect(seat(p, 0).library).toBe(3)
      // Near miss: a Forest and a Mountain share no land type; the search waits for a right answer.
      const wrong = landscape(['Forest', 'Mountain'], true)
      expect(wrong.out.rejected?.length).toBe(1)
      expect(onField(wrong, 0, 'Forest')).toBe(0)
      expect(onField(landscape(['Mountain']), 0, 'Mountain')).toBe(1)
    },
  },
  'effect:preventNextFromSource.gain': {
    card: 'Reverse Damage',
    rule: 'CR 615.7, 615.5',
    run() {
      const ann = { hand: ['Reverse Damage'], battlefield: LANDS }
      const cast = { type: 'cast', card: 'Reverse Damage' }
      // The Bolt chosen: its 3 damage to Ann is prevented and she gains 3.
      const p = boltAnswered(['Reverse Damage'], ann, 'player:0', cast, 'Lightning Bolt')
      expect(seat(p, 0).life).toBe(23)
      // Near miss: Ben's Bears chosen, the Bolt deals its 3 and nothing is gained.
      expect(seat(boltAnswered(['Reverse Damage'], ann, 'player:0', cast, '1:Grizzly Bears'), 0).life).toBe(17)
    },
  },
  'effect:preventNextFromSource.target': {
    card: 'Sanctum Guardian',
    rule: 'CR 615.7, 115.1',
    run() {
      const ann = { battlefield: [ready('Sanctum Guardian'), 'Grizzly Bears'] }
      const guard = (target: string) => ({ type: 'activate', card: 'Sanctum Guardian', ability: 0, targets: [target] })
      // The shield on Ann's Bears, against the Bolt: the Bears live; the Guardian was sacrificed.
      const p = boltAnswered(['Sanctum Guardian'], ann, '0:Grizzly Bears', guard('Grizzly Bears'), 'Lightning Bolt')
      expect(permanent(p, 0, 'Grizzly Bears').damage).toBe(0)
      expect(onField(p, 0, 'Sanctum Guardian')).toBe(0)
      // Near miss: the shield on Ann herself doesn't save the Bears.
      const miss = boltAnswered(['Sanctum Guardian'], ann, '0:Grizzly Bears', guard('player:0'), 'Lightning Bolt')
      expect(onField(miss, 0, 'Grizzly Bears')).toBe(0)
      expect(seat(miss, 0).life).toBe(20)
    },
  },
  'effect:preventNextFromSource.redirect': {
    card: 'Jade Monolith',
    rule: 'CR 614.9, 615.7',
    run() {
      const ann = { battlefield: [...LANDS, 'Jade Monolith', 'Grizzly Bears'] }
      const monolith = { type: 'activate', card: 'Jade Monolith', ability: 0, targets: ['Grizzly Bears'] }
      // The Bolt's 3 damage to Ann's Bears is dealt to Ann instead.
      const p = boltAnswered(['Jade Monolith'], ann, '0:Grizzly Bears', monolith, 'Lightning Bolt')
      expect(permanent(p, 0, 'Grizzly Bears').damage).toBe(0)
      expect(seat(p, 0).life).toBe(17)
      // Near miss: Ben's Bears chosen as the source; the Bolt kills Ann's Bears and Ann takes nothing.
      const miss = boltAnswered(['Jade Monolith'], ann, '0:Grizzly Bears', monolith, '1:Grizzly Bears')
      expect(onField(miss, 0, 'Grizzly Bears')).toBe(0)
      expect(seat(miss, 0).life).toBe(20)
    },
  },
  'static:enchant.subtype': {
    card: 'Animate Wall',
    rule: 'CR 303.4a, 205.3',
    run() {
      const aura = (target: string) =>
        play(
          ['Animate Wall', 'Wall of Stone'],
          { ann: { hand: ['Animate Wall'], battlefield: [...LANDS, 'Wall of Stone', 'Grizzly Bears'] } },
          [{ player: 0, type: 'cast', card: 'Animate Wall', targets: [target] }, ...PASS],
          true,
        )
      // "Enchant Wall": a Wall may be enchanted.
      const p = aura('Wall of Stone')
      expect(p.out.rejected ?? []).toEqual([])
      expect(onField(p, 0, 'Animate Wall')).toBe(1)
      // Near miss: Grizzly Bears is no Wall; the spell can't target it.
      const bears = aura('Grizzly Bears')
      expect(bears.out.rejected?.length).toBeGreaterThan(0)
      expect(onField(bears, 0, 'Animate Wall')).toBe(0)
    },
  },
  'static:attachedRestriction.despiteDefender': {
    card: 'Animate Wall',
    rule: 'CR 702.3b',
    run() {
      const attack = (attacker: string) =>
        play(
          ['Animate Wall', 'Wall of Swords', 'Wall of Wood'],
          {
            ann: {
              battlefield: [
                ready('Wall of Swords'),
                ready('Wall of Wood'),
                { name: 'Animate Wall', attachedTo: '0:Wall of Swords' },
              ],
            },
          },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
            { type: 'passUntil', step: 'postcombatMain' },
          ],
          true,
        )
      // Animate Wall on Wall of Swords (3/5): it attacks, defender and all, and deals Ben 3.
      const p = attack('Wall of Swords')
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(17)
      // Near miss: Wall of Wood, not enchanted, still has defender and can't attack.
      const wood = attack('Wall of Wood')
      expect(wood.out.rejected?.length).toBe(1)
      expect(seat(wood, 1).life).toBe(20)
    },
  },
  'static:landType.creature': {
    card: 'Living Lands',
    rule: 'CR 613.1d, 613.4b, 302.6',
    run() {
      const attack = (attacker: string) =>
        play(
          ['Living Lands'],
          { ann: { battlefield: [ready('Forest'), ready('Island'), 'Living Lands'] } },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
            { type: 'passUntil', step: 'postcombatMain' },
          ],
          true,
        )
      // The Forest is a 1/1 creature that is still a land: it attacks and deals Ben 1.
      const p = attack('Forest')
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(19)
      expect(permanent(p, 0, 'Forest')).toMatchObject({ power: 1, toughness: 1 })
      // Near miss: the Island is no Forest, so no creature; it can't attack.
      const island = attack('Island')
      expect(island.out.rejected?.length).toBe(1)
      expect(seat(island, 1).life).toBe(20)
    },
  },
  'effect:lookHand': {
    card: 'Glasses of Urza',
    rule: 'CR 402.3, 400.2',
    run() {
      const glasses = (answer: string[]) =>
        play(
          ['Glasses of Urza'],
          {
            ann: { battlefield: [ready('Glasses of Urza')] },
            ben: { hand: ['Lightning Bolt', 'Forest'] },
          },
          [
            { player: 0, type: 'activate', card: 'Glasses of Urza', ability: 0, targets: ['player:1'] },
            ...PASS,
            { player: 0, type: 'choose', cards: answer },
          ],
          true,
        )
      // Before Ann answers, she alone sees Ben's hand: her view's decision names the cards, no other view's does.
      const looking = play(
        ['Glasses of Urza'],
        { ann: { battlefield: [ready('Glasses of Urza')] }, ben: { hand: ['Lightning Bolt', 'Forest'] } },
        [{ player: 0, type: 'activate', card: 'Glasses of Urza', ability: 0, targets: ['player:1'] }, ...PASS],
      )
      expect(JSON.stringify(viewFor(looking.state, 0).pending)).toContain('Lightning Bolt')
      expect(JSON.stringify(viewFor(looking.state, 'spectator').pending)).not.toContain('Lightning Bolt')
      expect(viewFor(looking.state, 'spectator').pending[0]).toMatchObject({ player: 0, private: true })
      const p = glasses([])
      expect(p.out.rejected ?? []).toEqual([])
      expect(p.state.pending).toEqual([])
      expect(seat(p, 1).hand).toEqual(['Lightning Bolt', 'Forest'])
      expect(p.log.join('\n')).not.toContain('Lightning Bolt')
      // Near miss: looking is not taking; a card chosen is refused and the hand is untouched.
      const taking = glasses(['1:Lightning Bolt'])
      expect(taking.out.rejected?.length).toBe(1)
      expect(seat(taking, 1).hand).toEqual(['Lightning Bolt', 'Forest'])
    },
  },
  'static:attachedRestriction.asThoughHaste': {
    card: 'Instill Energy',
    rule: 'CR 302.6',
    run() {
      const attack = (aura: boolean) =>
        play(
          ['Instill Energy'],
          {
            ann: {
              battlefield: [
                { name: 'Grizzly Bears', sick: true },
                ...(aura ? [{ name: 'Instill Energy', attachedTo: '0:Grizzly Bears' }] : []),
              ],
            },
          },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
            { type: 'passUntil', step: 'postcombatMain' },
          ],
          true,
        )
      // The Bears came under Ann's control this turn, yet attack as though they had haste: Ben takes 2.
      const p = attack(true)
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(18)
      // Near miss: without the Aura, summoning sickness keeps them home.
      const without = attack(false)
      expect(without.out.rejected?.length).toBe(1)
      expect(seat(without, 1).life).toBe(20)
    },
  },
  'static:attachedRestriction.exceptBy': {
    card: 'Invisibility',
    rule: 'CR 509.1b',
    run() {
      const block = (blocker: string) =>
        play(
          ['Invisibility', 'Wall of Wood'],
          {
            ann: {
              battlefield: [ready('Grizzly Bears'), { name: 'Invisibility', attachedTo: '0:Grizzly Bears' }],
            },
            ben: { battlefield: ['Wall of Wood', 'Hill Giant'] },
          },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
            { type: 'passUntil', step: 'declareBlockers' },
            { player: 1, type: 'declareBlockers', blockers: [{ card: blocker, blocks: '0:Grizzly Bears' }] },
            ...(blocker === 'Hill Giant' ? [{ player: 1, type: 'declareBlockers', blockers: [] }] : []),
            { type: 'passUntil', step: 'postcombatMain' },
          ],
          true,
        )
      // A Wall may block the enchanted Bears: Ben takes nothing.
      const wall = block('Wall of Wood')
      expect(wall.out.rejected ?? []).toEqual([])
      expect(seat(wall, 1).life).toBe(20)
      // Near miss: Hill Giant is no Wall; the block is refused and the Bears deal Ben 2.
      const giant = block('Hill Giant')
      expect(giant.out.rejected?.length).toBe(1)
      expect(seat(giant, 1).life).toBe(18)
    },
  },
  'effect:returnCard.also': {
    card: 'Rise from the Grave',
    rule: 'CR 613.1d, 613.1e, 400.7',
    run() {
      const p = play(
        ['Rise from the Grave', 'Serra Angel'],
        { ann: { hand: ['Rise from the Grave'], battlefield: LANDS }, ben: { graveyard: ['Serra Angel'] } },
        cast('Rise from the Grave', { targets: ['1:Serra Angel'] }),
      )
      // Ben's Angel enters under Ann's control, a white and black Angel Zombie.
      const angel = cardOf(p, 0, 'Serra Angel')
      expect(faceOf(p.state, angel.obj)).toMatchObject({ colors: ['W', 'B'], subtypes: ['Angel', 'Zombie'] })
      expect(seat(p, 1).graveyard).toEqual([])
      // Near miss: Zombify returns a creature card without the added colour and type.
      const z = play(
        ['Zombify', 'Serra Angel'],
        { ann: { hand: ['Zombify'], battlefield: LANDS, graveyard: ['Serra Angel'] } },
        cast('Zombify', { targets: ['0:Serra Angel'] }),
      )
      expect(faceOf(z.state, cardOf(z, 0, 'Serra Angel').obj)).toMatchObject({ colors: ['W'], subtypes: ['Angel'] })
    },
  },
  'effect:becomeColor': {
    card: 'Chaoslace',
    rule: 'CR 613.1e, 400.7a, 400.7',
    run() {
      const colorsNow = (p: ReturnType<typeof play>, name: string, zone: 'battlefield' | 'graveyard') => {
        const s = p.state
        const id = (zone === 'battlefield' ? s.battlefield : s.players[0].zones.graveyard).find(
          (i) => s.cards[s.objects[i].def].name === name,
        )
        expect(id, `${name} in ${zone}`).toBeDefined()
        return faceOf(s, s.objects[id!])?.colors
      }
      // A permanent: Ben's Serra Angel becomes red; Ann's Bears keep their green.
      const angel = play(
        ['Chaoslace', 'Serra Angel'],
        {
          ann: { hand: ['Chaoslace'], battlefield: [...LANDS, 'Grizzly Bears'] },
          ben: { battlefield: ['Serra Angel'] },
        },
        cast('Chaoslace', { targets: ['1:Serra Angel'] }),
      )
      expect(faceOf(angel.state, cardOf(angel, 1, 'Serra Angel').obj)?.colors).toEqual(['R'])
      expect(colorsNow(angel, 'Grizzly Bears', 'battlefield')).toEqual(['G'])
      // A spell: the Bears' spell made red stays red as the permanent it becomes (CR 400.7a) …
      const spell = play(
        ['Chaoslace'],
        { ann: { hand: ['Chaoslace', 'Grizzly Bears', 'Lightning Bolt'], battlefield: LANDS } },
        [
          { player: 0, type: 'cast', card: 'Grizzly Bears' },
          { player: 0, type: 'cast', card: 'Chaoslace', targets: ['0:Grizzly Bears'] },
          ...PASS,
          ...PASS,
        ],
      )
      expect(colorsNow(spell, 'Grizzly Bears', 'battlefield')).toEqual(['R'])
      // … near miss: once it dies it is a new object, green again (CR 400.7).
      const died = play(
        ['Chaoslace'],
        { ann: { hand: ['Chaoslace', 'Grizzly Bears', 'Lightning Bolt'], battlefield: LANDS } },
        [
          { player: 0, type: 'cast', card: 'Grizzly Bears' },
          { player: 0, type: 'cast', card: 'Chaoslace', targets: ['0:Grizzly Bears'] },
          ...PASS,
          ...PASS,
          ...cast('Lightning Bolt', { targets: ['0:Grizzly Bears'] }),
        ],
      )
      expect(colorsNow(died, 'Grizzly Bears', 'graveyard')).toEqual(['G'])
    },
  },
  'static:untapLimit': {
    card: 'Winter Orb',
    rule: 'CR 502.3',
    run() {
      const bens = (orbTapped: boolean, choice: string[], allowRejected = false) =>
        play(
          ['Winter Orb'],
          {
            ann: { battlefield: [{ name: 'Winter Orb', tapped: orbTapped }] },
            ben: {
              battlefield: [
                { name: 'Forest', tapped: true },
                { name: 'Island', tapped: true },
                { name: 'Swamp', tapped: true },
                { name: 'Grizzly Bears', tapped: true },
              ],
            },
          },
          [
            { type: 'passUntil', step: 'upkeep', turn: 4 },
            ...(orbTapped ? [] : [{ player: 1, type: 'choose', cards: choice }]),
          ],
          allowRejected,
        )
      const tapped = (p: ReturnType<typeof play>) =>
        seat(p, 1)
          .battlefield.filter((b) => b.tapped)
          .map((b) => b.name)
      // Ben untaps the one land he chooses; his Bears aren't a land and untap.
      expect(tapped(bens(false, ['Island']))).toEqual(['Forest', 'Swamp'])
      // Near misses: two lands is one too many (refused, all still tapped); with the Orb tapped all untap.
      const two = bens(false, ['Island', 'Forest'], true)
      expect(two.out.rejected?.length).toBe(1)
      expect(tapped(two)).toEqual(['Forest', 'Island', 'Swamp'])
      expect(tapped(bens(true, []))).toEqual([])
    },
  },
  'static:playerRule.skipUntap': {
    card: 'Stasis',
    rule: 'CR 614.10, 502.3',
    run() {
      const bens = (stasis: boolean) =>
        play(
          ['Stasis'],
          {
            ann: { battlefield: stasis ? ['Stasis'] : [] },
            ben: {
              battlefield: [
                { name: 'Forest', tapped: true },
                { name: 'Grizzly Bears', tapped: true },
              ],
            },
          },
          [{ type: 'passUntil', step: 'upkeep', turn: 4 }],
        )
      // With Stasis, Ben skips his untap step: his Forest and Bears stay tapped.
      const p = bens(true)
      expect(seat(p, 1).battlefield.filter((b) => b.tapped).length).toBe(2)
      expect(p.log.join('\n')).toContain('Ben skips the untap step')
      // Near miss: without it, both untap.
      expect(seat(bens(false), 1).battlefield.filter((b) => b.tapped).length).toBe(0)
    },
  },
  'effect:orElse': {
    card: 'Lord of the Pit',
    rule: 'CR 609.3, 608.2c',
    run() {
      const upkeep = (battlefield: string[], answer: unknown[]) =>
        play(['Lord of the Pit'], { active: 1, turn: 4, ann: { battlefield } }, [
          { type: 'passUntil', step: 'upkeep', turn: 5 },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          ...answer,
        ])
      // Ann sacrifices her Bears, the one creature other than the Lord (no choice to make): no damage.
      const p = upkeep(['Lord of the Pit', 'Grizzly Bears'], [])
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears'])
      expect(seat(p, 0).life).toBe(20)
      expect(onField(p, 0, 'Lord of the Pit')).toBe(1)
      // Near miss: no creature other than the Lord, so it deals 7 damage to her and stays.
      const alone = upkeep(['Lord of the Pit'], [])
      expect(seat(alone, 0).life).toBe(13)
      expect(onField(alone, 0, 'Lord of the Pit')).toBe(1)
    },
  },
  'static:landType.chosen': {
    card: 'Phantasmal Terrain',
    rule: 'CR 305.7, 614.12',
    run() {
      const terrain = (choice: string) =>
        play(
          ['Phantasmal Terrain'],
          { ann: { hand: ['Phantasmal Terrain'], battlefield: LANDS }, ben: { battlefield: ['Forest'] } },
          [...cast('Phantasmal Terrain', { targets: ['1:Forest'] }), { player: 0, type: 'choose', option: choice }],
        )
      const bensLand = (p: ReturnType<typeof play>) => {
        const s = p.state
        const id = s.battlefield.find((i) => s.objects[i].controller === 1)!
        return faceOf(s, s.objects[id])
      }
      // Ann chooses Island: Ben's Forest is an Island, with only the Island's mana ability (CR 305.7).
      const island = bensLand(terrain('Island'))
      expect(island?.subtypes).toEqual(['Island'])
      expect(island?.manaAbilities.map((m) => m.text)).toEqual(['{T}: Add {U}.'])
      // Near miss: another choice, another type.
      expect(bensLand(terrain('Swamp'))?.subtypes).toEqual(['Swamp'])
    },
  },
}
