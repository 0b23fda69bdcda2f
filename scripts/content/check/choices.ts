/** The message for a value that is none of a field's choices (an icon, a colour, a language code). */

/** Why a value is none of `options`: the whole list when short, else a few and the one it differs from only in case. */
export function choiceProblem(options: readonly string[], value: unknown, got: string): string {
  if (options.length <= 20) return `must be one of: ${options.join(', ')}; got ${got}`;
  const wanted = typeof value === 'string' ? value.replace(/_/g, '-').toLowerCase() : undefined;
  const guess = options.find((option) => option.toLowerCase() === wanted);
  const some = `${options.slice(0, 6).join(', ')}, … (${options.length} in all; content/schemas/ lists them)`;
  return `must be one of ${some}; got ${got}${guess ? `: did you mean ${guess}?` : ''}`;
}
