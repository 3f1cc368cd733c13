// The engines suite: what each of Firefox and WebKit must do with the built site. One browser per
// engine for the whole file (tools/engines.mjs), a fresh page per test. See CONTRIBUTING.md,
// "Tests", for what it covers and why.
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import type {Engine, EnginePage} from '../../tools/engines.mjs';
import {versionedFolder} from '../../tools/site-files.mjs';
import {hostileLinks, linkCode} from '../lib/hostile-links';
import {
  Listener,
  forgingCode,
  firstFrameAnswerSoFar,
  frameAnswers,
  framesStarted,
  plainWorkersStarted,
  probeCount,
  probePaths,
  readerProbe,
  readerReport,
  reporting,
  reportingProbe,
  runInPlainWorker,
  startWorkerInFrame,
  unrefused,
} from '../lib/isolation-probes';
import {pluginZipFiles, unzipText} from '../lib/plugin-zip';
import {
  answersAFrame,
  clickButton,
  openHydrated,
  replaceInEditor,
  siteOrigin,
  waitFor,
  waitForHydration,
  waitForText,
} from './page';

export interface EngineExpectations {
  launch: () => Promise<Engine>;
  /** Probes whose API the engine does not have at all: they report 'absent', in any context. */
  absentProbes: string[];
  /**
   * Probes that succeed in the Playground's sandbox of this engine, with why that is harmless.
   * Only storage the sandbox's own opaque origin holds may be listed: "sandbox storage is its
   * own" checks that no other run sees it.
   */
  reachedInSandbox: Record<string, string>;
}

/** The sandbox document of the Playground's runtime, as the site frames it. */
const sandboxUrl = () => `/playground/${versionedFolder('playground')}/sandbox`;
/** Frames the playground's sandbox document, sandboxed as the site does, and starts `script`. */
const startInSandbox = (page: EnginePage, script: string) =>
  page.evaluate(startWorkerInFrame, {src: sandboxUrl(), sandboxed: true, script});

/**
 * The first answer of a worker started in a frame, polled with a deadline. Awaiting the page's
 * own promise (firstFrameAnswer) would leave the driver waiting until the test's timeout if no
 * answer ever came, with nothing said of what was awaited. If none comes, the failure says
 * whether the frame ever got as far as the handshake.
 */
const firstAnswer = (page: EnginePage) =>
  waitFor(page, "a framed worker's first answer", firstFrameAnswerSoFar, null, 60_000).catch(
    async (error: Error) => {
      const started = await page.evaluate(framesStarted, null);
      throw new Error(`${error.message}; frames sent their worker after a handshake: ${started}`);
    },
  );

/** The live preview figure of an example (on a docs page, once Edit is pressed) or the Playground. */
const figure = 'figure[data-state]';

/** The light drawing the live figure shows, as SVG text, once it is current; else null. */
function currentDrawing(figure: string) {
  const element = document.querySelector(figure);
  if (element?.getAttribute('data-state') !== 'current') return null;
  const src = element.querySelector('img.example-preview__image--light')?.getAttribute('src');
  return src ? decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, '')) : null;
}

/** The live figure's data-state, and its status line's text. */
function figureState(figure: string) {
  return document.querySelector(figure)?.getAttribute('data-state');
}
const statusText = (figure: string) =>
  document.querySelector(`${figure} p[role="status"]`)?.textContent ?? '';

/** The paths of what the page has fetched that name a forged font. */
const forgedRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /forged/.test(path));

/** The lines of the live figure's Layers list, once it lists `text`; else null. */
function layersListing({figure, text}: {figure: string; text: string}) {
  const items = Array.from(document.querySelectorAll(`${figure} .example-preview__layers li`));
  const lines = items.map((item) => item.textContent ?? '');
  return lines.some((line) => line.includes(text)) ? lines : null;
}

/**
 * Keeps, instead of downloading it, what the page hands the browser as a download: a `blob:`
 * URL clicked in an `<a download>`. readCaughtDownload then reads its bytes from the Blob.
 */
function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const downloads: {name: string; href: string}[] = [];
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download && blobs.has(this.href))
      downloads.push({name: this.download, href: this.href});
    else click.call(this);
  };
  Object.assign(window, {caughtDownloads: {blobs, downloads}});
}

