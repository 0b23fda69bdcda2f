import { LABEL_ATTRIBUTE } from './loader-attributes';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Only inside a start tag: the owner's prose may spell the same words, and the serializer escapes
// every `<` of text, so a `<` here opens the build's own element.
const DIAGRAM_MARKER = new RegExp(`(<[a-z][a-z0-9]*\\b[^<>]*?) ${LABEL_ATTRIBUTE}="diagram"`, 'g');

/**
 * A post's compiled body with the page's own words put where the build left their markers
 * (scripts/content/diagrams/rehype.ts): the body is compiled once for every language, its labels
 * are the language's. Markers already filled (a prerendered body read back) are left as they are.
 */
export function withLabels(html: string, words: { label: string; source: string }): string {
  const label = escapeAttribute(words.label);
  return html
    .replace(DIAGRAM_MARKER, (_, tag: string) => `${tag} aria-label="${label}"`)
    .replaceAll(
      `<summary ${LABEL_ATTRIBUTE}="diagramSource"></summary>`,
      `<summary>${escapeAttribute(words.source)}</summary>`,
    );
}
