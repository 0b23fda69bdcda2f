import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../../test/scratch';
import { SCALE, scaleIssues } from './scale';

const dir = scratchDir('scale');

describe('scaleIssues', () => {
  it('names the folder, the count and the limit when a folder holds more than the site supports', () => {
    mkdirSync(join(dir, 'experience'));
    mkdirSync(join(dir, 'projects'));
    for (let n = 0; n <= SCALE.experience; n++) writeFileSync(join(dir, `experience/role-${n}.yaml`), '');
    for (let n = 0; n < SCALE.projects; n++) writeFileSync(join(dir, `projects/p-${n}.yaml`), '');
    expect(scaleIssues(dir, 'content')).toEqual([
      {
        file: 'content/experience',
        line: 1,
        field: '',
        message: `holds ${SCALE.experience + 1} roles; the site supports at most ${SCALE.experience} roles, so remove or merge 1 of them (the oldest are the usual choice)`,
      },
    ]);
  });
});
