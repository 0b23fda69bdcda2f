/** A size in kilobytes of 1000 bytes, the unit the budgets are set in: `12.3 KB`. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Rows, the first the header, in aligned columns: plain for a terminal, or a Markdown table. */
export function table(rows: string[][], style: 'plain' | 'markdown' = 'plain'): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const padded = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0));
  if (style === 'plain') return rows.map((row) => padded(row).join('  ').trimEnd()).join('\n');
  const line = (row: string[]) => `| ${padded(row).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(rows[0] ?? []), rule, ...rows.slice(1).map(line)].join('\n');
}
