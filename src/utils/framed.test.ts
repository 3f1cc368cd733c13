import {describe, expect, it} from 'vitest';
import {framedByAnotherSite} from './framed';

/** A window-like object at `origin` (undefined: of another origin, whose location throws). */
function fakeWindow(origin: string | undefined, parent?: Window): Window {
  const view = {
    get location() {
      if (origin === undefined) throw new DOMException('Blocked a frame', 'SecurityError');
      return {origin};
    },
  } as unknown as {parent: Window};
  view.parent = parent ?? (view as unknown as Window);
  return view as unknown as Window;
}

describe('framedByAnotherSite', () => {
  const site = 'https://react-figma.dev';

  it('is false for a page shown on its own', () => {
    expect(framedByAnotherSite(fakeWindow(site))).toBe(false);
  });

  it('is false in a frame of a page of the same site', () => {
    expect(framedByAnotherSite(fakeWindow(site, fakeWindow(site)))).toBe(false);
  });

  it('is true in a frame of another site, whose location cannot be read', () => {
    expect(framedByAnotherSite(fakeWindow(site, fakeWindow(undefined)))).toBe(true);
  });

  it('is true when a readable parent has another origin', () => {
    expect(framedByAnotherSite(fakeWindow(site, fakeWindow('https://evil.example')))).toBe(true);
  });

  it("is true when the site's parent page is itself framed by another site", () => {
    const top = fakeWindow(undefined);
    expect(framedByAnotherSite(fakeWindow(site, fakeWindow(site, top)))).toBe(true);
  });
});
