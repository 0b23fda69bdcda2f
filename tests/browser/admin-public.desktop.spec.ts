import { expect, ROUTES, rel, test } from './fixtures';

// The editor (/admin) is built with the site but never part of what a visitor or a search engine meets.
test.describe('the editor stays out of the public site', () => {
  test('no public page links to /admin or loads the CMS, and the sitemap leaves it out', async ({ request }) => {
    for (const route of ROUTES) {
      const html = await (await request.get(rel(route.path))).text();
      expect(html, route.path).not.toMatch(/(href|src)="[^"]*admin|sveltia/i);
    }
    expect(await (await request.get(rel('/sitemap.xml'))).text()).not.toContain('admin');
  });

  test('/admin/ is noindex and has its own policy, allowing the GitHub API and no eval', async ({ request }) => {
    const response = await request.get(rel('/admin/'));
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const policy = response.headers()['content-security-policy'];
    expect(policy).toContain("connect-src 'self' blob: data: https://api.github.com");
    expect(policy).not.toContain('unsafe-eval');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<script src="sveltia-cms.js"></script>');
    const home = await request.get(rel('/'));
    expect(home.headers()['content-security-policy']).not.toContain('api.github.com');
  });
});
