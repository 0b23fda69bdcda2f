/**
 * `npm run check:content`: checks every file in content/ (or CONTENT_DIR) and prints every
 * problem at its file and line; under GitHub Actions also as annotations on the line.
 */

import { env } from '../env';
import { checkContent, formatReport } from './check/check';
import { reportWarnings } from './check/warnings';
import { drawContentDiagrams } from './diagrams/blocks';

// Diagrams are checked by drawing them (into the build's cache), once the rest has passed.
const checked = await checkContent(env.contentDir);
const issues = checked.length > 0 ? checked : await drawContentDiagrams(env.contentDir);
if (issues.length > 0) {
  console.error(formatReport(issues, env.githubActions));
  process.exit(1);
}
// Sample values left in content are warned about, never failed on: the site still builds. The scan
// parses every file, so only once the check has found each safe to parse.
reportWarnings(env.contentDir, env.githubActions);
console.log(`Content check passed: ${env.contentDir}/ is ready to build.`);
