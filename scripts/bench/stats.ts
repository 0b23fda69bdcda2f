import { readFileSync } from 'node:fs';

/** The median of the finite numbers; NaN when there are none (a tap or a load that never happened). */
export const median = (numbers: readonly (number | null)[]) => {
  const sorted = numbers.filter((n): n is number => n !== null && Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The median, or NaN when any run lacks the figure: a missing audit must show, not be skipped. */
export const medianOfAll = (numbers: readonly number[]) =>
  numbers.every(Number.isFinite) ? median(numbers) : Number.NaN;

/** CPU seconds used by waited-for child processes so far (Linux /proc; 0 elsewhere). */
export function childCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After "pid (comm) ", cutime and cstime are fields 14 and 15 (0-based), in clock ticks.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}
