// Normalises one line of Oracle text for the grammar: reminder text goes, the card's own name and "this creature"
// (current wording) become "~", "enters the battlefield" (old wording) reads as "enters", lower case.
import { stripReminderText } from '../../mana'

const SELF =
  /\bthis (creature|land|artifact|enchantment|permanent|spell|card|equipment|aura|vehicle|planeswalker|saga|battle|token)\b/g

export function normalize(line: string, cardName = ''): string {
  cardName ??= ''
  let t = stripReminderText(line)
    .replace(/\u2212/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
  const names = [cardName]
  const short = cardName.split(',')[0]
  if (short !== cardName && short.length > 2) names.push(short)
  for (const name of names) if (name.length > 1) t = t.split(name).join('~')
  t = t.toLowerCase().replace(SELF, '~')
  t = t.replace(/\benters the battlefield\b/g, 'enters')
  t = t.replace(/\bput onto the battlefield\b/g, 'put onto the battlefield')
  return t.trim()
}
