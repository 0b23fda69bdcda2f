import { describe, expect, it } from 'vitest';
import { hoistStyles } from './html';

const page = '<html><head><title>Post</title></head><body><!--app-html--></body></html>';

describe("the styles a prerendered page's markup carries", () => {
  it("move to the head: React's hoisted styles first, then the rules a post's body carries", () => {
    const app =
      '<style data-precedence="sections" data-href="sections-entry">.a{}</style>' +
      '<article><div data-entry-body="writing/x"><p>Hi</p><style data-body-style="">.m1{color:red}</style>' +
      '<figure class="diagram"></figure><style data-body-style="">#d1 path{fill:blue}</style></div></article>';
    const { html, appHtml } = hoistStyles(page, app);
    expect(html).toContain(
      '<style data-precedence="sections" data-href="sections-entry">.a{}</style><style data-body-style="">.m1{color:red}</style><style data-body-style="">#d1 path{fill:blue}</style>\n  </head>',
    );
    expect(appHtml).toBe(
      '<article><div data-entry-body="writing/x"><p>Hi</p><figure class="diagram"></figure></div></article>',
    );
  });

  it('leave a page without them as it is', () => {
    expect(hoistStyles(page, '<main>Hi</main>')).toEqual({ html: page, appHtml: '<main>Hi</main>' });
  });
});
