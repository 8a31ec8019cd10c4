// The templates (engine/templates.ts) whose behavioural check passes: a real card of each, played through the engine
// on a prepared position, gives the result the template's meaning says (test/shared/cards/verified/). A test runs the
// check of every template listed here and fails when one fails, or when a check exists for a template not listed.
// A line is automated only if the engine runs it and every template it uses is listed (engine/lineTemplates.ts).
export const VERIFIED_TEMPLATES: ReadonlySet<string> = new Set<string>([
  'cast:alternative.prowl',
  'cast:perExtraTarget',
  'effect:bounce',
  'effect:controllerSearch',
  'effect:counterSpell',
  'effect:counters',
  'effect:damage',
  'effect:damageEach',
  'effect:destroy',
  'effect:discard',
  'effect:draw',
  'effect:exile',
  'effect:gainLife',
  'effect:loseLife',
  'effect:mill',
  'effect:piles',
  'effect:pump',
  'effect:regenerate',
  'effect:returnCard',
  'effect:sacrifice',
  'effect:tap',
  'effect:token',
  'effect:untap',
  'mana:trigger',
])
