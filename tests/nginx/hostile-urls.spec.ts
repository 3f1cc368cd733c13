import {test, expect, waitForHydration} from '../e2e/fixtures';
import {nginxPort} from './playwright.config';
import {rawGet} from './raw-http';
import {skipWithoutNginx} from './skip-without-nginx';

skipWithoutNginx();

/**
 * What an attacker puts in front of `/index.html` or `.html` to turn the clean-URL redirect
 * into an open redirect (`Location: /\evil.example` is `//evil.example` to a browser) or a
 * header injection (a CR or LF in `Location`). Raw ones are sent byte for byte.
 */
const payloads = [
  '%5Cevil.example',
  '%5C%5Cevil.example',
  '%5C/evil.example',
  '\\evil.example',
  '%09/evil.example',
  '\t/evil.example',
  '/evil.example',
  '//evil.example',
  '%2F%2Fevil.example',
  '%2Fevil.example',
  '%252F%252Fevil.example',
  '%255Cevil.example',
  '%E3%80%80/evil.example',
  'a%0DSet-Cookie:%20x=1',
  'a%0ASet-Cookie:%20x=1',
  'a%0D%0ASet-Cookie:%20x=1;%20Max-Age=31536000',
  'a\rSet-Cookie: x=1',
  'a%00b',
  'docs/..%5C..%5Cevil.example',
];
const attacks = payloads.flatMap((payload) => [`/${payload}/index.html`, `/${payload}.html`]);
/**
 * Doubled leading slashes are the one kind that still redirects: //x means /x to nginx and
 * to the site's router alike, and the Location starts with exactly one slash.
 */
const collapsed = (target: string) =>
  /^\/{2,}evil\.example(\/index)?\.html$/.test(target) ? '/evil.example' : undefined;

const header = (headers: Array<[string, string]>, name: string) =>
  headers.filter(([key]) => key === name).map(([, value]) => value);

test.describe('the clean-URL redirect cannot be turned against readers', () => {
  for (const target of attacks.filter((target) => !collapsed(target))) {
    test(`${JSON.stringify(target)}: the 404 page, no Location, no Set-Cookie`, async () => {
      const response = await rawGet(nginxPort, target);
      expect(response.status).toBe(404);
      expect(header(response.headers, 'location')).toEqual([]);
      expect(header(response.headers, 'set-cookie')).toEqual([]);
      expect(response.body).toContain('Page Not Found');
    });
  }
  for (const target of attacks.filter(collapsed)) {
    test(`${JSON.stringify(target)}: redirects to exactly ${collapsed(target)}, on this site`, async () => {
      const response = await rawGet(nginxPort, target);
      expect(response.status).toBe(301);
      expect(header(response.headers, 'location')).toEqual([collapsed(target)]);
      expect(header(response.headers, 'set-cookie')).toEqual([]);
    });
  }

  // Safe input still gets its one-hop redirect; encoded bytes stay encoded in the query.
  for (const [target, location] of [
    ['/index.html', '/'],
    ['/index.html?tab=1', '/?tab=1'],
    ['/docs/styling/index.html', '/docs/styling'],
    ['/docs/installation.html?a=b&c=d', '/docs/installation?a=b&c=d'],
    [
      '/docs/styling/index.html?x=%0D%0ASet-Cookie:%20x=1',
      '/docs/styling?x=%0D%0ASet-Cookie:%20x=1',
    ],
    ['/blog/2026/11/10/selection-events/index.html', '/blog/2026/11/10/selection-events'],
    ['//docs/styling/index.html', '/docs/styling'],
    ['//docs/installation', '/docs/installation'],
    ['///docs/installation/?a=1', '/docs/installation/?a=1'],
    ['//', '/'],
  ] as const) {
    test(`${target} redirects to exactly ${location}`, async () => {
      const response = await rawGet(nginxPort, target);
      expect(response.status).toBe(301);
      expect(header(response.headers, 'location')).toEqual([location]);
      expect(header(response.headers, 'set-cookie')).toEqual([]);
    });
  }
});

test.describe('in Chromium, no crafted URL leaves the site', () => {
  // The URL parser drops tabs and CR/LF, and turns backslashes into slashes, so a browser
  // gets the encoded forms.
  const browserAttacks = attacks.filter((target) => !/[\\\t\r]/.test(target));

  test(`${browserAttacks.length} crafted URLs stay on the origin, show the 404 page and set no cookie`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    for (const target of browserAttacks) {
      // A full URL: page.goto('//evil.example/…') would itself leave the origin.
      const response = await page.goto(`${origin}${target}`);
      expect(new URL(page.url()).origin, target).toBe(origin);
      expect(response?.status(), target).toBe(404);
      if (collapsed(target)) expect(new URL(page.url()).pathname).toBe(collapsed(target));
      await waitForHydration(page);
      await expect(page.locator('h1'), target).toHaveText('Page Not Found');
      expect(new URL(page.url()).origin, `${target} after hydration`).toBe(origin);
    }
    expect(await page.context().cookies()).toEqual([]);
  });
});
