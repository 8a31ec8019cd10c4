// The rules reference: the list of documents and the one being read.
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { RulesDocument, RulesDocumentId, RulesDocumentInfo } from '@shared/bridge'
import { bridge } from '../bridge'

export const useRulesStore = defineStore('rules', () => {
  const documents = ref<RulesDocumentInfo[]>([])
  const current = ref<RulesDocument | null>(null)
  const loading = ref(false)
  const error = ref<string | null>(null)

  async function loadList() {
    if (documents.value.length) return
    const result = await bridge().rules.list()
    if (result.ok) documents.value = result.value
    else error.value = result.error.message
  }

  async function open(id: RulesDocumentId) {
    loading.value = true
    error.value = null
    const result = await bridge().rules.get({ id })
    loading.value = false
    if (result.ok) current.value = result.value
    else error.value = result.error.message
  }

  return { documents, current, loading, error, loadList, open }
})
