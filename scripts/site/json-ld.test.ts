import { describe, expect, it } from 'vitest';
import { pageNode, personNode, postalAddress, serializeJsonLd } from './json-ld';

const facts = {
  name: 'Ada Example',
  title: 'Engineer',
  description: 'Builds things.',
  email: 'ada@example.com',
  phone: '+353 1 234 5678',
  location: 'Dublin, Ireland',
  profileUrls: ['https://www.linkedin.com/in/ada', 'https://github.com/ada'],
  skills: ['TypeScript', 'AWS'],
};

describe('structured data', () => {
  it('describes the owner as a Person with contact details, address and profiles', () => {
    const person = personNode(facts, 'https://ada.example.com/');
    expect(person).toEqual({
      '@type': 'Person',
      '@id': 'https://ada.example.com/#person',
      name: 'Ada Example',
      jobTitle: 'Engineer',
      description: 'Builds things.',
      url: 'https://ada.example.com/',
      email: 'ada@example.com',
      telephone: '+353 1 234 5678',
      address: { '@type': 'PostalAddress', addressLocality: 'Dublin', addressCountry: 'Ireland' },
      sameAs: ['https://www.linkedin.com/in/ada', 'https://github.com/ada'],
      knowsAbout: ['TypeScript', 'AWS'],
    });
  });

  it('leaves out a phone, image or skills the content does not give', () => {
    const person = personNode({ ...facts, phone: '', skills: [] }, 'https://ada.example.com/');
    expect(person).not.toHaveProperty('telephone');
    expect(person).not.toHaveProperty('image');
    expect(person).not.toHaveProperty('knowsAbout');
  });

  it('reads a location without a country as a locality', () => {
    expect(postalAddress('Remote')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Remote' });
    expect(postalAddress('Cork, County Cork, Ireland')).toMatchObject({
      addressLocality: 'Cork, County Cork',
      addressCountry: 'Ireland',
    });
  });

  it('makes the home page a ProfilePage about the owner and other pages WebPages about them', () => {
    const person = personNode(facts, 'https://ada.example.com/');
    const common = { person, name: 'T', description: 'D', lang: 'en' };
    expect(pageNode({ ...common, url: 'https://ada.example.com/', isHome: true })).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Ada Example' },
    });
    expect(pageNode({ ...common, url: 'https://ada.example.com/skills', isHome: false })).toMatchObject({
      '@type': 'WebPage',
      about: { '@id': 'https://ada.example.com/#person' },
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed early by content: <, > and & become \\u escapes', () => {
    const json = serializeJsonLd({ name: '</script><script>window.__pwned=1</script> & more' });
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>window.__pwned=1</script> & more' });
  });

  it('escapes the line and paragraph separators JavaScript once rejected in strings', () => {
    const json = serializeJsonLd({ text: 'a\u2028b\u2029c' });
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });

  it('keeps quotes as JSON escapes so attribute-style payloads stay inside the string', () => {
    const value = '"onmouseover=alert(1) x="';
    expect(JSON.parse(serializeJsonLd({ value }))).toEqual({ value });
  });
});
