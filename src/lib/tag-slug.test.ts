import { describe, expect, it } from 'vitest';
import { tagSlug } from './tag-slug';

describe('tagSlug', () => {
  it('lower-cases a tag and dashes its spaces and punctuation', () => {
    expect(tagSlug('Kubernetes')).toBe('kubernetes');
    expect(tagSlug('Open Source')).toBe('open-source');
    expect(tagSlug('  Node.js ')).toBe('node-js');
  });

  it('gives two spellings of one tag one slug', () => {
    expect(tagSlug('CI')).toBe(tagSlug('ci'));
    expect(tagSlug('ＣＩ')).toBe('ci');
    expect(tagSlug('Résumé')).toBe(tagSlug('resume'));
  });

  it('keeps the languages that pluses and hashes name apart', () => {
    expect(tagSlug('C++')).toBe('c-plus-plus');
    expect(tagSlug('C#')).toBe('c-sharp');
    expect(tagSlug('C')).toBe('c');
  });

  it('keeps letters of every script, with their marks, so a tag in any language has an address', () => {
    expect(tagSlug('日本語')).toBe('日本語');
    expect(tagSlug('ガイド')).toBe('ガイド');
    expect(tagSlug('ｶﾞｲﾄﾞ')).toBe('ガイド');
    expect(tagSlug('الحوسبة السحابية')).toBe('الحوسبة-السحابية');
    expect(tagSlug('हिन्दी')).toBe('हिन्दी');
  });

  it('is empty for a tag with no letter or digit, which the content check refuses', () => {
    expect(tagSlug('🚀')).toBe('');
    expect(tagSlug('!!!')).toBe('');
  });
});
