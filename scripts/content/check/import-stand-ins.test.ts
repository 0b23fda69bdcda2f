import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../../test/scratch';
import { findStandIns, formatStandIn, STAND_IN_COMMENT, STAND_IN_URL, standInText } from './import-stand-ins';

const dir = scratchDir('stand-ins');

describe('findStandIns', () => {
  it('finds the marked text, the unreachable link and the commented value, at their lines', () => {
    mkdirSync(join(dir, 'education'));
    writeFileSync(
      join(dir, 'education/degree.yaml'),
      [
        'degree: Master',
        `location: "${standInText('city and country')}"`,
        `website: ${STAND_IN_URL}`,
        `progress: 50 #${STAND_IN_COMMENT}`,
        'level: 7',
      ].join('\n'),
    );
    const found = findStandIns(dir, 'content');
    expect(found.map(({ line, field }) => `${line} ${field}`)).toEqual(['2 location', '3 website', '4 progress']);
    expect(formatStandIn(found[0] ?? { file: '', line: 0, field: '' })).toBe(
      'Warning: content/education/degree.yaml:2 stand-in value left by the importer in content/education/degree.yaml field location; replace it with your own before you publish.',
    );
  });

  it('stays silent on content that holds none', () => {
    expect(findStandIns('tests/owners/international')).toEqual([]);
  });
});
