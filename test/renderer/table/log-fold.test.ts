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

  it('a practice mode\'s "You pass" folds as the others\' passes do, and reads "You pass 2 times" alone', () => {
    const lines = [
      'You play Mountain',
      'You pass',
      'Goldfish passes (auto)',
      'Turn 2: Goldfish',
      'Goldfish passes (auto)',
      'You pass',
      'Turn 3: You',
      'You pass',
      'You pass (auto)',
      'You cast Lightning Bolt targeting Goldfish',
    ]
    const folded = foldPasses(lines, ['You', 'Goldfish'])
    expect(folded.map((e) => e.text)).toEqual([
      'You play Mountain',
      'Everyone passes',
      'Turn 2: Goldfish',
      'Everyone passes',
      'Turn 3: You',
      'You pass 2 times',
      'You cast Lightning Bolt targeting Goldfish',
    ])
    // Only the person named "You" passes in the plain form: another line ending in "pass" is no pass.
    expect(foldPasses(['Ann may pass', 'Ben may pass']).map((e) => e.passes.length)).toEqual([0, 0])
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
