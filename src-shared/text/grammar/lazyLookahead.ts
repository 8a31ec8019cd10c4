// Chevrotain's look-ahead strategy, built lazily (grammar/base.ts): most choices are made by the fast paths without
// asking chevrotain, so its functions are built only for the choices that ask.
import { LLkLookaheadStrategy, type ILookaheadStrategy, type IOrAlt } from 'chevrotain'

/** Chevrotain's LL(1) look-ahead functions, each built the first time its choice asks for it rather than all of them
 *  as the parser is built: the fast paths make most choices without asking (the same functions, built later). */
export function lazyLookahead(): ILookaheadStrategy {
  const llk = new LLkLookaheadStrategy({ maxLookahead: 1 })
  type Alternation = Parameters<ILookaheadStrategy['buildLookaheadForAlternation']>[0]
  type Optional = Parameters<ILookaheadStrategy['buildLookaheadForOptional']>[0]
  return {
    validate: (options) => llk.validate(options),
    initialize: (options) => llk.initialize?.(options),
    buildLookaheadForAlternation(options: Alternation) {
      let built: ReturnType<ILookaheadStrategy['buildLookaheadForAlternation']> | undefined
      return function (this: unknown, alts?: IOrAlt<unknown>[]) {
        built ??= llk.buildLookaheadForAlternation(options)
        return built.call(this, alts)
      }
    },
    buildLookaheadForOptional(options: Optional) {
      let built: ReturnType<ILookaheadStrategy['buildLookaheadForOptional']> | undefined
      return function (this: unknown) {
        built ??= llk.buildLookaheadForOptional(options)
        return built.call(this)
      }
    },
  }
}
