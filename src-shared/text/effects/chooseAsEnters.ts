// "As ~ enters, choose a color / a creature type / an opponent" (CR 614.12): the permanent's controller chooses as it
// enters from its resolving spell (the answer is `choose` with `option`: a colour word, a creature type, or an
// opponent's name); put onto the battlefield by another effect mid-resolution, where no second choice can wait, the
// choice is made for them (the first colour, the commonest creature type among their cards, the next opponent) and
// logged. The choice lives on the object (`chosen`) and is read by "of the chosen type / color" (query.ts).
import type { Tx } from '../../engine/tx'
import type { EnterChoiceKind } from '../../engine/ast'
import type { EffectKind } from './kind'
import type { Pause } from '../../engine/effectTypes'
import type { ObjId, PlayerIndex } from '../../engine/types'
import { CREATURE_TYPES } from '../../cards/creatureTypes'
import { COLOR_WORDS } from '../../cards/words'
import { faceOf, nameOf, opponentsOf, playerName } from '../../engine/query'

const COLORS = Object.keys(COLOR_WORDS) // white, blue, black, red, green
const TYPE_BY_LOWER = new Map(CREATURE_TYPES.map((t) => [t.toLowerCase(), t]))

const ASK: Record<EnterChoiceKind, string> = {
  color: 'a color',
  creatureType: 'a creature type',
  opponent: 'an opponent',
  basicLandType: 'a basic land type',
}

const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']

export const chooseAsEnters: EffectKind<'chooseAsEnters'> = {
  kind: 'chooseAsEnters',
  parse() {
    throw new Error('internal: chooseAsEnters is built from its static ability, not read')
  },
  describe: (e) => `as ~ enters, choose ${ASK[e.what]}`,
  apply(ctx, e) {
    const { tx } = ctx
    const self = ctx.source.id
    if (tx.s.objects[self]?.zone !== 'battlefield') return
    const options = choicesFor(tx, self, e.what)
    if (options.length <= 1) {
      if (options.length) record(tx, self, e.what, options[0])
      return
    }
    return {
      player: ctx.controller,
      choice: 'chosen',
      what: e.what,
      prompt: `As ${nameOf(tx.s, self)} enters, choose ${ASK[e.what]}`,
      // Creature types: the likeliest few (any type is accepted, CR 205.3m).
      choices: e.what === 'creatureType' ? options.slice(0, 6) : options,
    } as Pause
  },
  resume(ctx, e, pause, answer) {
    const value = canonical(pause, answer.option)
    if (value !== null) record(ctx.tx, ctx.source.id, e.what, value)
  },
  check(_s, pause, answer) {
    return canonical(pause, answer.option) !== null ? null : `choose ${ASK[pause.what as EnterChoiceKind]}`
  },
  answers: (pause) => ((pause.choices as string[]) ?? []).slice(0, 6).map((option) => ({ option })),
}

/** The answer as recorded: a colour word, a creature type as the rules spell it, or an opponent's name. */
function canonical(pause: Pause, option: string | number | undefined): string | null {
  if (option === undefined) return null
  const choices = (pause.choices as string[]) ?? []
  if (pause.what === 'creatureType') return TYPE_BY_LOWER.get(String(option).toLowerCase()) ?? null
  if (pause.what === 'opponent' && typeof option === 'number') return choices[option] ?? null
  const hit = choices.find((c) => c.toLowerCase() === String(option).toLowerCase())
  return hit ?? null
}

/** The choices offered, the likeliest first (the computer and `legalActions` take the first ones). */
function choicesFor(tx: Tx, id: ObjId, what: EnterChoiceKind): string[] {
  const s = tx.s
  const obj = s.objects[id]
  if (what === 'color') return COLORS
  if (what === 'basicLandType') return BASIC_LAND_TYPES // CR 205.3i
  if (what === 'opponent') return opponentsOf(s, obj.controller).map((p) => playerName(s, p))
  // Creature types, the commonest among its controller's cards first (CR 205.3m).
  const counts = new Map<string, number>()
  const p = s.players[obj.controller]
  const ids = [
    ...s.battlefield.filter((b) => s.objects[b].controller === obj.controller),
    ...Object.values(p.zones).flat(),
  ]
  for (const o of ids) {
    const card = s.objects[o]
    const face = card && o !== id ? faceOf(s, card) : null
    if (!face?.types.includes('Creature')) continue
    for (const t of face.subtypes) if (TYPE_BY_LOWER.has(t.toLowerCase())) counts.set(t, (counts.get(t) ?? 0) + 1)
  }
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([t]) => t)
  return [...common, ...CREATURE_TYPES.filter((t) => !counts.has(t))]
}

function record(tx: Tx, id: ObjId, what: EnterChoiceKind, value: string): void {
  const s = tx.s
  const obj = s.objects[id]
  if (!obj || obj.zone !== 'battlefield') return
  const chosen = { ...obj.chosen }
  if (what === 'color') chosen.color = COLOR_WORDS[value]
  else if (what === 'creatureType') chosen.creatureType = value
  else if (what === 'basicLandType') chosen.basicLandType = value
  else {
    const player = s.players.findIndex((p) => p.name === value)
    if (player < 0) return
    chosen.player = player as PlayerIndex
  }
  tx.obj(id).chosen = chosen
  tx.log(`${playerName(s, obj.controller)} chooses ${value} for ${nameOf(s, id)} (CR 614.12)`)
}

/** Without a player to ask (put onto the battlefield mid-resolution): the first of the offered choices, logged. */
export function chooseForThem(tx: Tx, id: ObjId, what: EnterChoiceKind): void {
  const options = choicesFor(tx, id, what)
  if (options.length) record(tx, id, what, options[0])
}
