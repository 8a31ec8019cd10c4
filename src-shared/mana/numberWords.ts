// Numbers written as words in rules text ("draw three cards"); with the articles, "a card" and "an Elf" count one.
// Objects without a prototype, so a word like "constructor" is no number.
const words = (entries: Record<string, number>): Readonly<Record<string, number>> =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, number>, entries))

export const NUMBER_WORDS = words({
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fifteen: 15,
  twenty: 20,
})

/** The number words and the articles "a" and "an" (one), in that order. */
export const COUNT_WORDS = words({ a: 1, an: 1, ...NUMBER_WORDS })
