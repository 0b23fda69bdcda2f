/** A YAML mapping or a JSON object: not a list, a scalar or null. The importer and the translations read both. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
