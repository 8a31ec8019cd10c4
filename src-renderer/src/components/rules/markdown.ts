// The rules reference's Markdown (headings, tables, bold, lists, code) rendered with markdown-it. Safe and within
// the page's strict Content-Security-Policy: raw HTML in the text is shown as text (html: false), tables align with
// classes instead of inline styles, links are shown as text (the page never navigates), and images as their
// description. Each block carries its source line (data-line) so a search result can scroll to it, and the search's
// matches are wrapped in <mark>.
import MarkdownIt, { type StateCore as CoreState, type Token } from 'markdown-it'

interface Env {
  pattern?: RegExp | null
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: false })

md.core.ruler.push('hearth_blocks', (state: CoreState) => {
  for (const token of state.tokens) {
    // CSP (style-src without 'unsafe-inline'): a table column's alignment becomes a class.
    const style = token.attrGet('style')
    if (style !== null) {
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style')
      const align = /text-align:\s*(left|center|right)/.exec(String(style))?.[1]
      if (align) token.attrJoin('class', `align-${align}`)
    }
    if (token.map && token.nesting === 1) token.attrSet('data-line', String(token.map[0]))
  }
})

md.core.ruler.push('hearth_marks', (state: CoreState) => {
  const pattern = (state.env as Env).pattern
  if (!pattern) return
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue
    const children: Token[] = []
    for (const child of block.children) {
      if (child.type !== 'text') {
        children.push(child)
        continue
      }
      let at = 0
      for (const found of child.content.matchAll(new RegExp(pattern.source, pattern.flags))) {
        if (!found[0]) continue
        if (found.index > at) children.push(textToken(state, child.content.slice(at, found.index)))
        children.push(new state.Token('mark_open', 'mark', 1))
        children.push(textToken(state, found[0]))
        children.push(new state.Token('mark_close', 'mark', -1))
        at = found.index + found[0].length
      }
      if (at === 0) children.push(child)
      else if (at < child.content.length) children.push(textToken(state, child.content.slice(at)))
    }
    block.children = children
  }
})

function textToken(state: CoreState, content: string): Token {
  const token = new state.Token('text', '', 0)
  token.content = content
  return token
}

// Links read as text: the page never navigates (main refuses it anyway).
md.renderer.rules.link_open = () => '<span class="md-link">'
md.renderer.rules.link_close = () => '</span>'
md.renderer.rules.image = (tokens, i) => md.utils.escapeHtml(tokens[i].content)

/** The HTML of a Markdown text, its search matches marked. */
export function renderMarkdown(text: string, pattern: RegExp | null = null): string {
  return md.render(text, { pattern } satisfies Env)
}

/** A line of Markdown as it reads (for search results): no heading marks, list bullets, emphasis or code ticks. */
export function plainLine(line: string): string {
  return line
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/^\s*[-*+]\s+/, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\|(.*)\|\s*$/, (_, cells: string) =>
      cells
        .split('|')
        .map((c) => c.trim())
        .join(' · '),
    )
}
