// What a keyword's own trigger does (CR 702): exalted, flanking, rampage, annihilator, persist, undying and renown.
// These are never read from a sentence: the compiler builds them from the keyword (text/keywordAbilities.ts).
// The trigger remembers its event's creature in `item.extra.event` ("that creature", the card that died).
import type { EffectKind } from './kind'
import type { EffectContext, Delayed } from '../../engine/effectTypes'
import { addCounters, gainLife, loseLife, pump } from '../../engine/effects'
import { moveObject } from '../../engine/zones'
import { canAfford, payCost } from '../../engine/mana'
import { parseManaCost } from '../../mana'
import type { ManaCost } from '../../mana/types'
import { cantBeCountered, faceOf, hasType, isCreature, nameOf, playerName } from '../../engine/query'
import { pairCheck, pairResume, soulbondPause } from '../../engine/soulbond'
import { token } from './token'
import { CREATURE_TYPES } from '../../cards/creatureTypes'

function eventCard(ctx: EffectContext): string | undefined {
  return (ctx.item.extra?.event as { card?: string } | undefined)?.card
}

function onBattlefield(ctx: EffectContext, id: string | undefined): id is string {
  return !!id && ctx.tx.s.objects[id]?.zone === 'battlefield'
}

export const keywordAction: EffectKind<'keywordAction'> = {
  kind: 'keywordAction',
  parse() {
    throw new Error('internal: keyword actions are built from keywords, not read')
  },
  describe(e) {
    switch (e.action) {
      case 'exalted':
        return 'that creature gets +1/+1 until end of turn'
      case 'flanking':
        return 'the blocking creature gets -1/-1 until end of turn'
      case 'rampage':
        return `~ gets +${e.amount}/+${e.amount} until end of turn for each creature blocking it beyond the first`
      case 'annihilator':
        return `defending player sacrifices ${e.amount === 1 ? 'a permanent' : `${e.amount} permanents`}`
      case 'persist':
        return "return it to the battlefield under its owner's control with a -1/-1 counter on it"
      case 'undying':
        return "return it to the battlefield under its owner's control with a +1/+1 counter on it"
      case 'cumulativeUpkeep':
        return `put an age counter on ~, then sacrifice it unless you pay ${(e.cost ?? '').toUpperCase()} for each age counter on it`
      case 'afflict':
        return `defending player loses ${e.amount} life`
      case 'ward':
        return `counter that spell or ability unless its controller pays ${(e.cost ?? '').toUpperCase()}`
      case 'echo':
        return 'its echo is paid or it is sacrificed'
      case 'unearth':
        return 'return ~ from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead'
      case 'exileSelf':
        return 'exile ~'
      case 'modular':
        return 'put its +1/+1 counters on target artifact creature'
      case 'livingWeapon':
        return 'create a 0/0 black Phyrexian Germ creature token, then attach ~ to it'
      case 'vanishing':
        return 'remove a time counter from ~; when the last is removed, sacrifice it'
      case 'fading':
        return "remove a fade counter from ~; if you can't, sacrifice it"
      case 'melee':
        return '~ gets +1/+1 until end of turn for each opponent you attacked this combat'
      case 'extort':
        return `you may pay ${(e.cost ?? '').toUpperCase()}. If you do, each opponent loses 1 life and you gain that much life`
      case 'monstrosity':
        return `if ~ isn't monstrous, put ${e.amount} +1/+1 counters on it and it becomes monstrous`
      case 'crew':
        return '~ becomes an artifact creature until end of turn'
      case 'riot':
        return '~ enters with your choice of a +1/+1 counter or haste'
      case 'devour':
        return `you may sacrifice any number of ${e.devours === 'artifact' ? 'artifacts' : e.devours === 'food' ? 'Foods' : 'creatures'}; ~ enters with ${e.amount === 1 ? 'that many +1/+1 counters' : `${e.amount} +1/+1 counters for each`}`
      case 'ingest':
        return 'that player exiles the top card of their library'
      case 'provoke':
        return 'you may have target creature defending player controls untap and block ~ if able'
      case 'fabricate':
        return `put ${e.amount === 1 ? 'a +1/+1 counter' : `${e.amount} +1/+1 counters`} on ~ or create ${e.amount === 1 ? 'a 1/1 colorless Servo artifact creature token' : `${e.amount} 1/1 colorless Servo artifact creature tokens`}`
      case 'unleash':
        return 'you may have ~ enter with a +1/+1 counter on it'
      case 'cumulativeUpkeepLife':
        return `put an age counter on ~, then sacrifice it unless you pay ${e.amount} life for each age counter on it`
      case 'recover':
        return `you may pay ${(e.cost ?? '').toUpperCase()}; if you do, return ~ from your graveyard to your hand, otherwise exile it`
      case 'amplify':
        return `reveal any number of cards in your hand sharing a creature type with ~; ${e.amount} +1/+1 counter${e.amount === 1 ? '' : 's'} on it for each`
      case 'graft':
        return 'you may move a +1/+1 counter from ~ onto that creature'
      case 'renown':
        return `put ${e.amount === 1 ? 'a +1/+1 counter' : `${e.amount} +1/+1 counters`} on ~ and it becomes renowned`
      case 'soulbond':
        return 'you may pair ~ with another unpaired creature'
    }
  },
  apply(ctx, e) {
    const s = ctx.tx.s
    const self = ctx.source.id
    switch (e.action) {
      case 'soulbond': // CR 702.95a
        return soulbondPause(ctx, eventCard(ctx))
      case 'exalted': // CR 702.83a
      case 'flanking': {
        // CR 702.25a
        const id = eventCard(ctx)
        if (!onBattlefield(ctx, id)) return
        const n = e.action === 'exalted' ? 1 : -1
        pump(ctx.tx, id, n, n, [])
        ctx.tx.log(`${nameOf(s, id)} gets ${n > 0 ? '+1/+1' : '-1/-1'} until end of turn`)
        return
      }
      case 'rampage': {
        // CR 702.23b: the bonus is counted on resolution.
        if (!onBattlefield(ctx, self) || !s.combat) return
        const beyond = Math.max(0, s.combat.blockers.filter((b) => b.blocks === self).length - 1)
        if (beyond === 0) return
        pump(ctx.tx, self, e.amount * beyond, e.amount * beyond, [])
        ctx.tx.log(`${nameOf(s, self)} gets +${e.amount * beyond}/+${e.amount * beyond} until end of turn`)
        return
      }
      case 'persist':
      case 'undying': {
        // CR 702.79a, 702.93a: the card that died, if it is still in the graveyard (CR 400.7).
        const id = eventCard(ctx)
        const card = id ? s.objects[id] : undefined
        if (!card || card.zone !== 'graveyard') return
        const back = moveObject(ctx.tx, card.id, 'battlefield', { cause: e.action, controller: card.owner })
        if (!back) return
        addCounters(ctx.tx, back, e.action === 'persist' ? '-1/-1' : '+1/+1', 1)
        ctx.tx.log(`${nameOf(ctx.tx.s, back)} returns to the battlefield (${e.action})`)
        return
      }
      case 'unearth': {
        // CR 702.84a: back from the graveyard with haste, exiled at the next end step or when it would leave.
        const card = s.objects[self]
        if (!card || card.zone !== 'graveyard') return
        const back = moveObject(ctx.tx, self, 'battlefield', { cause: 'unearth', controller: ctx.controller })
        if (!back) return
        ctx.tx.obj(back).unearthed = true
        pump(ctx.tx, back, 0, 0, ['haste'])
        const list = (ctx.tx.s.extra.delayed as Delayed[] | undefined) ?? []
        const entry: Delayed = {
          step: 'end',
          after: ctx.tx.s.turn,
          thisTurn: ctx.tx.s.step !== 'end' && ctx.tx.s.step !== 'cleanup', // CR 603.7c: the next end step
          controller: ctx.controller,
          source: back,
          def: ctx.tx.s.objects[back].def,
          text: 'exile ~ (unearth)',
          effects: [{ kind: 'keywordAction', action: 'exileSelf', amount: 1 }],
        }
        ctx.tx.set('extra', { ...ctx.tx.s.extra, delayed: [...list, entry] })
        ctx.tx.log(`${nameOf(ctx.tx.s, back)} returns to the battlefield (unearth)`)
        return
      }
      case 'vanishing':
      case 'fading': {
        // CR 702.63a: a time counter off; the last one removed, it is sacrificed. CR 702.32a: a fade counter off,
        // or, when there is none to remove, it is sacrificed.
        if (!onBattlefield(ctx, self)) return
        const counter = e.action === 'vanishing' ? 'time' : 'fade'
        const had = s.objects[self].counters[counter] ?? 0
        if (had > 0) {
          addCounters(ctx.tx, self, counter, -1)
          ctx.tx.log(`A ${counter} counter is removed from ${nameOf(ctx.tx.s, self)}`)
        }
        if (e.action === 'vanishing' ? had === 1 : had === 0) sacrificeIt(ctx, ctx.controller, self)
        return
      }
      case 'modular': {
        // CR 702.43a: as many +1/+1 counters as it had when it died (last known information, CR 603.10a).
        const n = (ctx.item.extra?.event as { counters?: Record<string, number> } | undefined)?.counters?.['+1/+1'] ?? 0
        const t = ctx.item.targets[0]
        if (!n || !t || !('card' in t) || !onBattlefield(ctx, t.card)) return
        return {
          player: ctx.controller,
          choice: 'may',
          prompt: `Put ${n} +1/+1 counter${n === 1 ? '' : 's'} on ${nameOf(s, t.card)} (modular)?`,
          ages: n,
        }
      }
      case 'livingWeapon': {
        // CR 702.92a: a 0/0 black Phyrexian Germ token, then this Equipment is attached to it.
        const before = new Set(s.battlefield)
        token.apply(ctx, {
          kind: 'token',
          count: 1,
          power: 0,
          toughness: 0,
          colors: ['B'],
          subtypes: ['Phyrexian', 'Germ'],
          keywords: [],
        })
        const germ = ctx.tx.s.battlefield.find((id) => !before.has(id))
        if (!germ || !onBattlefield(ctx, self)) return
        ctx.tx.obj(self).attachedTo = germ
        ctx.tx.log(`${nameOf(ctx.tx.s, self)} is attached to ${nameOf(ctx.tx.s, germ)}`)
        return
      }
      case 'exileSelf': {
        if (!onBattlefield(ctx, self)) return
        ctx.tx.log(`${nameOf(s, self)} is exiled`)
        moveObject(ctx.tx, self, 'exile', { cause: 'exile' })
        return
      }
      case 'melee': {
        // CR 702.121a: one bonus per opponent attacked (a player, not a planeswalker) by your creatures this combat.
        if (!onBattlefield(ctx, self) || !s.combat) return
        const attacked = new Set<number>()
        for (const a of s.combat.attackers)
          if ('player' in a.target && s.objects[a.id]?.controller === ctx.controller) attacked.add(a.target.player)
        if (attacked.size === 0) return
        pump(ctx.tx, self, attacked.size, attacked.size, [])
        ctx.tx.log(`${nameOf(s, self)} gets +${attacked.size}/+${attacked.size} until end of turn (melee)`)
        return
      }
      case 'extort': {
        // CR 702.101a: you may pay {W/B}; if you do, each opponent loses 1 life and you gain what they lost.
        const cost = upkeepTotal(e.cost ?? '', 1)
        if (!cost || !canAfford(s, ctx.controller, cost)) return
        return {
          player: ctx.controller,
          choice: 'payOrDecline',
          prompt: `Pay ${costText(e.cost ?? '', 1)} (extort), or don't`,
          cost: e.cost ?? '',
          ages: 1,
        }
      }
      case 'monstrosity': {
        // CR 701.31a-b: only a creature that isn't monstrous gets the counters.
        if (!onBattlefield(ctx, self) || s.objects[self].monstrous) return
        addCounters(ctx.tx, self, '+1/+1', e.amount)
        ctx.tx.obj(self).monstrous = true
        ctx.tx.emit({ type: 'becameMonstrous', id: self }) // CR 701.31c
        ctx.tx.log(`${nameOf(ctx.tx.s, self)} becomes monstrous`)
        return
      }
      case 'crew': {
        // CR 702.122a: the Vehicle becomes an artifact creature until end of turn (CR 514.2 ends it).
        if (!onBattlefield(ctx, self)) return
        const o = ctx.tx.obj(self)
        o.mods = [...(o.mods ?? []), { creature: true, until: 'endOfTurn' }]
        ctx.tx.log(`${nameOf(ctx.tx.s, self)} becomes an artifact creature until end of turn (crew)`)
        return
      }
      case 'provoke': {
        // CR 702.39a: "you may have" — asked as it resolves; the target must still be legal (CR 608.2b).
        const t = ctx.target(0)
        if (!t || !('card' in t)) return
        return {
          player: ctx.controller,
          choice: 'may',
          prompt: `Have ${nameOf(s, t.card)} untap and block ${nameOf(s, self)} if able (provoke)?`,
        }
      }
      case 'ingest': {
        // CR 702.115a: the player dealt the combat damage (the trigger's event).
        const p = (ctx.item.extra?.damage as { player?: number } | undefined)?.player
        const top = p === undefined ? undefined : s.players[p]?.zones.library[0]
        if (p === undefined || !top) return
        ctx.tx.log(`${playerName(s, p)} exiles ${nameOf(s, top)} from the top of their library (ingest)`)
        moveObject(ctx.tx, top, 'exile', { cause: 'exile' })
        return
      }
      case 'fabricate': {
        // CR 702.123a: counters on it if it is still on the battlefield, else the Servos (CR 702.123b).
        if (!onBattlefield(ctx, self)) {
          servos(ctx, e.amount)
          return
        }
        return {
          player: ctx.controller,
          choice: 'may',
          prompt: `Put ${e.amount} +1/+1 counter${e.amount === 1 ? '' : 's'} on ${nameOf(s, self)} ("yes"), or create ${e.amount} 1/1 Servo token${e.amount === 1 ? '' : 's'} ("no") (fabricate)`,
        }
      }
      case 'devour': {
        // CR 702.82a: any number of the controller's other creatures (artifacts, Foods: CR 702.82b).
        if (!onBattlefield(ctx, self)) return
        const options = s.battlefield.filter((id) => {
          const o = s.objects[id]
          if (id === self || o.controller !== ctx.controller) return false
          if (e.devours === 'artifact') return hasType(s, o, 'Artifact')
          if (e.devours === 'food') return !!faceOf(s, o)?.subtypes.includes('Food')
          return isCreature(s, o)
        })
        if (!options.length) return
        return {
          player: ctx.controller,
          choice: 'devour',
          prompt: `Sacrifice any number of ${e.devours === 'artifact' ? 'artifacts' : e.devours === 'food' ? 'Foods' : 'creatures'} for ${nameOf(s, self)} to devour (${e.amount} +1/+1 counter${e.amount === 1 ? '' : 's'} each)`,
          options,
        }
      }
      case 'riot':
      case 'unleash': {
        // CR 702.136a, 702.98a: asked as it enters from its spell (zones.ts).
        if (!onBattlefield(ctx, self)) return
        return {
          player: ctx.controller,
          choice: 'may',
          prompt:
            e.action === 'riot'
              ? `${nameOf(s, self)} enters with a +1/+1 counter ("yes") or gains haste ("no") (riot)`
              : `Have ${nameOf(s, self)} enter with a +1/+1 counter (unleash: then it can't block)?`,
        }
      }
      case 'echo': {
        // CR 702.30a: once its echo trigger resolves, it stays until it changes control or zone (CR 400.7).
        if (onBattlefield(ctx, self)) ctx.tx.obj(self).echoed = true
        return
      }
      case 'recover': {
        // CR 702.59a: the card must still be in the graveyard; it goes to the hand if paid, else into exile.
        const card = s.objects[self]
        if (!card || card.zone !== 'graveyard') return
        const cost = upkeepTotal(e.cost ?? '', 1)
        if (cost && canAfford(s, ctx.controller, cost))
          return {
            player: ctx.controller,
            choice: 'payOrDecline',
            prompt: `Pay ${costText(e.cost ?? '', 1)} to return ${nameOf(s, self)} to your hand (recover), or exile it`,
            cost: e.cost ?? '',
            ages: 1,
          }
        ctx.tx.log(`${nameOf(s, self)} is exiled (recover)`)
        moveObject(ctx.tx, self, 'exile', { cause: 'exile' })
        return
      }
      case 'amplify': {
        // CR 702.38a: other cards in the hand that share a creature type with it (CR 205.3m, 702.73a changeling).
        if (!onBattlefield(ctx, self)) return
        const mine = creatureTypesOf(s, s.objects[self])
        const options = s.players[ctx.controller].zones.hand.filter((id) => {
          const theirs = creatureTypesOf(s, s.objects[id])
          return theirs.some((t) => mine.includes(t))
        })
        if (!options.length) return
        return {
          player: ctx.controller,
          choice: 'amplify',
          prompt: `Reveal any number of cards sharing a creature type with ${nameOf(s, self)} (amplify ${e.amount} each)`,
          options,
        }
      }
      case 'graft': {
        // CR 702.58a: the creature that entered, if it is still there; the counter must still be on this one.
        const id = eventCard(ctx)
        if (!onBattlefield(ctx, id) || !onBattlefield(ctx, self) || !(s.objects[self].counters['+1/+1'] ?? 0)) return
        return {
          player: ctx.controller,
          choice: 'may',
          prompt: `Move a +1/+1 counter from ${nameOf(s, self)} onto ${nameOf(s, id)} (graft)?`,
        }
      }
      case 'renown': {
        // CR 702.112a-b
        if (!onBattlefield(ctx, self) || s.objects[self].renowned) return
        addCounters(ctx.tx, self, '+1/+1', e.amount)
        ctx.tx.obj(self).renowned = true
        ctx.tx.log(`${nameOf(ctx.tx.s, self)} becomes renowned`)
        return
      }
      case 'cumulativeUpkeep': {
        // CR 702.24a: an age counter, then pay the cost once per age counter, or sacrifice it.
        if (!onBattlefield(ctx, self)) return
        addCounters(ctx.tx, self, 'age', 1)
        const ages = ctx.tx.s.objects[self].counters.age ?? 1
        const total = upkeepTotal(e.cost ?? '', ages)
        if (total && canAfford(ctx.tx.s, ctx.controller, total))
          return {
            player: ctx.controller,
            choice: 'payOrDecline',
            prompt: `Pay ${costText(e.cost ?? '', ages)} (cumulative upkeep), or sacrifice ${nameOf(ctx.tx.s, self)}`,
            cost: e.cost ?? '',
            ages,
          }
        sacrificeIt(ctx, ctx.controller, self)
        return
      }
      case 'cumulativeUpkeepLife': {
        // CR 702.24a, 119.4: an age counter, then N life per age counter (only with that much life), or sacrifice it.
        if (!onBattlefield(ctx, self)) return
        addCounters(ctx.tx, self, 'age', 1)
        const ages = ctx.tx.s.objects[self].counters.age ?? 1
        const life = e.amount * ages
        if (ctx.tx.s.players[ctx.controller].life >= life)
          return {
            player: ctx.controller,
            choice: 'payOrDecline',
            prompt: `Pay ${life} life (cumulative upkeep), or sacrifice ${nameOf(ctx.tx.s, self)}`,
            ages,
            life,
          }
        sacrificeIt(ctx, ctx.controller, self)
        return
      }
      case 'afflict': {
        // CR 702.130a: the defending player loses N life.
        const attack = s.combat?.attackers.find((a) => a.id === self)
        if (!attack) return
        const p = 'player' in attack.target ? attack.target.player : s.objects[attack.target.card]?.controller
        if (p === undefined) return
        loseLife(ctx.tx, p, e.amount)
        ctx.tx.log(`${playerName(s, p)} loses ${e.amount} life`)
        return
      }
      case 'ward': {
        // CR 702.21a: counter the spell or ability that targeted it, unless its controller pays the cost.
        const itemId = (ctx.item.extra?.event as { item?: string } | undefined)?.item
        const item = s.stack.find((i) => i.id === itemId)
        const cost = upkeepTotal(e.cost ?? '', 1)
        if (!item) return
        if (cost && canAfford(s, item.controller, cost))
          return {
            player: item.controller,
            choice: 'payOrDecline',
            prompt: `Pay ${costText(e.cost ?? '', 1)} (ward), or ${nameOf(s, item.source)}'s ${item.kind === 'spell' ? 'spell' : 'ability'} is countered`,
            cost: e.cost ?? '',
            ages: 1,
            item: item.id,
          }
        counterItem(ctx, item.id)
        return
      }
      case 'annihilator': {
        // CR 702.86a: the defending player sacrifices that many permanents of their choice.
        const attack = s.combat?.attackers.find((a) => a.id === self)
        if (!attack) return
        const p = 'player' in attack.target ? attack.target.player : (s.objects[attack.target.card]?.controller ?? -1)
        const options = s.battlefield.filter((id) => s.objects[id].controller === p)
        const count = Math.min(e.amount, options.length)
        if (count === 0) return
        if (count === options.length) {
          for (const id of options) sacrificeIt(ctx, p, id)
          return
        }
        return {
          player: p,
          choice: 'sacrifice',
          prompt: `Sacrifice ${count === 1 ? 'a permanent' : `${count} permanents`} (annihilator)`,
          options,
          count,
        }
      }
    }
  },
  resume(ctx, e, pause, answer) {
    if (e.action === 'soulbond') return pairResume(ctx, pause, answer.cards)
    if (e.action === 'provoke') {
      const t = ctx.target(0)
      if (answer.option !== 'yes' || !t || !('card' in t)) return
      const o = ctx.tx.obj(t.card)
      o.tapped = false
      o.mods = [...(o.mods ?? []), { mustBlock: ctx.source.id, until: 'endOfTurn' }]
      ctx.tx.log(
        `${nameOf(ctx.tx.s, t.card)} untaps and must block ${nameOf(ctx.tx.s, ctx.source.id)} if able (provoke)`,
      )
      return
    }
    if (e.action === 'devour') {
      const self = ctx.source.id
      const eaten = (answer.cards ?? []).filter((id) => ctx.tx.s.objects[id]?.zone === 'battlefield')
      for (const id of eaten) sacrificeIt(ctx, pause.player, id)
      if (eaten.length && onBattlefield(ctx, self)) {
        addCounters(ctx.tx, self, '+1/+1', e.amount * eaten.length)
        ctx.tx.log(`${nameOf(ctx.tx.s, self)} devours ${eaten.length}: ${e.amount * eaten.length} +1/+1 counters`)
      }
      return
    }
    if (e.action === 'fabricate') {
      const self = ctx.source.id
      if (answer.option === 'yes' && onBattlefield(ctx, self)) {
        addCounters(ctx.tx, self, '+1/+1', e.amount)
        ctx.tx.log(`${nameOf(ctx.tx.s, self)} gets ${e.amount} +1/+1 counter${e.amount === 1 ? '' : 's'} (fabricate)`)
      } else servos(ctx, e.amount)
      return
    }
    if (e.action === 'cumulativeUpkeepLife') {
      const self = ctx.source.id
      if (!onBattlefield(ctx, self)) return
      const life = pause.life as number
      if (answer.option === 'pay' && ctx.tx.s.players[pause.player].life >= life) {
        loseLife(ctx.tx, pause.player, life) // CR 119.4: paying life is losing it
        ctx.tx.log(`${playerName(ctx.tx.s, pause.player)} pays ${life} life (cumulative upkeep)`)
      } else sacrificeIt(ctx, pause.player, self)
      return
    }
    if (e.action === 'recover') {
      const self = ctx.source.id
      if (ctx.tx.s.objects[self]?.zone !== 'graveyard') return
      const total = upkeepTotal(pause.cost as string, 1)
      if (answer.option === 'pay' && total && !payCost(ctx.tx, pause.player, total)) {
        ctx.tx.log(
          `${playerName(ctx.tx.s, pause.player)} pays ${costText(pause.cost as string, 1)}: ${nameOf(ctx.tx.s, self)} returns to their hand (recover)`,
        )
        moveObject(ctx.tx, self, 'hand', { cause: 'return' })
      } else {
        ctx.tx.log(`${nameOf(ctx.tx.s, self)} is exiled (recover)`)
        moveObject(ctx.tx, self, 'exile', { cause: 'exile' })
      }
      return
    }
    if (e.action === 'amplify') {
      const self = ctx.source.id
      const shown = (answer.cards ?? []).filter((id) => ctx.tx.s.objects[id]?.zone === 'hand')
      if (!shown.length || !onBattlefield(ctx, self)) return
      addCounters(ctx.tx, self, '+1/+1', e.amount * shown.length)
      ctx.tx.log(
        `${playerName(ctx.tx.s, pause.player)} reveals ${shown.map((id) => nameOf(ctx.tx.s, id)).join(', ')}: ${nameOf(ctx.tx.s, self)} gets ${e.amount * shown.length} +1/+1 counters (amplify)`,
      )
      return
    }
    if (e.action === 'graft') {
      const self = ctx.source.id
      const id = eventCard(ctx)
      if (answer.option !== 'yes' || !onBattlefield(ctx, id) || !onBattlefield(ctx, self)) return
      if (!(ctx.tx.s.objects[self].counters['+1/+1'] ?? 0)) return
      addCounters(ctx.tx, self, '+1/+1', -1)
      addCounters(ctx.tx, id, '+1/+1', 1)
      ctx.tx.log(`A +1/+1 counter moves from ${nameOf(ctx.tx.s, self)} onto ${nameOf(ctx.tx.s, id)} (graft)`)
      return
    }
    if (e.action === 'riot' || e.action === 'unleash') {
      enterChoice(ctx.tx, ctx.source.id, e.action, answer.option === 'yes')
      return
    }
    if (e.action === 'ward') {
      const total = upkeepTotal(pause.cost as string, 1)
      if (answer.option === 'pay' && total && !payCost(ctx.tx, pause.player, total))
        ctx.tx.log(`${playerName(ctx.tx.s, pause.player)} pays ${costText(pause.cost as string, 1)} (ward)`)
      else counterItem(ctx, pause.item as string)
      return
    }
    if (e.action === 'modular') {
      const t = ctx.item.targets[0]
      const n = pause.ages as number
      if (answer.option !== 'yes' || !t || !('card' in t) || !onBattlefield(ctx, t.card)) return
      addCounters(ctx.tx, t.card, '+1/+1', n)
      ctx.tx.log(`${nameOf(ctx.tx.s, t.card)} gets ${n} +1/+1 counter${n === 1 ? '' : 's'} (modular)`)
      return
    }
    if (e.action === 'extort') {
      const total = upkeepTotal(pause.cost as string, 1)
      if (answer.option !== 'pay' || !total || payCost(ctx.tx, pause.player, total)) return
      ctx.tx.log(`${playerName(ctx.tx.s, pause.player)} pays ${costText(pause.cost as string, 1)} (extort)`)
      let lost = 0
      for (let p = 0; p < ctx.tx.s.players.length; p++) {
        if (p === pause.player) continue
        const before = ctx.tx.s.players[p].life
        loseLife(ctx.tx, p, 1)
        lost += before - ctx.tx.s.players[p].life
        ctx.tx.log(`${playerName(ctx.tx.s, p)} loses 1 life`)
      }
      if (lost > 0) {
        gainLife(ctx.tx, pause.player, lost)
        ctx.tx.log(`${playerName(ctx.tx.s, pause.player)} gains ${lost} life`)
      }
      return
    }
    if (e.action === 'cumulativeUpkeep') {
      const self = ctx.source.id
      if (!onBattlefield(ctx, self)) return
      const total = upkeepTotal(pause.cost as string, pause.ages as number)
      if (answer.option === 'pay' && total && !payCost(ctx.tx, pause.player, total))
        ctx.tx.log(
          `${playerName(ctx.tx.s, pause.player)} pays ${costText(pause.cost as string, pause.ages as number)} (cumulative upkeep)`,
        )
      else sacrificeIt(ctx, pause.player, self)
      return
    }
    for (const id of answer.cards ?? []) sacrificeIt(ctx, pause.player, id)
  },
  check(_s, pause, answer) {
    if (pause.choice === 'pair') return pairCheck(pause, answer.cards)
    if (pause.choice === 'devour' || pause.choice === 'amplify') {
      const cards = answer.cards ?? []
      return new Set(cards).size === cards.length && cards.every((id) => (pause.options ?? []).includes(id))
        ? null
        : 'choose any number of the permanents offered to sacrifice (none is fine)'
    }
    if (pause.choice === 'may') return answer.option === 'yes' || answer.option === 'no' ? null : 'answer "yes" or "no"'
    if (pause.choice === 'payOrDecline')
      return answer.option === 'pay' || answer.option === 'decline' ? null : 'answer "pay" or "decline"'
    const cards = answer.cards ?? []
    const ok =
      cards.length === pause.count &&
      new Set(cards).size === cards.length &&
      cards.every((id) => (pause.options ?? []).includes(id))
    return ok ? null : `choose ${pause.count} permanents to sacrifice`
  },
  answers: (pause) =>
    pause.choice === 'pair'
      ? [...(pause.options ?? []).slice(0, 24).map((id) => ({ cards: [id] })), { cards: [] }]
      : pause.choice === 'devour' || pause.choice === 'amplify'
        ? [
            { cards: [] },
            ...(pause.options ?? []).slice(0, 8).map((id) => ({ cards: [id] })),
            { cards: pause.options ?? [] },
          ]
        : pause.choice === 'may'
          ? [{ option: 'yes' }, { option: 'no' }]
          : pause.choice === 'payOrDecline'
            ? [{ option: 'pay' }, { option: 'decline' }]
            : [{ cards: (pause.options ?? []).slice(0, pause.count ?? 1) }],
}

