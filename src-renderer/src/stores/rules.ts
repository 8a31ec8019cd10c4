// The rules reference: the list of documents, the one being read, and a search across every text and ruling.
// Documents are kept as players read them (components/rules/guide.ts); Markdown lines are searched as they read.
import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { RulesDocument, RulesDocumentId, RulesDocumentInfo } from '@shared/bridge'
import { bridge } from '../bridge'
import { forPlayers, infoForPlayers } from '../components/rules/guide'
import { plainLine } from '../components/rules/markdown'

export interface Segment {
  text: string
  match: boolean
}

export interface RulesMatch {
  /** The line's index in the document (lines are the texts' paragraphs: numbered rules, rulings). */
  line: number
  segments: Segment[]
}

export interface RulesDocumentMatches {
  id: RulesDocumentId
  title: string
  matches: RulesMatch[]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What a search looks for: a ruling id ("MH-1", "CR 601.2f") as a whole word, so MH-1 doesn't find MH-10;
 * anything else as text, case-insensitively. Null for too short a query.
 */
export function searchPattern(query: string): RegExp | null {
  const q = query.trim()
  if (q.length < 2) return null
  const words = escape(q).replace(/\s+/g, '\\s+')
  return /^[a-z]{2}-\d+$/i.test(q) || /^cr\s+\d/i.test(q)
    ? new RegExp(`(?<![\\w-])${words}(?![\\w]|\\.\\d)`, 'gi')
    : new RegExp(words, 'gi')
}

/** A line cut into the parts that match and the parts that don't. */
export function segmentsOf(line: string, pattern: RegExp | null): Segment[] {
  if (!pattern) return [{ text: line, match: false }]
  const segments: Segment[] = []
  let at = 0
  // A fresh copy: matchAll would start from the pattern's lastIndex.
  for (const found of line.matchAll(new RegExp(pattern.source, pattern.flags))) {
    if (found[0] === '') continue
    if (found.index > at) segments.push({ text: line.slice(at, found.index), match: false })
    segments.push({ text: found[0], match: true })
    at = found.index + found[0].length
  }
  if (at < line.length || segments.length === 0) segments.push({ text: line.slice(at), match: false })
  return segments
}

export function searchDocument(doc: RulesDocument, pattern: RegExp): RulesMatch[] {
  const matches: RulesMatch[] = []
  const markdown = doc.format === 'markdown'
  doc.text.split('\n').forEach((line, index) => {
    const segments = segmentsOf(markdown ? plainLine(line) : line, pattern)
    if (segments.some((s) => s.match)) matches.push({ line: index, segments })
  })
  return matches
}

export const useRulesStore = defineStore('rules', () => {
  const documents = ref<RulesDocumentInfo[]>([])
  const current = ref<RulesDocument | null>(null)
  const loading = ref(false)
  const error = ref<string | null>(null)
  /** Every document's text, read for the search. */
  const texts = ref<Partial<Record<RulesDocumentId, RulesDocument>>>({})
  const query = ref('')
  const searchError = ref<string | null>(null)
  /** The texts are being read for a search. */
  const searching = ref(false)

  async function loadList() {
    if (documents.value.length) return
    const result = await bridge().rules.list()
    if (result.ok) documents.value = result.value.map(infoForPlayers)
    else error.value = result.error.message
  }

  async function open(id: RulesDocumentId) {
    loading.value = true
    error.value = null
    const cached = texts.value[id]
    const result = cached ? ({ ok: true, value: cached } as const) : await bridge().rules.get({ id })
    loading.value = false
    if (result.ok) {
      const doc = forPlayers(result.value)
      current.value = doc
      texts.value = { ...texts.value, [id]: doc }
    } else error.value = result.error.message
  }

  /** Reads every document not read yet, for the search. */
  async function loadAll() {
    await loadList()
    const missing = documents.value.filter((d) => !texts.value[d.id])
    if (!missing.length) return
    searching.value = true
    const results = await Promise.all(missing.map((d) => bridge().rules.get({ id: d.id })))
    const next = { ...texts.value }
    for (const result of results) {
      if (result.ok) next[result.value.id] = forPlayers(result.value)
      else searchError.value = result.error.message
    }
    texts.value = next
    searching.value = false
  }

  const pattern = computed(() => searchPattern(query.value))

  /** The lines that match, document by document (in the list's order). */
  const results = computed<RulesDocumentMatches[]>(() => {
    const p = pattern.value
    if (!p) return []
    return documents.value
      .map((d) => ({
        id: d.id,
        title: d.title,
        matches: texts.value[d.id] ? searchDocument(texts.value[d.id]!, p) : [],
      }))
      .filter((d) => d.matches.length > 0)
  })

  return {
    documents,
    current,
    loading,
    error,
    texts,
    query,
    searchError,
    searching,
    pattern,
    results,
    loadList,
    open,
    loadAll,
  }
})
