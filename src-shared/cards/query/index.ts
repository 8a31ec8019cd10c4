// The deck editor's card search: a Scryfall-like query language (docs/decks.md) over an index of a card pool.
export * from './parse'
export * from './search'
