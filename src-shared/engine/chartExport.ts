// A variant's statechart as data (JSON) and as a Mermaid state diagram, read from the built machine: the command
// line prints them (`hearth chart`) and docs/turn-structure.md shows them.
import type { AnyStateMachine } from 'xstate'
import type { GameChart, StepMeta } from './turnChart'

type Node = AnyStateMachine['root']

export interface ChartTransitionJson {
  event: string
  target: string | null
  guard?: string
  actions?: string[]
  reenter?: boolean
}

export interface ChartStateJson {
  path: string
  initial?: string
  final?: boolean
  entry?: string[]
  exit?: string[]
  /** A step's priority and main-phase flags (its meta). */
  step?: { priority: boolean; main?: boolean; allPassed?: boolean }
  on?: ChartTransitionJson[]
  states?: Record<string, ChartStateJson>
}

const actionName = (a: unknown): string =>
  typeof a === 'string' ? a : ((a as { type: string; params?: { step?: string } }).type ?? String(a))

/** Entry/exit action names; `enterStep` (recording the step's name) is implied by every step and left out. */
const names = (list: readonly unknown[]): string[] => list.map(actionName).filter((n) => n !== 'enterStep')

const pathOf = (node: Node): string => node.path.join('.')

function transitions(node: Node): ChartTransitionJson[] {
  const out: ChartTransitionJson[] = []
  for (const [event, list] of node.transitions) {
    for (const t of list) {
      const guard = t.guard ? (typeof t.guard === 'string' ? t.guard : (t.guard as { type: string }).type) : undefined
      const actions = names(t.actions)
      out.push({
        event,
        target: t.target?.length ? t.target.map(pathOf).join(',') : null,
        ...(guard && { guard }),
        ...(actions.length && { actions }),
        ...(t.reenter && { reenter: true }),
      })
    }
  }
  return out
}

function stateJson(node: Node): ChartStateJson {
  const out: ChartStateJson = { path: pathOf(node) }
  const children = Object.entries(node.states)
  if (children.length && node.initial?.target?.[0]) out.initial = node.initial.target[0].key
  if (node.type === 'final') out.final = true
  const entry = names(node.entry)
  const exit = names(node.exit)
  if (entry.length) out.entry = entry
  if (exit.length) out.exit = exit
  if (node.meta) {
    const meta = node.meta as StepMeta
    out.step = { priority: meta.priority, ...(meta.main && { main: true }), ...(meta.allPassed && { allPassed: true }) }
  }
  const on = transitions(node)
  if (on.length) out.on = on
  if (children.length) out.states = Object.fromEntries(children.map(([key, child]) => [key, stateJson(child)]))
  return out
}

/** The chart as plain data: states with their entry/exit actions, steps' flags and transitions (targets as paths). */
export function chartJson(chart: GameChart): ChartStateJson {
  return stateJson(chart.machine.root)
}

const mermaidId = (path: string): string => path.replace(/\./g, '_') || 'root'

/** The chart as a Mermaid state diagram (stateDiagram-v2): nested phases, entry/exit actions, guarded NEXTs. */
export function chartMermaid(chart: GameChart): string {
  const root = chartJson(chart)
  const lines = ['stateDiagram-v2']
  const edges: string[] = []
  const write = (state: ChartStateJson, indent: string): void => {
    const states = Object.entries(state.states ?? {})
    if (state.initial) lines.push(`${indent}[*] --> ${mermaidId(state.states![state.initial].path)}`)
    for (const [key, child] of states) {
      const id = mermaidId(child.path)
      if (child.states) {
        lines.push(`${indent}state "${key}" as ${id} {`)
        write(child, indent + '  ')
        lines.push(`${indent}}`)
      } else lines.push(`${indent}state "${key}" as ${id}`)
      const notes: string[] = []
      if (child.step && !child.path.startsWith('setup.')) notes.push(child.step.priority ? 'priority' : 'no priority')
      if (child.step?.main) notes.push('main phase')
      if (child.step?.allPassed) notes.push('all passed: a turn-based action')
      if (child.entry) notes.push(`entry / ${child.entry.join(', ')}`)
      if (child.exit) notes.push(`exit / ${child.exit.join(', ')}`)
      for (const note of notes) lines.push(`${indent}${id} : ${note}`)
      if (child.final) edges.push(`${id} --> [*]`)
      for (const t of child.on ?? []) {
        if (!t.target) continue
        const label = [t.event, t.guard && `[${t.guard}]`, t.actions && `/ ${t.actions.join(', ')}`]
          .filter(Boolean)
          .join(' ')
        edges.push(`${id} --> ${mermaidId(t.target)} : ${label}`)
      }
    }
  }
  write(root, '  ')
  // The root's own transitions (the game may end at any moment, CR 104) leave every top-level state.
  for (const t of root.on ?? [])
    for (const key of Object.keys(root.states ?? {}))
      if (t.target && root.states![key].path !== t.target)
        edges.push(`${mermaidId(root.states![key].path)} --> ${mermaidId(t.target)} : ${t.event}`)
  return [...lines, ...edges.map((e) => `  ${e}`)].join('\n') + '\n'
}

/** docs/turn-structure.md: each variant's chart as a Mermaid diagram, generated from the code (`npm run docs:charts`). */
export function turnStructureMarkdown(variants: readonly { id: string; name: string; chart: GameChart }[]): string {
  const parts = [
    '# Turn structure',
    '',
    "<!-- Generated from the variants' statecharts by `npm run docs:charts`; a test fails when this file is stale. -->",
    '',
    "Each variant's statechart (`src-shared/variants/<id>/chart.ts`, built with `src-shared/engine/turnChart.ts`) is",
    'the only place where the order of the setup steps, the phases and steps of a turn (CR 500–514) and their skips',
    "live. A step's turn-based actions are its entry and exit actions; `NEXT` is sent when a step ends (all players",
    'passed with an empty stack, or a step without priority is done, or a setup step has no decision left); a guard in',
    'brackets skips steps (CR 508.8, CR 510.4, MCR-8); `GAME_OVER` leaves for `ended` whenever the game ends (CR 104).',
    "Priority, the stack and pending decisions are the reducer's business inside a step (`src-shared/engine/flow.ts`).",
    "The game keeps the chart's state as a path in `GameState.chart` (e.g. `turn.combat.declareAttackers`).",
    '',
    'Print one with `npm run -s hearth -- chart --variant V [--format mermaid|json]`.',
  ]
  for (const v of variants) {
    parts.push('', `## ${v.name} (\`${v.id}\`)`, '', '```mermaid', chartMermaid(v.chart).trimEnd(), '```')
  }
  return parts.join('\n') + '\n'
}
