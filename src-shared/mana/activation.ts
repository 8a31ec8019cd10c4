// Activating a mana ability (CR 605.3b; ruling MA-4): it resolves at once, without the stack, even while a
// cost is being paid, and its mana goes to the pool with its source's snow-ness and any rider (MA-1, CR 106.6).
import type { ManaAbilityDef, ManaSymbol, ManaType, ManaUnit } from './types'
import { abilityRider } from './abilities'

/**
 * The units a mana ability adds when activated, `mana` being the chosen alternative (may be left out when
 * the ability has one fixed output). Throws naming the problem if `mana` isn't one of its alternatives.
 * Triggered mana abilities that fire on it come from `fireManaTriggers`.
 */
export function activateManaAbility(
  source: { id: string; snow: boolean },
  ability: ManaAbilityDef,
  mana?: ManaType[],
): ManaUnit[] {
  if (ability.produces.length === 0) return [] // CR 106.5 / 106.7: no type of mana can be defined, so no mana
  const options = ability.produces.map((a) => a.join('')).join(' or ') || 'nothing (CR 106.5)'
  let chosen = mana
  if (!chosen) {
    if (ability.produces.length !== 1 || ability.produces[0].includes('any'))
      throw new Error(`say which mana "${ability.text}" adds: ${options}`)
    chosen = ability.produces[0] as ManaType[]
  }
  const fits = ability.produces.some(
    (alt) =>
      alt.length === chosen!.length &&
      alt.every((want, i) => (want === 'any' ? chosen![i] !== 'C' : want === chosen![i])),
  )
  if (!fits) throw new Error(`"${ability.text}" can't add ${chosen.join('') || 'nothing'}: it adds ${options}`)
  const rider = abilityRider(ability.text, ability.chosenType)
  return chosen.map((type) => {
    const unit: ManaUnit = { type, snow: source.snow, sourceId: source.id }
    if (rider.restriction !== undefined) unit.restriction = rider.restriction
    if (rider.persists !== undefined) unit.persists = rider.persists
    if (rider.uncounterable) unit.uncounterable = true
    return unit
  })
}

/**
 * The mana an effect adds when it adds a mana symbol: a hybrid symbol adds one mana of the chosen half, the
 * generic half of {2/W} two colourless (CR 106.8); a Phyrexian symbol one mana of its colour (CR 106.9).
 * `choice` picks the half ('W' or 'U' for {W/U}; 'W' or 2 for {2/W}). {S} and {X} add nothing definable.
 */
export function manaForSymbol(symbol: ManaSymbol, choice?: ManaType | 2): ManaType[] {
  switch (symbol.kind) {
    case 'colored':
      return [symbol.color]
    case 'colorless':
      return ['C']
    case 'generic':
      return Number.isInteger(symbol.amount) ? Array<ManaType>(symbol.amount).fill('C') : []
    case 'hybrid':
      if (choice === undefined || !symbol.colors.includes(choice as never))
        throw new Error(`choose ${symbol.colors.join(' or ')} for {${symbol.colors.join('/')}} (CR 106.8)`)
      return [choice as ManaType]
    case 'twobrid':
      if (choice === 2) return ['C', 'C']
      if (choice === symbol.color) return [symbol.color]
      throw new Error(`choose ${symbol.color} or 2 for {2/${symbol.color}} (CR 106.8)`)
    case 'phyrexian':
      if (symbol.colors.length === 1) return [symbol.colors[0]] // CR 106.9
      if (choice === undefined || !symbol.colors.includes(choice as never))
        throw new Error(`choose ${symbol.colors.join(' or ')} (CR 106.8, 106.9)`)
      return [choice as ManaType]
    default:
      return [] // {S} isn't a type of mana; {X}, {½}: no defined mana (CR 106.5)
  }
}
