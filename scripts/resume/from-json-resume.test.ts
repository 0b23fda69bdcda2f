import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FOLDER_LIMITS } from '../content/check/folder-limits';
import { fromJsonResume } from './from-json-resume';

const job = { name: 'Acme', position: 'Engineer', startDate: '2020-01-01', location: 'Remote', keywords: ['Go'] };
const yamlOf = (resume: unknown, path: string) => parse(fromJsonResume(resume).files[path] ?? 'null');

describe('fromJsonResume', () => {
  it('survives keys named after Object.prototype', () => {
    const hostile = JSON.parse(
      '{"__proto__":[{"a":1}],"constructor":[1],"toString":[2],"basics":{"name":"Ada","__proto__":{"x":1}},' +
        '"skills":[{"name":"Go","level":"constructor","keywords":["toString"]}],"work":[{"constructor":1,"position":"X","startDate":"2020"}]}',
    );
    const result = fromJsonResume(hostile);
    expect(result.unmapped).toEqual(expect.arrayContaining(['constructor: 1 entry (the site has no page for them)']));
    expect(parse(result.files['skills/go.yaml'] ?? '').skills).toEqual([{ name: 'toString', level: 50 }]);
  });

  it('reads short dates as the right day and leaves impossible ones out, saying so', () => {
    const result = fromJsonResume({
      work: [
        { ...job, startDate: '2020-1-5' },
        { ...job, name: 'Beta', startDate: '2021-02-30' },
        { ...job, name: 'Gamma', startDate: '2022-05-01', endDate: '2021-01-01' },
      ],
    });
    expect(parse(result.files['experience/engineer-acme.yaml'] ?? '').start).toBe('2020-01-05');
    expect(result.files['experience/engineer-beta.yaml']).toBeUndefined();
    expect(result.unmapped).toEqual(
      expect.arrayContaining([
        'work[1].startDate: "2021-02-30" is not a day of the calendar, so it was left out',
        'work[2]: "Engineer" ends before it starts, so it was left out',
      ]),
    );
  });

  it('removes passwords from links, line breaks from emails, and cuts text to the limits', () => {
    const result = fromJsonResume({
      basics: {
        name: 'N'.repeat(300),
        email: 'ada@example.org\r\nBcc: x@y.z',
        url: 'https://user:secret@ada.example.org/',
        profiles: [{ network: 'GitHub', url: 'https://ada:pw@github.com/ada' }],
      },
      work: [{ ...job, keywords: Array.from({ length: 150 }, (_, i) => `k${i}`) }],
    });
    const site = parse(result.files['site.yaml'] ?? '');
    expect(site.siteUrl).toBe('https://ada.example.org');
    expect(site.github.url).toBe('https://github.com/ada');
    expect(site.email).toBe('replace-me@example.invalid');
    expect(result.unmapped).toContain('basics.email: "ada@example.orgBcc:x@y.z" is not an email address');
    const tile = parse(fromJsonResume({ basics: { email: ' ada@example.org\r\n' } }).files['social/email.yaml'] ?? '');
    expect(tile).toMatchObject({ url: 'mailto:ada@example.org', description: 'ada@example.org' });
    expect([...site.name].length).toBe(200);
    expect(
      yamlOf(
        { work: [{ ...job, keywords: Array.from({ length: 150 }, (_, i) => `k${i}`) }] },
        'experience/engineer-acme.yaml',
      ).technologies,
    ).toHaveLength(100);
    expect(result.unmapped).toEqual(
      expect.arrayContaining([
        'basics.url: the user name and password in the address were removed',
        "basics.name: cut to 200 characters (the site's limit)",
      ]),
    );
  });

  it("leaves the employer's website out instead of calling it a product, and marks a date without a day as a stand-in", () => {
    const result = fromJsonResume({ work: [{ ...job, url: 'https://acme.example', startDate: '2015-06' }] });
    const file = result.files['experience/engineer-acme.yaml'] ?? '';
    expect(parse(file)).not.toHaveProperty('product');
    expect(result.unmapped).toEqual(expect.arrayContaining(['work[0].url (no field for it)']));
    expect(parse(file).start).toBe('2015-06-01');
    expect(file).toMatch(/^start: 2015-06-01 #.*stand-in/m);
    expect(result.placeholders.join('\n')).toContain(
      'experience/engineer-acme.yaml: start (work[0].startDate gives no day',
    );
  });

  it('keeps to the scale the check supports and names what it left out', () => {
    const work = Array.from({ length: 10_000 }, (_, n) => ({ ...job, name: `Co ${n}` }));
    const result = fromJsonResume({ work });
    expect(Object.keys(result.files).filter((path) => path.startsWith('experience/'))).toHaveLength(
      FOLDER_LIMITS.experience,
    );
    expect(result.unmapped).toContain(
      `work: only the first ${FOLDER_LIMITS.experience} of 10000 kept; left out: Co 200; Co 201; Co 202; Co 203; Co 204; and 9795 more`,
    );
  });
});
