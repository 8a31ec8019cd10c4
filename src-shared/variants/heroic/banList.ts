// Ruling HE-5: the ban list is a setting, empty by default, editable, and saved with each game (the game option
// `banList`: card names separated by "|" or new lines, or a list). A game won't start with a banned card in a deck.
import type { OptionDef } from '../../engine/variant'
import type { Tx } from '../../engine/tx'

export const BAN_LIST: OptionDef = {
  id: 'banList',
  default: '',
  ruling: 'HE-5',
  description: 'Banned cards (names separated by |), checked for every deck and saved with the game',
}

export function bannedNames(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[|\n]/) : []
  return list.map((n) => n.trim()).filter(Boolean)
}

const fold = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** Refuses a game whose decks or sideboards hold a banned card (HE-5, heroic.txt 906.6f "must not contain"). */
export function checkBanList(tx: Tx): void {
  const banned = new Set(bannedNames(tx.s.options.banList).map(fold))
  if (!banned.size) return
  tx.s.players.forEach((p) => {
    for (const zone of ['library', 'outside']) {
      for (const id of p.zones[zone] ?? []) {
        const name = tx.s.cards[tx.s.objects[id].def].name
        if (banned.has(fold(name)))
          throw new Error(`${p.name}'s deck holds "${name}", which is on the game's ban list (ruling HE-5)`)
      }
    }
  })
}