/** A card's creature types (a changeling has them all, CR 702.73a). */
function creatureTypesOf(s: EffectContext['tx']['s'], o: EffectContext['source']): string[] {
  const face = faceOf(s, o)
  if (!face) return []
  if (/\bchangeling\b/i.test(face.oracleText) || face.keywords.includes('Changeling')) return [...CREATURE_TYPES]
  return face.subtypes.filter((t) => CREATURE_TYPES.includes(t))
}

/** CR 702.123a: N 1/1 colorless Servo artifact creature tokens. */
function servos(ctx: EffectContext, n: number): void {
  token.apply(ctx, {
    kind: 'token',
    count: n,
    power: 1,
    toughness: 1,
    colors: [],
    subtypes: ['Servo'],
    keywords: [],
    artifact: true,
  })
}

/** Riot's or unleash's choice (CR 702.136a, 702.98a): a +1/+1 counter, else riot's haste. */
export function enterChoice(tx: EffectContext['tx'], id: string, kind: 'riot' | 'unleash', counter: boolean): void {
  if (tx.s.objects[id]?.zone !== 'battlefield') return
  if (counter) {
    addCounters(tx, id, '+1/+1', 1)
    tx.log(`${nameOf(tx.s, id)} enters with a +1/+1 counter (${kind})`)
  } else if (kind === 'riot') {
    const o = tx.obj(id)
    // Haste matters while it is summoning sick: this turn, under this controller (CR 302.6).
    o.mods = [...(o.mods ?? []), { keywords: ['haste'], until: 'endOfTurn' }]
    tx.log(`${nameOf(tx.s, id)} has haste (riot)`)
  }
}

