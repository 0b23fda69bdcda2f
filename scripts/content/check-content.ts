/**
 * `npm run check:content`: checks every file in content/ (or CONTENT_DIR) and prints every
 * problem at its file and line; under GitHub Actions also as annotations on the line.
 */

import { checkContent, formatReport } from './check/check';
import { reportPlaceholders } from './check/placeholders';
import { CONTENT_DIR } from './run';

// Sample values left in content are warned about, never failed on: the site still builds.
reportPlaceholders(CONTENT_DIR, process.env.GITHUB_ACTIONS === 'true');

const issues = checkContent(CONTENT_DIR);
if (issues.length > 0) {
  console.error(formatReport(issues, process.env.GITHUB_ACTIONS === 'true'));
  process.exit(1);
}
console.log(`Content check passed: ${CONTENT_DIR}/ is ready to build.`);
