const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills a message's `{name}` placeholders: `format('© {name}', { name: 'Ada' })` gives "© Ada". A
 * placeholder without a value stays as written, so a mistake shows instead of vanishing.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The `{placeholders}` a message names, each once, in order of first use. */
export const placeholders = (template: string): string[] => [
  ...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')),
];
