/**
 * `tsx scripts/content/build-content.ts`: checks content/ and compiles it into .contentlayer/generated, the typed JSON
 * the app imports. The build and the dev server do this themselves; the typecheck needs it first
 * on a fresh clone, where nothing has been generated yet.
 */

import { env } from '../env';
import { buildContent, ContentError } from './run';

try {
  const { contentSeconds } = await buildContent();
  console.log(`Compiled ${env.contentDir}/ into .contentlayer/generated in ${contentSeconds.toFixed(1)} s.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
