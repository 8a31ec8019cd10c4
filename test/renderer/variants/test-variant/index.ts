// The test variant's table entry (test/shared/variants/test-variant): a header, and the generic table otherwise.
import type { VariantTable } from '../../../../src-renderer/src/components/table/variants'
import TestVariantHeader from './TestVariantHeader.vue'

export const testVariantTable: VariantTable = {
  prompts: [],
  ownActions: [],
  header: TestVariantHeader,
  sharedZones: {},
  playerZones: {},
}
