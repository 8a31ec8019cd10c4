// The monarch (CR 720): "you become the monarch" gives a player the designation (one at a time, CR 720.3). Its two
// inherent triggered abilities (CR 720.2) have no source and go on the stack like delayed abilities: at the
// beginning of the monarch's end step, that player draws a card; whenever a creature deals combat damage to the
// monarch, its controller becomes the monarch.
import type { EffectKind } from './kind'
import type { Tx } from '../../engine/tx'
import type { GameEvent, GameState, PlayerIndex, StackItem } from '../../engine/types'
import { playerName } from '../../engine/query'
import { ensureCard } from '../../engine/zones'
import type { CardDefinition } from '../../cards/model'

/** The designation as a card definition, so its sourceless abilities have a name and last known information. */
const MONARCH_CARD: CardDefinition = {
  id: 'designation:monarch',
  name: 'The Monarch',
  layout: 'normal',
  manaValue: 0,
  colorIdentity: [],
  legalities: {},
  faces: [
    {
      name: 'The Monarch',
      manaCost: null,
      manaCostText: '',
      manaValue: 0,
      typeLine: 'Card',
      supertypes: [],
      types: [],
      subtypes: [],
      oracleText: '',
      colors: [],
      keywords: [],
      loyaltyAbilities: [],
      manaAbilities: [],
    },
  ],
}

/** The monarch, if any (kept in the game state's `extra.monarch`). */
export function monarchOf(s: GameState): PlayerIndex | undefined {
  const m = s.extra.monarch
  return typeof m === 'number' ? m : undefined
}

export const monarch: EffectKind<'monarch'> = {
  kind: 'monarch',
  parse(g) {
    g.w(0, 'you')
    g.plainWhere(0, (w) => w === 'become')
    g.w(1, 'the')
    g.plainWhere(1, (w) => w === 'monarch')
    return { kind: 'monarch' }
  },
  describe: () => 'you become the monarch',
  apply(ctx, e) {
    becomeMonarch(ctx.tx, e.player ?? ctx.controller)
  },
}

function becomeMonarch(tx: Tx, p: PlayerIndex): void {
  if (!tx.s.players[p] || tx.s.players[p].lost || monarchOf(tx.s) === p) return
  tx.set('extra', { ...tx.s.extra, monarch: p }) // CR 720.3: the current monarch ceases to be the monarch
  tx.log(`${playerName(tx.s, p)} becomes the monarch`)
}

/** CR 720.2: the monarch's triggered abilities that this event triggers, as stack items (no source). */
export function monarchTriggers(tx: Tx, e: GameEvent): StackItem[] {
  const m = monarchOf(tx.s)
  if (m === undefined || !tx.s.players[m] || tx.s.players[m].lost) return []
  if (!(e.type === 'step' && e.step === 'end') && !(e.type === 'damage' && e.combat && e.player === m)) return []
  ensureCard(tx, MONARCH_CARD)
  const item = (text: string, effects: unknown[]): StackItem => ({
    id: tx.newId('a'),
    kind: 'trigger',
    source: 'monarch',
    def: MONARCH_CARD.id,
    controller: m,
    targets: [],
    ability: 'delayed',
    text,
    extra: { effects },
  })
  if (e.type === 'step' && e.step === 'end' && tx.s.active === m)
    return [
      item("At the beginning of the monarch's end step, that player draws a card", [
        { kind: 'draw', amount: 1, who: 'you' },
      ]),
    ]
  if (e.type === 'damage' && e.combat && e.player === m && typeof e.source === 'string') {
    const by = tx.s.objects[e.source]?.controller
    if (by !== undefined && by !== m)
      return [
        item('Whenever a creature deals combat damage to the monarch, its controller becomes the monarch', [
          { kind: 'monarch', player: by },
        ]),
      ]
  }
  return []
}
