import { LABEL_ATTRIBUTE } from './loader-attributes';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A post's compiled body with the page's own words put where the build left their markers
 * (scripts/content/diagrams/rehype.ts): the body is compiled once for every language, its labels
 * are the language's. Markers already filled (a prerendered body read back) are left as they are.
 */
export function withLabels(html: string, words: { label: string; source: string }): string {
  return html
    .replaceAll(` ${LABEL_ATTRIBUTE}="diagram"`, ` aria-label="${escapeAttribute(words.label)}"`)
    .replaceAll(
      `<summary ${LABEL_ATTRIBUTE}="diagramSource"></summary>`,
      `<summary>${escapeAttribute(words.source)}</summary>`,
    );
}
