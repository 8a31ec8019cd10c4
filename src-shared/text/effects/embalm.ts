// Embalm (CR 702.128a) and eternalize (CR 702.129a): activated from the graveyard, exiling the card as a cost, they
// create a token that's a copy of the card, except it's white (eternalize: black and 4/4), has no mana cost, and is a
// Zombie in addition to its other types. The exceptions are copiable values of the token (CR 707.9b).
import type { CardDefinition, CardFace } from '../../cards/model'
import type { EffectKind } from './kind'
import { createObject, ensureCard } from '../../engine/zones'
import { playerName } from '../../engine/query'

/** The token's card: the exiled card's face with the keyword's exceptions. */
export function embalmedDefinition(def: CardDefinition, faceIndex: number, eternalize: boolean): CardDefinition {
  const face = def.faces[faceIndex] ?? def.faces[0]
  const subtypes = face.subtypes.includes('Zombie') ? face.subtypes : [...face.subtypes, 'Zombie']
  const types = [...face.supertypes, ...face.types].join(' ')
  const made: CardFace = {
    ...face,
    manaCost: null,
    manaCostText: '',
    manaValue: 0,
    colors: eternalize ? ['B'] : ['W'],
    subtypes,
    typeLine: subtypes.length ? `${types} — ${subtypes.join(' ')}` : types,
    ...(eternalize ? { power: '4', toughness: '4' } : {}),
  }
  delete made.colorIndicator
  return {
    ...def,
    id: `${def.id}:${eternalize ? 'eternalize' : 'embalm'}`,
    layout: 'normal',
    faces: [made],
    manaValue: 0,
    colorIdentity: made.colors,
  }
}

export const embalm: EffectKind<'embalm'> = {
  kind: 'embalm',
  parse() {
    throw new Error('internal: embalm and eternalize are built from their keyword, not read')
  },
  describe: (e) =>
    e.eternalize
      ? "create a token that's a copy of ~, except it's a 4/4 black Zombie with no mana cost"
      : "create a token that's a copy of ~, except it's a white Zombie with no mana cost",
  apply(ctx, e) {
    const { tx } = ctx
    const def = tx.s.cards[ctx.source.def]
    if (!def) return
    const made = embalmedDefinition(def, ctx.source.face ?? 0, !!e.eternalize)
    ensureCard(tx, made)
    createObject(tx, made.id, ctx.controller, 'battlefield', { token: true })
    tx.log(
      `${playerName(tx.s, ctx.controller)} creates a token copy of ${def.name} (${e.eternalize ? 'eternalize' : 'embalm'})`,
    )
  },
}
