// Behavioural checks of the conditions added to the condition grammar for the `condition` lines (text/conditions*.ts):
// each real card played with its condition true and false (CR 608.2c in an effect, 611.3a in a static ability,
// 603.4 as an intervening "if").
import { expect } from 'vitest'
import {
  activate,
  answer,
  cast,
  LANDS,
  PASS,
  permanent,
  play,
  pt,
  ready,
  seat,
  type Checks,
  TO_END_STEP,
} from './harness'

const ISLANDS = (n: number) => Array.from({ length: n }, () => 'Island')

export const CCOND_CHECKS: Checks = {
  'condition:cardsInGraveyard': {
    card: 'Unholy Hunger',
    rule: 'CR 608.2c, 611.3a',
    run() {
      // "Destroy target creature. Spell mastery — If there are two or more instant and/or sorcery cards in your
      // graveyard, you gain 2 life."
      const hunger = (graveyard: string[]) =>
        play(
          ['Unholy Hunger', 'Grizzly Bears', 'Lightning Bolt', 'Counterspell'],
          { ann: { hand: ['Unholy Hunger'], battlefield: LANDS, graveyard }, ben: { battlefield: ['Grizzly Bears'] } },
          cast('Unholy Hunger', { targets: ['1:Grizzly Bears'] }),
        )
      let p = hunger(['Lightning Bolt', 'Counterspell'])
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(seat(p, 0).life).toBe(22)
      // Near miss: one instant and a creature card: the Bears die, no life.
      p = hunger(['Lightning Bolt', 'Grizzly Bears'])
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(seat(p, 0).life).toBe(20)
      // "Jace's Phantasm gets +4/+4 as long as an opponent has ten or more cards in their graveyard" (CR 611.3a).
      const phantasm = (n: number) =>
        play(["Jace's Phantasm"], {
          ann: { battlefield: ["Jace's Phantasm"] },
          ben: { graveyard: Array.from({ length: n }, () => 'Island') },
        })
      expect(pt(phantasm(10), 0, "Jace's Phantasm")).toEqual([5, 5])
      expect(pt(phantasm(9), 0, "Jace's Phantasm")).toEqual([1, 1])
    },
  },
  'condition:player.handMore': {
    card: 'Okina Nightwatch',
    rule: 'CR 611.3a',
    run() {
      // "As long as you have more cards in hand than each opponent, Okina Nightwatch gets +3/+3."
      const okina = (annHand: number, benHand: number) =>
        play(['Okina Nightwatch'], {
          ann: { battlefield: ['Okina Nightwatch'], hand: ISLANDS(annHand) },
          ben: { hand: ISLANDS(benHand) },
        })
      expect(pt(okina(2, 1), 0, 'Okina Nightwatch')).toEqual([7, 6])
      // Near miss: as many cards as Ben.
      expect(pt(okina(2, 2), 0, 'Okina Nightwatch')).toEqual([4, 3])
    },
  },
  'condition:player.lifeMore': {
    card: 'Glorious Enforcer',
    rule: 'CR 603.4',
    run() {
      // "At the beginning of each combat, if you have more life than an opponent, ~ gains double strike until end of
      // turn."
      const enforcer = (annLife: number) =>
        play(['Glorious Enforcer'], { ann: { life: annLife, battlefield: ['Glorious Enforcer'] }, ben: { life: 20 } }, [
          { type: 'passUntil', step: 'beginCombat' },
          ...PASS,
        ])
      expect(permanent(enforcer(21), 0, 'Glorious Enforcer').keywords).toContain('Double strike')
      // Near miss: as much life as Ben: no trigger.
      const p = enforcer(20)
      expect(permanent(p, 0, 'Glorious Enforcer').keywords ?? []).not.toContain('Double strike')
      expect(p.out.stack).toEqual([])
    },
  },
  'condition:player.lifeLess': {
    card: 'Linvala, the Preserver',
    rule: 'CR 603.4',
    run() {
      // "When Linvala enters, if an opponent has more life than you, you gain 5 life."
      const linvala = (annLife: number) =>
        play(
          ['Linvala, the Preserver'],
          { ann: { life: annLife, hand: ['Linvala, the Preserver'], battlefield: LANDS }, ben: { life: 20 } },
          [...cast('Linvala, the Preserver'), ...PASS],
        )
      expect(seat(linvala(15), 0).life).toBe(20)
      // Near miss: Ann has 20 life too.
      expect(seat(linvala(20), 0).life).toBe(20)
    },
  },
  'condition:player.opponentHandMore': {
    card: 'Sunset Revelry',
    rule: 'CR 608.2c',
    run() {
      // "If an opponent has more life than you, you gain 4 life. … If an opponent has more cards in hand than you,
      // draw a card." (Ann's hand is empty once she casts it.)
      const revelry = (annLife: number, benHand: number) =>
        play(
          ['Sunset Revelry'],
          { ann: { life: annLife, hand: ['Sunset Revelry'], battlefield: LANDS }, ben: { hand: ISLANDS(benHand) } },
          cast('Sunset Revelry'),
        )
      let p = revelry(15, 2)
      expect([seat(p, 0).life, seat(p, 0).hand.length]).toEqual([19, 1])
      // Near miss: Ann has as much life and Ben no cards: nothing.
      p = revelry(20, 0)
      expect([seat(p, 0).life, seat(p, 0).hand.length]).toEqual([20, 0])
    },
  },
  'condition:player.opponentLifeAtMost': {
    card: 'Ruthless Cullblade',
    rule: 'CR 611.3a',
    run() {
      // "Ruthless Cullblade gets +2/+1 as long as an opponent has 10 or less life."
      const cullblade = (benLife: number) =>
        play(['Ruthless Cullblade'], { ann: { battlefield: ['Ruthless Cullblade'] }, ben: { life: benLife } })
      expect(pt(cullblade(10), 0, 'Ruthless Cullblade')).toEqual([4, 2])
      expect(pt(cullblade(11), 0, 'Ruthless Cullblade')).toEqual([2, 1])
    },
  },
  'condition:player.opponentNoHand': {
    card: 'Guul Draz Specter',
    rule: 'CR 611.3a',
    run() {
      // "Guul Draz Specter gets +3/+3 as long as an opponent has no cards in hand."
      const specter = (benHand: number) =>
        play(['Guul Draz Specter'], { ann: { battlefield: ['Guul Draz Specter'] }, ben: { hand: ISLANDS(benHand) } })
      expect(pt(specter(0), 0, 'Guul Draz Specter')).toEqual([5, 5])
      expect(pt(specter(1), 0, 'Guul Draz Specter')).toEqual([2, 2])
    },
  },
  'condition:player.monarch': {
    card: 'Throne Warden',
    rule: 'CR 603.4, 724',
    run() {
      // "At the beginning of your end step, if you're the monarch, put a +1/+1 counter on Throne Warden."
      const warden = (sentinels: boolean) =>
        play(
          ['Throne Warden', 'Palace Sentinels'],
          { ann: { hand: ['Palace Sentinels'], battlefield: [...LANDS, 'Throne Warden'] } },
          [
            ...(sentinels ? [...cast('Palace Sentinels'), ...PASS] : []),
            ...TO_END_STEP,
            // With the monarch's draw, Ann orders her two end-step triggers (CR 603.3b).
            ...(sentinels ? [{ player: 0, type: 'choose', order: ['The Monarch', 'Throne Warden'] }] : []),
            ...PASS,
            ...(sentinels ? PASS : []),
          ],
        )
      expect(permanent(warden(true), 0, 'Throne Warden').counters).toEqual({ '+1/+1': 1 })
      // Near miss: nobody is the monarch.
      expect(permanent(warden(false), 0, 'Throne Warden').counters).toEqual({})
    },
  },
  'condition:player.drewAtLeast': {
    card: 'Eyekite',
    rule: 'CR 611.3a, 121.2',
    run() {
      // "Eyekite gets +2/+0 as long as you've drawn two or more cards this turn."
      const eyekite = (spell: string) =>
        play(['Eyekite', spell], { ann: { hand: [spell], battlefield: [...LANDS, 'Eyekite'] } }, cast(spell))
      expect(pt(eyekite('Divination'), 0, 'Eyekite')).toEqual([3, 2])
      // Near miss: one card drawn.
      expect(pt(eyekite('Think Twice'), 0, 'Eyekite')).toEqual([1, 2])
    },
  },
  'condition:player.diedAtLeast': {
    card: 'Inga Rune-Eyes',
    rule: 'CR 608.2c, 700.4',
    run() {
      // "When Inga Rune-Eyes dies, draw three cards if three or more creatures died this turn" (it counts itself).
      const inga = (bears: number) =>
        play(
          ['Inga Rune-Eyes', 'Damnation', 'Grizzly Bears'],
          {
            ann: {
              hand: ['Damnation'],
              battlefield: [...LANDS, 'Inga Rune-Eyes', ...Array.from({ length: bears }, () => 'Grizzly Bears')],
            },
          },
          [...cast('Damnation'), ...PASS],
        )
      expect(seat(inga(2), 0).hand.length).toBe(3)
      // Near miss: two creatures died.
      expect(seat(inga(1), 0).hand.length).toBe(0)
    },
  },
  'condition:controlsEach': {
    card: 'Kami of Terrible Secrets',
    rule: 'CR 603.4',
    run() {
      // "When Kami of Terrible Secrets enters, if you control an artifact and an enchantment, you draw a card and you
      // gain 1 life."
      const kami = (mine: string[]) =>
        play(
          ['Kami of Terrible Secrets', 'Ornithopter', 'Glorious Anthem'],
          { ann: { hand: ['Kami of Terrible Secrets'], battlefield: [...LANDS, ...mine] } },
          [...cast('Kami of Terrible Secrets'), ...PASS],
        )
      let p = kami(['Ornithopter', 'Glorious Anthem'])
      expect([seat(p, 0).hand.length, seat(p, 0).life]).toEqual([1, 21])
      // Near miss: an artifact, no enchantment.
      p = kami(['Ornithopter'])
      expect([seat(p, 0).hand.length, seat(p, 0).life]).toEqual([0, 20])
    },
  },
  'condition:graveyardManaValues': {
    card: 'Syndicate Infiltrator',
    rule: 'CR 611.3a, 202.3',
    run() {
      // "As long as there are five or more mana values among cards in your graveyard, ~ gets +2/+2."
      const infiltrator = (graveyard: string[]) =>
        play(['Syndicate Infiltrator', 'Lightning Bolt', 'Grizzly Bears', 'Hill Giant', 'Serra Angel'], {
          ann: { battlefield: ['Syndicate Infiltrator'], graveyard },
        })
      // 0, 1, 2, 4 and 5.
      const five = ['Forest', 'Lightning Bolt', 'Grizzly Bears', 'Hill Giant', 'Serra Angel']
      expect(pt(infiltrator(five), 0, 'Syndicate Infiltrator')).toEqual([5, 5])
      // Near miss: five cards, four mana values (two Grizzly Bears).
      const four = ['Forest', 'Lightning Bolt', 'Grizzly Bears', 'Grizzly Bears', 'Hill Giant']
      expect(pt(infiltrator(four), 0, 'Syndicate Infiltrator')).toEqual([3, 3])
    },
  },
  'static:attachedPump.asLongAs': {
    card: "Kamahl's Desire",
    rule: 'CR 611.3a',
    run() {
      // "Enchanted creature has first strike. Threshold — Enchanted creature gets +3/+0 as long as seven or more cards
      // are in your graveyard." (Ann's graveyard, the Aura's controller's.)
      const desire = (graveyard: number) =>
        play(["Kamahl's Desire", 'Grizzly Bears'], {
          ann: {
            battlefield: ['Grizzly Bears', { name: "Kamahl's Desire", attachedTo: '0:Grizzly Bears' }],
            graveyard: Array.from({ length: graveyard }, () => 'Forest'),
          },
        })
      expect(pt(desire(7), 0, 'Grizzly Bears')).toEqual([5, 2])
      // Near miss: six cards.
      expect(pt(desire(6), 0, 'Grizzly Bears')).toEqual([2, 2])
      // "Enchanted creature has vigilance as long as you control a black or green permanent" (Abzan Runemark).
      const runemark = (other: string) =>
        play(['Abzan Runemark', 'Grizzly Bears', 'Goblin Piker'], {
          ann: { battlefield: [other, { name: 'Abzan Runemark', attachedTo: `0:${other}` }] },
        })
      expect(permanent(runemark('Grizzly Bears'), 0, 'Grizzly Bears').keywords).toContain('Vigilance')
      expect(permanent(runemark('Goblin Piker'), 0, 'Goblin Piker').keywords ?? []).not.toContain('Vigilance')
    },
  },
  'static:attachedPump.hostColor': {
    card: 'Clout of the Dominus',
    rule: 'CR 611.3a, 105.2',
    run() {
      // "As long as enchanted creature is blue, it gets +1/+1 and has shroud. As long as enchanted creature is red, it
      // gets +1/+1 and has haste." (its host's colour now).
      const clout = (host: string) =>
        play(['Clout of the Dominus', 'Goblin Piker', 'Grizzly Bears', 'Wind Drake'], {
          ann: { battlefield: [host, { name: 'Clout of the Dominus', attachedTo: `0:${host}` }] },
        })
      let p = clout('Goblin Piker')
      expect(pt(p, 0, 'Goblin Piker')).toEqual([3, 2])
      expect(permanent(p, 0, 'Goblin Piker').keywords).toContain('Haste')
      expect(permanent(p, 0, 'Goblin Piker').keywords ?? []).not.toContain('Shroud')
      p = clout('Wind Drake')
      expect(pt(p, 0, 'Wind Drake')).toEqual([3, 3])
      expect(permanent(p, 0, 'Wind Drake').keywords).toContain('Shroud')
      // Near miss: a green creature is neither blue nor red: no bonus.
      p = clout('Grizzly Bears')
      expect(pt(p, 0, 'Grizzly Bears')).toEqual([2, 2])
      expect(permanent(p, 0, 'Grizzly Bears').keywords ?? []).toEqual([])
    },
  },
  'condition:targetIs': {
    card: 'Scavenging Ooze',
    rule: 'CR 608.2c, 608.2h',
    run() {
      // "{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on Scavenging Ooze and
      // you gain 1 life." (the card as it last existed, before the exile made it a new object, CR 400.7).
      const ooze = (target: string) =>
        play(
          ['Scavenging Ooze', 'Grizzly Bears'],
          {
            ann: { battlefield: [...LANDS, ready('Scavenging Ooze')] },
            ben: { graveyard: ['Grizzly Bears', 'Island'] },
          },
          activate('Scavenging Ooze', 0, { targets: [`1:${target}`] }),
        )
      let p = ooze('Grizzly Bears')
      expect(seat(p, 1).graveyard).toEqual(['Island'])
      expect(permanent(p, 0, 'Scavenging Ooze').counters).toEqual({ '+1/+1': 1 })
      expect(seat(p, 0).life).toBe(21)
      // Near miss: a land card is exiled, nothing more.
      p = ooze('Island')
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(permanent(p, 0, 'Scavenging Ooze').counters).toEqual({})
      expect(seat(p, 0).life).toBe(20)
      // "Target creature gets +2/+2 until end of turn. If it's an artifact creature, it gains indestructible until end
      // of turn." (Built to Last: the target as it is now.)
      const built = (target: string) =>
        play(
          ['Built to Last', 'Ornithopter', 'Grizzly Bears'],
          { ann: { hand: ['Built to Last'], battlefield: [...LANDS, 'Ornithopter', 'Grizzly Bears'] } },
          cast('Built to Last', { targets: [target] }),
        )
      p = built('Ornithopter')
      expect(pt(p, 0, 'Ornithopter')).toEqual([2, 4])
      expect(permanent(p, 0, 'Ornithopter').keywords).toContain('Indestructible')
      // Near miss: a creature that isn't an artifact gets the bonus only.
      p = built('Grizzly Bears')
      expect(pt(p, 0, 'Grizzly Bears')).toEqual([4, 4])
      expect(permanent(p, 0, 'Grizzly Bears').keywords ?? []).not.toContain('Indestructible')
    },
  },
  'condition:sourceDealtDamage': {
    card: 'Whirling Dervish',
    rule: 'CR 603.4, 400.7',
    run() {
      // "At the beginning of each end step, if Whirling Dervish dealt damage to an opponent this turn, put a +1/+1
      // counter on it."
      const dervish = (attack: boolean) =>
        play(['Whirling Dervish'], { ann: { battlefield: [ready('Whirling Dervish')] } }, [
          { type: 'passUntil', step: 'declareAttackers' },
          {
            player: 0,
            type: 'declareAttackers',
            attackers: attack ? [{ card: 'Whirling Dervish', target: 'player:1' }] : [],
          },
          { type: 'passUntil', step: 'end' },
          ...PASS,
        ])
      let p = dervish(true)
      expect(seat(p, 1).life).toBe(19)
      expect(permanent(p, 0, 'Whirling Dervish').counters).toEqual({ '+1/+1': 1 })
      // Near miss: it didn't attack, so it dealt no damage: no trigger.
      p = dervish(false)
      expect(permanent(p, 0, 'Whirling Dervish').counters).toEqual({})
      expect(p.out.stack).toEqual([])
    },
  },
  'condition:cardInGraveyard': {
    card: 'Sidewinder Naga',
    rule: 'CR 611.3a, 205.3i',
    run() {
      // "As long as you control a Desert or there is a Desert card in your graveyard, Sidewinder Naga gets +1/+0 and
      // has trample."
      const naga = (battlefield: string[], graveyard: string[]) =>
        play(['Sidewinder Naga', 'Desert of the Fervent'], {
          ann: { battlefield: ['Sidewinder Naga', ...battlefield], graveyard },
        })
      let p = naga([], ['Desert of the Fervent'])
      expect(pt(p, 0, 'Sidewinder Naga')).toEqual([4, 2])
      expect(permanent(p, 0, 'Sidewinder Naga').keywords).toContain('Trample')
      p = naga(['Desert of the Fervent'], [])
      expect(pt(p, 0, 'Sidewinder Naga')).toEqual([4, 2])
      // Near miss: a Mountain in the graveyard is no Desert.
      p = naga(['Mountain'], ['Mountain'])
      expect(pt(p, 0, 'Sidewinder Naga')).toEqual([3, 2])
      expect(permanent(p, 0, 'Sidewinder Naga').keywords ?? []).not.toContain('Trample')
      // "Windwright Mage has flying as long as an artifact card is in your graveyard" (a card type).
      const mage = (graveyard: string[]) =>
        play(['Windwright Mage', 'Ornithopter'], { ann: { battlefield: ['Windwright Mage'], graveyard } })
      expect(permanent(mage(['Ornithopter']), 0, 'Windwright Mage').keywords).toContain('Flying')
      expect(permanent(mage(['Island']), 0, 'Windwright Mage').keywords ?? []).not.toContain('Flying')
    },
  },
  'condition:activatedTimes': {
    card: 'Dragon Whelp',
    rule: 'CR 602.1, 603.7a',
    run() {
      // "{R}: Dragon Whelp gets +1/+0 until end of turn. If this ability has been activated four or more times this
      // turn, sacrifice Dragon Whelp at the beginning of the next end step."
      const whelp = (times: number) =>
        play(['Dragon Whelp'], { ann: { battlefield: [...LANDS, ready('Dragon Whelp')] } }, [
          ...Array.from({ length: times }, () => activate('Dragon Whelp')).flat(),
          ...TO_END_STEP,
          ...PASS,
        ])
      let p = whelp(4)
      expect(seat(p, 0).graveyard).toEqual(['Dragon Whelp'])
      // Near miss: three activations: it stays.
      p = whelp(3)
      expect(permanent(p, 0, 'Dragon Whelp')).toBeDefined()
      expect(seat(p, 0).graveyard).toEqual([])
    },
  },
  'condition:sourceInGraveyard': {
    card: 'Ghastly Remains',
    rule: 'CR 603.4, 113.6b',
    run() {
      // "At the beginning of your upkeep, if Ghastly Remains is in your graveyard, you may pay {B}{B}{B}. If you do,
      // return Ghastly Remains to your hand." (Ben's upkeep: the ability works from his graveyard.)
      const remains = (zone: 'graveyard' | 'hand', answers: unknown[]) =>
        play(['Ghastly Remains'], { ben: { [zone]: ['Ghastly Remains'], battlefield: ['Swamp', 'Swamp', 'Swamp'] } }, [
          { type: 'passUntil', step: 'upkeep', turn: 4 },
          ...answers,
        ])
      let p = remains('graveyard', [{ player: 1, type: 'pass' }, { player: 0, type: 'pass' }, answer('pay', 1)])
      expect(seat(p, 1).hand).toContain('Ghastly Remains')
      expect(seat(p, 1).graveyard).toEqual([])
      expect(seat(p, 1).battlefield.filter((b) => b.tapped).length).toBe(3)
      // Near miss: in the hand, not in the graveyard: no trigger.
      p = remains('hand', [])
      expect(p.out.stack).toEqual([])
      expect(seat(p, 1).battlefield.filter((b) => b.tapped).length).toBe(0)
    },
  },
}
