// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { runHostileContent } from './hostile-content';

// `npm test` tries a few fixed cases; `npm run fuzz` many, from a new seed each run (FUZZ_RUNS, FUZZ_SEED).
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Date.now() % 100_000 : 22));

describe('content with hostile words in every text field', () => {
  it('is refused at the file and line, or builds pages that show every field exactly as written', {
    timeout: 120_000 + RUNS * 60_000,
  }, async () => {
    // Every replacement pattern String.replace knows, in every text field at once: the first case.
    const report = await runHostileContent(RUNS, SEED, ["I write bash like echo $'tab'; $` $& $$ $1 $<x> cost $5"]);
    console.log(
      `Hostile content (seed ${SEED}, ${report.fields} text fields, ${report.shown} shown on pages): ${report.tried} cases tried, ${report.refused} refused at file:line, ${report.correct} of ${report.built} builds correct, ${report.crashed} crashed.`,
    );
    for (const refusal of report.refusals) console.log(`  refused: ${refusal.slice(0, 200)}`);
    expect(report.failures).toEqual([]);
    expect(report.tried).toBe(RUNS + 1);
    expect(report.correct).toBeGreaterThanOrEqual(1);
  });
});
