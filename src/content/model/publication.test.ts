import { describe, expect, it } from 'vitest';
import { publicationOf, utcDay } from './publication';

describe("whether a section entry is on the site, on the build's day", () => {
  const today = '2030-06-15';

  it('publishes an undated entry and one dated today or before', () => {
    expect(publicationOf({}, today)).toBe('published');
    expect(publicationOf({ date: '2030-06-15' }, today)).toBe('published');
    expect(publicationOf({ date: '2024-01-02' }, today)).toBe('published');
    expect(publicationOf({ draft: false, date: '2030-06-14' }, today)).toBe('published');
  });

  it('schedules one dated after today, however the date is stored, until the first build on or after its day', () => {
    expect(publicationOf({ date: '2030-06-16' }, today)).toBe('scheduled');
    // contentlayer2 stores a timestamp, js-yaml a Date: the day is what counts.
    expect(publicationOf({ date: '2030-06-16T00:00:00.000Z' }, today)).toBe('scheduled');
    expect(publicationOf({ date: new Date('2030-06-16T00:00:00Z') }, today)).toBe('scheduled');
    expect(publicationOf({ date: '2030-06-16' }, '2030-06-16')).toBe('published');
  });

  it('keeps a draft off the site whatever its date says, and only `draft: true` makes one', () => {
    expect(publicationOf({ draft: true }, today)).toBe('draft');
    expect(publicationOf({ draft: true, date: '2030-07-01' }, today)).toBe('draft');
    expect(publicationOf({ draft: 'true' }, today)).toBe('published');
  });

  it("takes the day of a clock in UTC, so a build just after midnight in Tokyo is still yesterday's", () => {
    expect(utcDay(new Date('2030-06-15T23:59:59Z'))).toBe('2030-06-15');
    expect(utcDay(new Date('2030-06-16T00:30:00+09:00'))).toBe('2030-06-15');
  });
});
