// The log reads as what happened: a run of passes folds into one "Everyone passes" line that opens to show them.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import GameLog from '../../../src-renderer/src/components/table/GameLog.vue'
import { foldPasses } from '../../../src-renderer/src/components/table/logFold'

describe('folded passes', () => {
  it('a run of passes by everyone is one line; a lone pass stays as it is; one player passing twice says so', () => {
    const lines = [
      'Ann plays Mountain',
      'Ann passes',
      'Ben passes (auto)',
      'Turn 2: Ben',
      'Ben passes',
      'Ann casts Lightning Bolt targeting Ben',
      'Ann passes (auto)',
      'Ann passes',
    ]
    const folded = foldPasses(lines, ['Ann', 'Ben'])
    expect(folded.map((e) => e.text)).toEqual([
      'Ann plays Mountain',
      'Everyone passes',
      'Turn 2: Ben',
      'Ben passes',
      'Ann casts Lightning Bolt targeting Ben',
      'Ann passes 2 times',
    ])
    expect(folded[1].passes).toEqual(['Ann passes', 'Ben passes (auto)'])
  })

  it('the log shows the fold, expandable, with every pass inside', async () => {
    const wrapper = mount(GameLog, { props: { lines: ['Ann plays Mountain', 'Ann passes', 'Ben passes'] } })
    const fold = wrapper.get('[data-testid="log-passes"]')
    expect(fold.get('summary').text()).toBe('Everyone passes')
    expect(fold.text()).toContain('Ann passes')
    expect(fold.text()).toContain('Ben passes')
    expect(wrapper.findAll('li')).toHaveLength(2)
    wrapper.unmount()
  })
})
