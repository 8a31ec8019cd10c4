// A card outside any game (a sample hand, a list) as the table's card tile draws it: its front face's name, cost,
// type line, text, frame colour and P/T, with no game state (untapped, no counters).
import type { CardDefinition } from '@shared/cards/model'
import type { CardInfo } from '../table/cardInfo'

export function definitionInfo(def: CardDefinition, id: string): CardInfo {
  const face = def.faces[0]
  const types = face?.types ?? []
  const isLand = types.includes('Land')
  const isCreature = types.includes('Creature')
  const colors = face?.colors ?? []
  const pt = isCreature && face?.power !== undefined ? `${face.power}/${face.toughness ?? '?'}` : null
  const loyalty = types.includes('Planeswalker') && face?.loyalty !== undefined ? Number(face.loyalty) : null
  return {
    id,
    hidden: false,
    name: def.name,
    cost: face?.manaCostText ?? '',
    typeLine: face?.typeLine ?? '',
    text: face?.oracleText ?? '',
    pt,
    loyalty: Number.isNaN(loyalty) ? null : loyalty,
    frame: isLand ? 'L' : colors.length === 0 ? 'C' : colors.length > 1 ? 'M' : colors[0],
    tapped: false,
    sick: false,
    damage: 0,
    counters: [],
    keywords: [],
    isLand,
    isCreature,
    token: false,
    attachedTo: null,
    label: [def.name, pt].filter(Boolean).join(', '),
  }
}

/** A name no definition is known for: a plain colourless tile with its name. */
export function nameInfo(name: string, id: string): CardInfo {
  return {
    id,
    hidden: false,
    name,
    cost: '',
    typeLine: '',
    text: '',
    pt: null,
    loyalty: null,
    frame: 'C',
    tapped: false,
    sick: false,
    damage: 0,
    counters: [],
    keywords: [],
    isLand: false,
    isCreature: false,
    token: false,
    attachedTo: null,
    label: name,
  }
}
