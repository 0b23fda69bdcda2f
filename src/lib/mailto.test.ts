import { describe, expect, it } from 'vitest';
import { buildMailtoUrl, type ContactDraft, mailtoAddress } from './mailto';

/** The shipped English sender line (src/messages/en.json). */
const FROM = 'From: {name} ({email})';

const OWNER = 'robin@fixture.test';

const draft = (overrides: Partial<ContactDraft> = {}): ContactDraft => ({
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'A role in Dublin',
  message: 'Hello Robin,\nare you free for a call?',
  ...overrides,
});

/** Reads a mailto link back the way a mail client does: address, then every query field. */
function parse(url: string) {
  const parsed = new URL(url);
  const fields = [...parsed.searchParams.entries()];
  return {
    scheme: parsed.protocol,
    to: decodeURIComponent(parsed.pathname),
    keys: fields.map(([key]) => key),
    subject: parsed.searchParams.get('subject'),
    body: parsed.searchParams.get('body'),
  };
}

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
const expectedBody = (d: ContactDraft) => `From: ${d.name} (${d.email})\r\n\r\n${crlf(d.message)}`;

describe('buildMailtoUrl', () => {
  it('addresses the owner with the subject and a body of the sender line, a blank line and the message', () => {
    const url = buildMailtoUrl(OWNER, draft(), FROM);
    expect(url).toBe(
      'mailto:robin@fixture.test?subject=A%20role%20in%20Dublin' +
        '&body=From%3A%20Ada%20Lovelace%20(ada%40example.org)%0D%0A%0D%0AHello%20Robin%2C%0D%0Aare%20you%20free%20for%20a%20call%3F',
    );
    expect(parse(url)).toEqual({
      scheme: 'mailto:',
      to: OWNER,
      keys: ['subject', 'body'],
      subject: 'A role in Dublin',
      body: 'From: Ada Lovelace (ada@example.org)\r\n\r\nHello Robin,\r\nare you free for a call?',
    });
  });

  const awkward: Record<string, string> = {
    'query separators': 'Tom & Jerry? #1 = 100% sure; a+b',
    'percent sequences': '%20 %0D%0A %26cc%3Devil%40x.com %zz %',
    'line breaks': 'first line\r\nsecond line\nthird line\n\nafter a blank line',
    emoji: 'Thanks 🙏🏽 for reading 🚀 — naïve café, 日本語',
    'very long text': 'Lorem ipsum dolor sit amet, & more. '.repeat(600),
    'an injected cc': 'Hi&cc=evil@x.com&bcc=evil@x.com&to=evil@x.com',
    'injected headers': 'Hi\r\nBcc: evil@x.com\r\nSubject: second',
    'a second subject': 'x&subject=Second subject&body=Replaced body',
  };

  it.each(Object.entries(awkward))('keeps a subject with %s exactly as typed', (_name, subject) => {
    const parsed = parse(buildMailtoUrl(OWNER, draft({ subject }), FROM));
    expect(parsed.subject).toBe(subject);
    expect(parsed.keys).toEqual(['subject', 'body']);
    expect(parsed.to).toBe(OWNER);
  });

  it.each(Object.entries(awkward))('keeps a message with %s exactly as typed', (_name, message) => {
    const d = draft({ message });
    const parsed = parse(buildMailtoUrl(OWNER, d, FROM));
    expect(parsed.body).toBe(expectedBody(d));
    expect(parsed.keys).toEqual(['subject', 'body']);
    expect(parsed.to).toBe(OWNER);
  });

  it.each(Object.entries(awkward))('keeps a name and email with %s exactly as typed', (_name, value) => {
    const d = draft({ name: value, email: `${value}@example.org` });
    const parsed = parse(buildMailtoUrl(OWNER, d, FROM));
    expect(parsed.body).toBe(expectedBody(d));
    expect(parsed.keys).toEqual(['subject', 'body']);
    expect(parsed.to).toBe(OWNER);
  });

  it('never adds a recipient, cc, bcc or second subject, whatever every field holds', () => {
    const attack = '?cc=evil@x.com&bcc=evil@x.com&to=evil@x.com&subject=Hijacked#&body=x\r\nCc: evil@x.com';
    const url = buildMailtoUrl(OWNER, { name: attack, email: attack, subject: attack, message: attack }, FROM);
    const parsed = parse(url);
    expect(parsed.to).toBe(OWNER);
    expect(parsed.keys).toEqual(['subject', 'body']);
    expect(parsed.subject).toBe(attack);
    expect(url.split('?')).toHaveLength(2);
    expect(url).not.toMatch(/#|\s/);
    expect(url.toLowerCase()).not.toMatch(/[?&](cc|bcc|to)=/);
  });

  it('writes every line break of the message as CRLF, as mail links require', () => {
    const parsed = parse(buildMailtoUrl(OWNER, draft({ message: 'a\nb\r\nc\rd' }), FROM));
    expect(parsed.body).toBe('From: Ada Lovelace (ada@example.org)\r\n\r\na\r\nb\r\nc\r\nd');
  });

  it('keeps empty fields as empty values rather than dropping them', () => {
    const parsed = parse(buildMailtoUrl(OWNER, { name: '', email: '', subject: '', message: '' }, FROM));
    expect(parsed).toMatchObject({ keys: ['subject', 'body'], subject: '', body: 'From:  ()\r\n\r\n' });
  });

  it('does not throw on half an emoji pasted into a field', () => {
    const broken = 'cut here \uD83D';
    const parsed = parse(buildMailtoUrl(OWNER, draft({ subject: broken, message: broken }), FROM));
    expect(parsed.subject).toBe('cut here \uFFFD');
    expect(parsed.keys).toEqual(['subject', 'body']);
  });
});

describe('mailtoAddress', () => {
  it('keeps a percent-escaped ? or = in the address as text, so it never decodes into a header', () => {
    const href = mailtoAddress('a%3Fbcc%3Dvictim%40evil.test@x.com');
    expect(href).toBe('mailto:a%253Fbcc%253Dvictim%2540evil.test@x.com');
    expect(decodeURIComponent(href.slice('mailto:'.length))).toBe('a%3Fbcc%3Dvictim%40evil.test@x.com');
  });
});