/** The cost paid once per age counter (CR 702.24a). */
function upkeepTotal(cost: string, ages: number): ManaCost | null {
  try {
    return parseManaCost(costText(cost, ages))
  } catch {
    return null
  }
}

function costText(cost: string, ages: number): string {
  return cost.toUpperCase().repeat(Math.max(1, ages))
}

/** Counters a spell or ability on the stack (CR 701.5a); a spell that can't be countered stays (CR 101.2). */
function counterItem(ctx: EffectContext, id: string): void {
  const s = ctx.tx.s
  const at = s.stack.findIndex((i) => i.id === id)
  if (at < 0) return
  const item = s.stack[at]
  if (item.kind === 'spell') {
    const spell = s.objects[item.id]
    if (spell && cantBeCountered(s, spell)) {
      ctx.tx.log(`${nameOf(s, item.id)} can't be countered (CR 101.2)`)
      return
    }
    ctx.tx.log(`${nameOf(s, item.id)} is countered (ward)`)
    moveObject(ctx.tx, item.id, 'graveyard', { cause: 'counter' })
    return
  }
  ctx.tx.log(`${nameOf(s, item.source)}'s ability is countered (ward)`)
  ctx.tx.stack().splice(at, 1)
}

function sacrificeIt(ctx: EffectContext, p: number, id: string): void {
  ctx.tx.log(`${playerName(ctx.tx.s, p)} sacrifices ${nameOf(ctx.tx.s, id)}`)
  moveObject(ctx.tx, id, 'graveyard', { cause: 'sacrifice' }) // CR 701.17a
}
