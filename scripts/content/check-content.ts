/**
 * `npm run check:content`: checks every file in content/ (or CONTENT_DIR) and prints every
 * problem at its file and line; under GitHub Actions also as annotations on the line.
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { env } from '../env';
import { checkContent, formatReport } from './check/check';
import { fileText } from './check/file';
import { reportPlaceholders } from './check/placeholders';

// Sample values left in content are warned about, never failed on: the site still builds. The scan
// parses site.yaml, so only once its size and text are safe to parse; the check reports them if not.
const site = join(env.contentDir, 'site.yaml');
if (!existsSync(site) || 'text' in fileText(site)) reportPlaceholders(env.contentDir, env.githubActions);

const issues = checkContent(env.contentDir);
if (issues.length > 0) {
  console.error(formatReport(issues, env.githubActions));
  process.exit(1);
}
console.log(`Content check passed: ${env.contentDir}/ is ready to build.`);
