/**
 * `npm run schema`: writes schemas/<type>.schema.json from src/content/model.ts.
 * Commit the result; a unit test fails while the committed schemas are stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allSchemas, SCHEMA_DIR } from './check/schema';

const dir = SCHEMA_DIR;
mkdirSync(dir, { recursive: true });
for (const [name, text] of allSchemas()) writeFileSync(join(dir, name), text);
console.log(`Wrote ${allSchemas().size} schemas into ${dir}/.`);