/** The names of the downloads catchDownloads kept. */
const caughtDownloadNames = () =>
  (
    window as unknown as {caughtDownloads: {downloads: {name: string}[]}}
  ).caughtDownloads.downloads.map(({name}) => name);

/** The first download catchDownloads kept: its file name and its bytes in base64; else null. */
async function readCaughtDownload() {
  const {blobs, downloads} = (
    window as unknown as {
      caughtDownloads: {blobs: Map<string, Blob>; downloads: {name: string; href: string}[]};
    }
  ).caughtDownloads;
  const download = downloads[0];
  const blob = download && blobs.get(download.href);
  if (!download || !blob) return null;
  let binary = '';
  for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
  return {name: download.name, base64: btoa(binary)};
}

/** Storage a sandboxed worker writes (Cache Storage, IndexedDB), where the engine allows it. */
const writeStorage = reporting(
  `const attempt = (write) => Promise.resolve().then(write);
const writing = Promise.allSettled([
  attempt(() => caches.open('probe')).then((cache) =>
    cache.put('https://probe.test/mark', new Response('mark'))),
  new Promise((resolve, reject) => {
    const request = indexedDB.open('probe');
    request.onupgradeneeded = () => request.result.createObjectStore('marks');
    request.onsuccess = () => resolve(request.result.close());
    request.onerror = () => reject(request.error);
  }),
]).then((results) => results.map((result) => result.status));`,
  'writing',
  'port',
);

/** What a sandboxed worker finds of any storage written before it, in a list of names. */
const readStorage = reporting(
  `const attempt = (read) => Promise.resolve().then(read);
const reading = Promise.allSettled([
  attempt(() => caches.keys()),
  attempt(() => indexedDB.databases()).then((databases) => databases.map(({name}) => name)),
]).then((results) => results.flatMap((result) =>
  result.status === 'fulfilled' ? result.value : []));`,
  'reading',
  'port',
);

