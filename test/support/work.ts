// The work a piece of code does, measured as the CPU time this process spends on it: unlike the wall clock, it isn't
// stretched by other processes sharing the machine's cores, so a bound on it holds on a busy CI machine. Where the work
// has a natural count (actions, decisions, suggestions looked up), tests count that instead.

/** Milliseconds of CPU (user and system) this process spends in `fn`. */
export function cpuMs(fn: () => unknown): number {
  const start = process.cpuUsage()
  fn()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/** The same for asynchronous work: CPU milliseconds from the call until the promise settles, and its value. */
export async function cpuMsAsync<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = process.cpuUsage()
  const value = await fn()
  const used = process.cpuUsage(start)
  return { value, ms: (used.user + used.system) / 1000 }
}

/** CPU milliseconds since `start` (a `process.cpuUsage()` reading). */
export function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}
