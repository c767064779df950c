/** The generated-client check of spec 000 §5: every required parameter must be present. */
export class RequiredError extends Error {
  constructor(
    readonly field: string,
    operation: string,
  ) {
    super(`Required parameter ${field} was null or undefined when calling ${operation}.`);
    this.name = 'RequiredError';
  }
}

export function assertParams(operation: string, params: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) throw new RequiredError(name, operation);
  }
}
