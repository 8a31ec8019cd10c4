// The words for what a target spec names ("target nonblack creature you control", CR 115): for the log, prompts
// and the ability tree's text.
import type { TargetSpec } from './ast'

export function specText(spec: TargetSpec): string {
  const words: string[] = []
  if (spec.other) words.push('other')
  if (spec.tapped) words.push('tapped')
  if (spec.untapped) words.push('untapped')
  if (spec.inCombat) words.push('attacking or blocking')
  if (spec.attacking) words.push('attacking')
  if (spec.blocking) words.push('blocking')
  if (spec.notAttacking) words.push('nonattacking')
  if (spec.notSupertype) words.push(`non${spec.notSupertype.toLowerCase()}`)
  if (spec.supertype) words.push(spec.supertype.toLowerCase())
  if (spec.monocolored) words.push('monocolored')
  if (spec.notColor) words.push(`non${colorWord(spec.notColor)}${spec.alsoNotColor ? ',' : ''}`)
  if (spec.alsoNotColor) words.push(`non${colorWord(spec.alsoNotColor)}`)
  if (spec.multicolored) words.push('multicolored')
  if (spec.colorless) words.push('colorless')
  if (spec.color) words.push(colorWord(spec.color) + (spec.orColor ? ` or ${colorWord(spec.orColor)}` : ''))
  if (spec.notType) words.push(`non${spec.notType.toLowerCase()}`)
  if (spec.nonbasic) words.push('nonbasic')
  if (spec.nontoken) words.push('nontoken')
  if (spec.notSubtype)
    words.push(
      spec.notSubtype
        .split('|')
        .map((t) => `non-${t[0].toUpperCase()}${t.slice(1)}`)
        .join(', '),
    )
  if (spec.faceDown) words.push('face-down')
  if (spec.modified) words.push('modified')
  if (spec.historic) words.push('historic')
  if (spec.subtype) words.push(spec.subtype)
  const heads: Record<string, string> = {
    any: 'any target',
    creatureOrPlaneswalker: 'creature or planeswalker',
    playerOrPlaneswalker: 'player or planeswalker',
    opponentOrPlaneswalker: 'opponent or planeswalker',
    artifactOrEnchantment: 'artifact or enchantment',
    artifactOrCreature: 'artifact or creature',
    nonlandPermanent: 'nonland permanent',
    creatureSpell: 'creature spell',
    noncreatureSpell: 'noncreature spell',
    instantOrSorcerySpell: 'instant or sorcery spell',
    spellOrPermanent: 'spell or permanent',
    card: `${spec.cardType ? spec.cardType.toLowerCase().replace('|', ' or ') + ' ' : ''}card`,
  }
  if (spec.what === 'spell' && spec.cardType) words.push(spec.cardType.toLowerCase().replace('|', ' or '))
  if (spec.anyType) words.push(spec.anyType.map((t) => t.toLowerCase()).join(' or '))
  else words.push(spec.token ? `${spec.what} token` : (heads[spec.what] ?? spec.what))
  if (spec.youControl) words.push('you control')
  if (spec.opponentControls) words.push("you don't control")
  if (spec.withKeyword) words.push(`with ${spec.withKeyword}`)
  if (spec.withCounter) words.push(`with a ${spec.withCounter} counter on it`)
  if (spec.withoutKeyword) words.push(`without ${spec.withoutKeyword}`)
  if (spec.blockingSource) words.push('blocking it')
  if (spec.defendingControls) words.push('defending player controls')
  if (spec.maxPower !== undefined) words.push(`with power ${spec.maxPower} or less`)
  if (spec.minPower !== undefined) words.push(`with power ${spec.minPower} or greater`)
  if (spec.belowSource)
    words.push(`with ${spec.belowSource.stat} less than ${spec.belowSource.orEqual ? 'or equal to ' : ''}~'s power`)
  if (spec.thatTargets)
    words.push(
      `that targets ${[spec.thatTargets.you ? 'you' : '', spec.thatTargets.spec ? `a ${specText(spec.thatTargets.spec)}` : ''].filter(Boolean).join(' or ')}`,
    )
  if (spec.maxToughness !== undefined) words.push(`with toughness ${spec.maxToughness} or less`)
  if (spec.minToughness !== undefined) words.push(`with toughness ${spec.minToughness} or greater`)
  if (spec.maxManaValue !== undefined) words.push(`with mana value ${spec.maxManaValue} or less`)
  if (spec.minManaValue !== undefined) words.push(`with mana value ${spec.minManaValue} or greater`)
  if (spec.zone === 'graveyard')
    words.push(
      spec.yours ? 'from your graveyard' : spec.opponents ? "from an opponent's graveyard" : 'from a graveyard',
    )
  return words.join(' ')
}
/** The target a spec names, with an article: "a nonlegendary creature", "an opponent" (CR 115). */
export function describeSpec(spec: TargetSpec): string {
  const players: Record<string, string> = {
    any: 'a creature, player or planeswalker',
    player: 'a player',
    opponent: 'an opponent',
    playerOrPlaneswalker: 'a player or planeswalker',
    opponentOrPlaneswalker: 'an opponent or planeswalker',
  }
  if (players[spec.what]) return players[spec.what]
  const text = specText(spec)
  return `${/^[aeiou]/.test(text) ? 'an' : 'a'} ${text}`
}
function colorWord(c: string): string {
  return ({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as Record<string, string>)[c] ?? c
}
