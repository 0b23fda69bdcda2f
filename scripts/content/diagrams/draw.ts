/**
 * Draws the diagram on standard input in both colour modes into the cache, and prints Mermaid's
 * message when it cannot: the compile (synchronous) runs this for a diagram the cache lacks.
 */
import { readFileSync } from 'node:fs';
import { drawMissing } from './blocks.ts';

const source = readFileSync(0, 'utf8');
const issues = await drawMissing([{ file: 'diagram', source, line: 0 }]);
if (issues.length > 0) {
  console.log(issues.map((issue) => issue.message).join('\n'));
  process.exit(1);
}
