import { describe, expect, it } from 'vitest';
import { withLabels } from './body-labels';

const words = { label: 'Diagramme "A" & B', source: 'Source <du> diagramme' };

describe("a post body's own words", () => {
  it("name an untitled diagram and its source's disclosure in the page's language, escaped", () => {
    const html =
      '<div class="diagram-view" role="img" data-label="diagram"></div><details><summary data-label="diagramSource"></summary></details>';
    expect(withLabels(html, words)).toBe(
      '<div class="diagram-view" role="img" aria-label="Diagramme &quot;A&quot; &amp; B"></div><details><summary>Source &lt;du&gt; diagramme</summary></details>',
    );
  });

  it("leave a body already labelled, and the owner's own text, as they are", () => {
    const labelled = withLabels('<summary data-label="diagramSource"></summary>', words);
    expect(withLabels(labelled, { label: 'x', source: 'y' })).toBe(labelled);
    expect(withLabels('<p>data-label="diagram"</p>', words)).toBe('<p>data-label="diagram"</p>');
    const prose = '<p>Write data-label="diagram" or &#x3C;summary data-label="diagramSource">&#x3C;/summary></p>';
    expect(withLabels(prose, words)).toBe(prose);
  });
});
