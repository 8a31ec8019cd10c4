// Whether the `?` overlay is open: the table's keys wait while it is.
import { ref } from 'vue'

export const shortcutsOpen = ref(false)
