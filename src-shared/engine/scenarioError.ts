// A scenario's input is wrong (the scenario contract): the error names the field. Variants' scenario hooks throw it.
export class ScenarioError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`)
    this.name = 'ScenarioError'
  }
}