export function defineEngineSuite({launch, absentProbes, reachedInSandbox}: EngineExpectations) {
  let engine: Engine;
  let listener: Listener;
  let page: EnginePage;

  beforeAll(async () => {
    [engine, listener] = await Promise.all([launch(), new Listener().start()]);
  });
  afterAll(async () => {
    await engine?.close();
    await listener?.stop();
  });
  beforeEach(async () => {
    listener.reset();
    page = await engine.newPage();
  });
  afterEach(async () => page?.close());

  test('a page reaches loopback, and no other host: the browser sends it to the blackhole', async () => {
    await page.goto(`${listener.origin}/control`);
    const outcomes = await page.evaluate(
      (origin) =>
        Promise.all(
          [`${origin}/loopback`, 'http://blocked.test/probe', 'https://blocked.test/probe'].map(
            (url) =>
              fetch(url, {mode: 'no-cors'}).then(
                () => 'reached',
                () => 'refused',
              ),
          ),
        ),
      listener.origin,
    );
    expect(outcomes).toEqual(['reached', 'refused', 'refused']);
    expect(listener.paths).toContain('/loopback');
    // Both went to the blackhole, not to a resolver: no request leaves the machine.
    const asked = engine.blackhole.requests.join('\n');
    expect(asked).toContain('GET http://blocked.test/probe');
    expect(asked).toContain('CONNECT blocked.test:443');
  });

  describe('Playground isolation', () => {
    test('the probes reach the listener from an unconfined worker', async () => {
      await page.goto(`${listener.origin}/control`);
      // If no report comes, what reached the listener tells a worker that never ran from one
      // that stopped on its way.
      const report = await page
        .evaluate(runInPlainWorker, reportingProbe(listener.origin, 'global'))
        .catch((error: Error) => {
          throw new Error(
            `${error.message}; the listener got: ${listener.paths.join(' ') || 'nothing'}`,
          );
        });
      // The replacement keeps the test green; this line keeps it counted in the suite's output.
      if ((await page.evaluate(plainWorkersStarted, null)) > 1) {
        console.warn(`${engine.name}: the unconfined worker posted nothing in 10 s; replaced`);
      }
      expect(report.fetch).toBe('reached');
      expect(report['import()']).toBe('reached');
      const absent = Object.keys(report).filter((probe) => /^absent/.test(report[probe]!));
      expect(absent, 'the probes whose API this engine lacks').toEqual(absentProbes);
      for (const [probe, path] of Object.entries(probePaths)) {
        if (!absent.includes(probe)) expect(listener.paths, path).toContain(path);
      }
    });

    test("in the playground's sandbox, no probe reaches the network or shared storage", async () => {
      await openHydrated(page, '/playground');
      await startInSandbox(page, reportingProbe(listener.origin, 'port'));
      const report = await firstAnswer(page);
      expect(Object.keys(report).length).toBeGreaterThanOrEqual(probeCount);
      expect(Object.keys(unrefused(report))).toEqual(Object.keys(reachedInSandbox));
      expect(listener.paths).toEqual([]);
      expect(listener.connections).toBe(0);
    });

    test('storage a sandbox may open is its own: the next run finds nothing of it', async () => {
      await openHydrated(page, '/playground');
      await startInSandbox(page, writeStorage);
      await firstAnswer(page);
      await startInSandbox(page, readStorage);
      const [, found] = await waitFor(
        page,
        'the second worker',
        () => {
          const {answers} = window as unknown as {answers: unknown[]};
          return answers.length > 1 ? answers : null;
        },
        null,
      );
      expect(found).toEqual([]);
    });

    test('framed by another site, sandboxed or not, the sandbox document starts nothing', async () => {
      // Unsandboxed, its own origin is the site's: a worker it started would have the site's
      // storage. Sandboxed, it would start one, but says hello only to a page of the site.
      const sandbox = new URL(sandboxUrl(), siteOrigin).href;
      const script = reporting('', '"started in " + self.origin', 'port');
      await page.goto(listener.framing(new URL('/playground', siteOrigin).href));
      await page.evaluate(startWorkerInFrame, {src: sandbox, sandboxed: false, script});
      await page.evaluate(startWorkerInFrame, {src: sandbox, sandboxed: true, script});
      // The control: the site's own page, framed in the same page, starts its worker.
      await page.enterFrame('iframe[title="framed page"]');
      await waitForHydration(page);
      await page.evaluate(startWorkerInFrame, {src: sandbox, sandboxed: true, script});
      expect(await firstAnswer(page)).toBe('started in null');
      await page.leaveFrame();
      expect(await page.evaluate(frameAnswers, null)).toEqual([]);
    });

    test('code from a link, run in the Playground, reaches nothing, and draws its report', async () => {
      await openHydrated(page, `/playground#code=${linkCode(readerProbe(listener.origin))}`);
      await clickButton(page, 'Run', {exact: true});
      const lines = await waitFor(page, "the probes' report", layersListing, {
        figure,
        text: 'import() → ',
      });
      expect(await page.evaluate(figureState, figure)).toBe('current');
      const report = readerReport(lines);
      expect(Object.keys(report).length).toBeGreaterThanOrEqual(probeCount);
      // The runner's worker also takes storage away from the reader's code (worker.ts, seal).
      expect(unrefused(report)).toEqual({});
      expect(listener.paths).toEqual([]);
      expect(listener.connections).toBe(0);
    });

    test("answers the reader's code posts itself are not the runtime's", async () => {
      const forged = {
        type: 'result',
        errors: ['forged'],
        missingFonts: Array.from({length: 155}, (_, i) => `../../docs/forged-${i}`),
        durationMs: 1,
        timingKey: '',
      };
      await openHydrated(page, `/playground#code=${linkCode(forgingCode(forged))}`);
      await clickButton(page, 'Run', {exact: true});
      await waitFor(page, "the runtime's own answer", layersListing, {
        figure,
        text: 'drawn by the runtime · Text',
      });
      expect(await page.evaluate(figureState, figure)).toBe('current');
      expect(await page.evaluate(statusText, figure)).not.toMatch(/forged|does not accept/);
      expect(await page.evaluate(forgedRequests, null)).toEqual([]);
    });
  });

  describe('each kind of page', () => {
    test('a docs page hydrates', async () => {
      await openHydrated(page, '/docs/installation');
      expect(await page.evaluate(() => document.querySelector('h1')?.textContent, null)).toBe(
        'Installation',
      );
    });

    test("an example's preview shows its picture", async () => {
      await openHydrated(page, '/docs/api/view');
      const size = await waitFor(
        page,
        'a drawn preview image',
        () => {
          const image = Array.from(
            document.querySelectorAll<HTMLImageElement>('figure.example-preview img'),
          ).find((img) => img.complete && img.naturalWidth > 0 && img.checkVisibility());
          return image && {width: image.naturalWidth, height: image.naturalHeight};
        },
        null,
      );
      expect(size.width).toBeGreaterThan(100);
      expect(size.height).toBeGreaterThan(50);
    });

    test('Edit runs the example, and an edit redraws it', async () => {
      await openHydrated(page, '/docs/api/view');
      await clickButton(page, 'Edit this example');
      expect(await waitFor(page, 'the first drawing', currentDrawing, figure)).toContain('#8ab4f8');
      await replaceInEditor(page, '8ab4f8', 'e8175d');
      const redrawn = await waitFor(
        page,
        'a drawing with the new color',
        (figure) => {
          const element = document.querySelector(figure);
          const src = element
            ?.querySelector('img.example-preview__image--light')
            ?.getAttribute('src');
          const svg = src ? decodeURIComponent(src) : '';
          return element?.getAttribute('data-state') === 'current' && svg.includes('#e8175d')
            ? svg
            : null;
        },
        figure,
      );
      expect(redrawn).not.toContain('#8ab4f8');
    });

    test('the navbar search lists results as the reader types', async () => {
      await openHydrated(page, '/docs/installation');
      await page.click('.navbar input.navbar__search-input');
      // The plugin's combobox, once its index has loaded.
      await waitFor(
        page,
        'the search index',
        () =>
          document.querySelector('.navbar input.navbar__search-input[role="combobox"]') !== null,
        null,
      );
      await page.type('Rectangle');
      const first = await waitFor(
        page,
        'a result',
        () =>
          document
            .querySelector('.navbar [role="listbox"] [role="option"] [class*="hitTitle"]')
            ?.textContent?.trim(),
        null,
      );
      expect(first).toBe('Rectangle');
    });

    test('Run in Figma makes a zip holding the plugin', async () => {
      await openHydrated(page, '/docs/api/view');
      await page.evaluate(catchDownloads, null);
      await clickButton(page, 'Run in Figma');
      const download = await waitFor(page, 'the download', readCaughtDownload, null);
      expect(download.name).toBe('react-figma-view-example-1.zip');
      const files = unzipText(Buffer.from(download.base64, 'base64'));
      expect(Object.keys(files).sort()).toEqual(pluginZipFiles);
      expect(JSON.parse(files['manifest.json']!).name).toBe('react-figma: View, example 1');
      await waitForText(page, /Downloaded react-figma-view-example-1\.zip/);
    });

    test('the Playground draws its starter example', async () => {
      await openHydrated(page, '/playground');
      expect(await waitFor(page, 'the drawing', currentDrawing, figure)).toContain('<svg');
      await waitFor(page, 'the Layers list', layersListing, {figure, text: 'Release card'});
    });
  });

  // Each shared link of tests/lib/hostile-links.ts, as tests/e2e/hostile-links.spec.ts runs it in
  // Chromium. A framed link is opened in a full-size iframe of a page on the listener's origin.
  describe.runIf(hostileLinks.length)('hostile links', () => {
    for (const link of hostileLinks) {
      test(`hostile link: ${link.name}`, async () => {
        if (link.framed) {
          await page.goto(listener.framing(new URL(link.path, siteOrigin).href));
          await page.enterFrame('iframe');
          await waitForHydration(page);
          await page.evaluate(catchDownloads, null);
        } else {
          await openHydrated(page, link.path);
        }
        for (const step of link.steps) {
          if ('click' in step) await clickButton(page, step.click);
          else await page.click('.cm-content');
        }
        await waitForText(page, link.showsIn?.[engine.name] ?? link.shows);
        if (link.framed) {
          expect(await page.evaluate(caughtDownloadNames, null), 'downloaded in a frame').toEqual(
            [],
          );
        }
        expect(await answersAFrame(page), 'the page still draws frames').toBe(true);
      });
    }
  });
}
