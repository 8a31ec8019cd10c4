// `cast` with `alternative` (the scenario contract, CR 118.9): the keyword names the way to cast, and this turns it
// into what the engine takes: an alternative cost it pays as the spell is cast from the hand (evoke, dash, …), a
// zone to cast from (flashback and its kin from the graveyard, a foretold card from exile), a face-down cast (morph),
// or the answer to the trigger that offers the cast (madness, miracle). A way the card doesn't have is refused.
import { ALTERNATIVE_KINDS } from '../text/castingKeywords'
import { type AlternativeKind } from '../engine/ast'
import type { GameState, PlayerIndex } from '../engine/types'
import type { Pause } from '../engine/effectTypes'
import { graveyardCast } from '../engine/costChanges'
import { foretoldCost } from '../engine/foretell'
import { faceOf, nameOf } from '../engine/query'
import { findCard } from './run'

/** Ways cast from another zone, by keyword, and the rule that allows it. */
const FROM_ZONE: Record<string, { zone: string; rule: string }> = {
  flashback: { zone: 'graveyard', rule: 'CR 702.34a' },
  'jump-start': { zone: 'graveyard', rule: 'CR 702.133a' },
  retrace: { zone: 'graveyard', rule: 'CR 702.81a' },
  escape: { zone: 'graveyard', rule: 'CR 702.138a' },
  aftermath: { zone: 'graveyard', rule: 'CR 702.127a' },
  foretell: { zone: 'exile', rule: 'CR 702.143a' },
}
const FACE_DOWN = ['morph', 'megamorph']
/** Ways offered by a trigger as it resolves, and the rule. */
const BY_TRIGGER: Record<string, string> = { madness: 'CR 702.35a', miracle: 'CR 702.94a' }

/** The action to resolve instead of `raw` (a `cast` with `alternative`); throws an Error (a rejection) when the card
 *  can't be cast that way now. */
export function castAlternative(state: GameState, raw: Record<string, unknown>): Record<string, unknown> {
  const alt = String(raw.alternative).toLowerCase()
  const player = raw.player as PlayerIndex
  const ref = typeof raw.card === 'string' ? raw.card : ''
  const { alternative: _alt, ...rest } = raw
  if ((ALTERNATIVE_KINDS as readonly string[]).includes(alt)) return { ...rest, alternative: alt as AlternativeKind }
  const way = FROM_ZONE[alt]
  if (way) {
    const from = (raw.from as string | undefined) ?? way.zone
    const id = findCard(state, ref, [from], player, true)
    if (!id) return { ...rest, from } // the usual "not in your graveyard" follows
    const obj = state.objects[id]
    const fits = way.zone === 'exile' ? !!foretoldCost(state, obj, from) : graveyardCast(state, obj, from) === alt
    if (!fits)
      throw new Error(
        way.zone === 'exile'
          ? `${nameOf(state, id)} can be cast for its foretell cost only once foretold, on a later turn (${way.rule})`
          : `${nameOf(state, id)} can't be cast with ${alt} from your ${from} (${way.rule})`,
      )
    return { ...rest, from }
  }
  if (FACE_DOWN.includes(alt)) return { ...rest, faceDown: true } // CR 702.37a
  const rule = BY_TRIGGER[alt]
  if (rule) {
    const waiting = state.pending.find((d) => d.player === player && d.kind === 'effect')
    const pause = waiting?.pause as Pause | undefined
    const card = pause?.choice === 'castFree' ? (pause.card as string) : undefined
    if (card && state.objects[card] && nameOf(state, card).toLowerCase() === ref.replace(/#\d+$/, '').toLowerCase()) {
      const { card: _card, from: _from, ...answer } = rest
      return { ...answer, type: 'choose', option: 'yes' }
    }
    throw new Error(
      `A card is cast for its ${alt} cost as its ${alt} trigger resolves: answer that with "cast" or "choose" "yes" (${rule})`,
    )
  }
  const id = findCard(state, ref, ['hand', 'graveyard', 'exile'], player, true)
  const text = id ? (faceOf(state, state.objects[id])?.oracleText ?? '') : ''
  const name = id ? nameOf(state, id) : ref
  if (id && new RegExp(`^${alt.replace(/[^a-z -]/g, '')}\\b`, 'im').test(text))
    throw new Error(
      `Casting ${name} for its ${alt} cost isn't run by the engine: cast it for its mana cost and adjust by hand (CR 118.9)`,
    )
  throw new Error(`${name} has no ${alt} cost (CR 118.9)`)
}
