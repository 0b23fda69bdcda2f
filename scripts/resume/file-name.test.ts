import { describe, expect, it } from 'vitest';
import { pdfFileName } from './file-name';

describe("the résumé PDF's file name", () => {
  it("is the owner's name in plain ASCII in the default language", () => {
    expect(pdfFileName(['Żaneta Wróblewska'])).toBe('Zaneta-Wroblewska-CV.pdf');
  });

  it("says another language's code, so the two never save under one name", () => {
    expect(pdfFileName(['Żaneta Wróblewska', 'Żaneta Wróblewska'], 'pl')).toBe('Zaneta-Wroblewska-CV-pl.pdf');
    expect(pdfFileName(['Ana Souza', 'Ana Souza'], 'pt-BR')).toBe('Ana-Souza-CV-pt-BR.pdf');
  });

  it("keeps the owner's Latin name when the language writes it in another script", () => {
    expect(pdfFileName(['جانيتا فروبليفسكا', 'Żaneta Wróblewska'], 'ar')).toBe('Zaneta-Wroblewska-CV-ar.pdf');
  });

  it('is resume.pdf, with the language code past the default, when no name has Latin letters', () => {
    expect(pdfFileName(['王小明'])).toBe('resume.pdf');
    expect(pdfFileName(['ワン', '王小明'], 'ja')).toBe('resume-ja.pdf');
  });
});
