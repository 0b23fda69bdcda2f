/**
 * Each section entry's BibTeX as a file of its own, `/<section>/<slug>.bib`: what its Cite action
 * downloads without scripts and copies with them, so no page carries the BibTeX of its entries.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function writeCitations(siteDir: string, citations: readonly { path: string; bibtex: string }[]): void {
  for (const { path, bibtex } of citations) {
    const file = join(siteDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bibtex);
  }
}
