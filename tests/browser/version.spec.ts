import { VERSION_META } from '../../scripts/site/version-stamp';
import { expect, ROUTES, rel, test } from './fixtures';

test('every page and version.json name the commit the site was built from', async ({ request }) => {
  const response = await request.get(rel('/version.json'));
  expect(response.status()).toBe(200);
  const stamp = (await response.json()) as { commit: string; builtAt: string };
  expect(stamp.commit).toMatch(/^([0-9a-f]{7,40}|unknown)$/);
  expect(Number.isNaN(Date.parse(stamp.builtAt))).toBe(false);
  for (const path of [...ROUTES.map((route) => route.path), '/404.html']) {
    const html = await (await request.get(rel(path))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toContain(`<meta name="${VERSION_META}" content="${stamp.commit}">`);
  }
});
