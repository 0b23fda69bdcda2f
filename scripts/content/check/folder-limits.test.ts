import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../../test/scratch';
import { FOLDER_LIMITS, folderLimitIssues } from './folder-limits';

const dir = scratchDir('scale');

describe('folderLimitIssues', () => {
  it('names the folder, the count and the limit when a folder holds more than the site supports', () => {
    mkdirSync(join(dir, 'experience'));
    mkdirSync(join(dir, 'projects'));
    for (let n = 0; n <= FOLDER_LIMITS.experience; n++) writeFileSync(join(dir, `experience/role-${n}.yaml`), '');
    for (let n = 0; n < FOLDER_LIMITS.projects; n++) writeFileSync(join(dir, `projects/p-${n}.yaml`), '');
    expect(folderLimitIssues(dir, 'content')).toEqual([
      {
        file: 'content/experience',
        line: 1,
        field: '',
        message: `holds ${FOLDER_LIMITS.experience + 1} roles; the site supports at most ${FOLDER_LIMITS.experience} roles, so remove or merge 1 of them (the oldest are the usual choice)`,
      },
    ]);
  });
});
