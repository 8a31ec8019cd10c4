// Land types set or added by a static ability (CR 305.7, 613.1d): "Nonbasic lands are Mountains", "Enchanted land is
// an Island", "Enchanted land is a Mountain, Forest, and Plains", "All Mountains are Plains", "Each land is a Swamp in
// addition to its other land types", "All lands are Islands in addition to their other types". The engine applies
// them as it reads a land's characteristics (engine/landTypes.ts). Alternatives of the static sentence; the
// occurrence indices 127-141, 146-149, 155-159 and 196 are theirs within it.
import type { IOrAlt } from 'chevrotain'
import type { StaticAbility } from '../../engine/ast'
import { Comma, PT } from '../lexer'
import { COLOR_WORDS } from '../../cards/words'
import type { StaticRules } from './statics'

const BASIC: Record<string, string> = {
  plains: 'Plains',
  island: 'Island',
  islands: 'Island',
  swamp: 'Swamp',
  swamps: 'Swamp',
  mountain: 'Mountain',
  mountains: 'Mountain',
  forest: 'Forest',
  forests: 'Forest',
}
const COLORS = Object.keys(COLOR_WORDS)
const SINGULAR = new Set(['plains', 'island', 'swamp', 'mountain', 'forest'])
const PLURAL = new Set(['plains', 'islands', 'swamps', 'mountains', 'forests'])

export function landTypeAlts($: StaticRules): IOrAlt<unknown>[] {
  const one = (i: number) => BASIC[$.plainWhere(i, (w) => SINGULAR.has(w)).image] ?? ''
  const many = (i: number) => BASIC[$.plainWhere(i, (w) => PLURAL.has(w)).image] ?? ''
  const aOrAn = (i: number) => $.orx(i, [{ ALT: () => $.w(i, 'a') }, { ALT: () => $.w(i, 'an') }])
  const landType = (st: Extract<StaticAbility, { kind: 'landType' }>): StaticAbility => st
  return [
    {
      // Blood Moon: "Nonbasic lands are Mountains."
      ALT: () => {
        $.ph(127, 'nonbasic lands are')
        const t = many(127)
        return landType({ kind: 'landType', lands: 'nonbasic', types: [t] })
      },
    },
    {
      // Spreading Seas: "Enchanted land is an Island."; Lush Growth: "… is a Mountain, Forest, and Plains."
      ALT: () => {
        $.ph(128, 'enchanted land is')
        aOrAn(128)
        const types = [one(128)]
        $.optx(129, () => {
          $.manyx(130, () => {
            $.tok(129, Comma)
            types.push(one(129))
          })
          $.optx(131, () => $.tok(130, Comma))
          $.w(131, 'and')
          types.push(one(130))
        })
        return landType({ kind: 'landType', lands: 'enchanted', types })
      },
    },
    {
      // Conversion: "All Mountains are Plains."
      ALT: () => {
        $.w(132, 'all')
        const from = many(132)
        $.w(132, 'are')
        const to = many(133)
        return landType({ kind: 'landType', lands: { subtype: from }, types: [to] })
      },
    },
    {
      // Urborg, Tomb of Yawgmoth: "Each land is a Swamp in addition to its other land types."
      ALT: () => {
        $.ph(134, 'each land is')
        aOrAn(134)
        const t = one(134)
        $.ph(135, 'in addition to its other land types')
        return landType({ kind: 'landType', lands: 'all', types: [t], add: true })
      },
    },
    {
      // Stormtide Leviathan: "All lands are Islands in addition to their other types."
      ALT: () => {
        $.ph(136, 'all lands are')
        const t = many(136)
        $.ph(137, 'in addition to their other types')
        return landType({ kind: 'landType', lands: 'all', types: [t], add: true })
      },
    },
    {
      // Phantasmal Terrain: "Enchanted land is the chosen type." (CR 305.7; chosen as it entered, CR 614.12).
      ALT: () => (
        $.ph(196, 'enchanted land is the chosen'),
        $.plainWhere(196, (w) => w === 'type'),
        landType({ kind: 'landType', lands: 'enchanted', types: [], chosen: true })
      ),
    },
    {
      // Living Lands: "All Forests are 1/1 creatures that are still lands."; Kormus Bell: "All Swamps are 1/1 black
      // creatures …"; Living Plane: "All lands are 1/1 creatures …" (CR 613.1d-e, 613.4b).
      ALT: () => {
        $.w(146, 'all')
        const lands = $.orx<Extract<StaticAbility, { kind: 'landType' }>['lands']>(146, [
          { ALT: () => ($.w(147, 'lands'), 'all') },
          { ALT: () => ({ subtype: many(146) }) },
        ])
        $.w(148, 'are')
        const pt = $.tok(146, PT).image
        const colors = $.optx(147, () => [
          $.orx(
            148,
            COLORS.map((c, k) => ({ ALT: () => ($.w(155 + k, c), COLOR_WORDS[c]) })),
          ),
        ])
        $.ph(149, 'creatures that are still lands')
        const [power, toughness] = pt.split('/').map(Number)
        $.refuse(() => !/^\d+\/\d+$/.test(pt))
        return landType({
          kind: 'landType',
          lands,
          types: [],
          add: true,
          creature: { power, toughness, ...(colors ? { colors } : {}) },
        })
      },
    },
  ]
}
