// @ts-check
// Firefox and WebKit, the two engines beside Chromium that the engines suite (tests/engines/)
// drives: where Debian installs them, how each is launched, and one small page interface over
// both drivers, so that a test is written once for the two. Both browsers keep every page on
// loopback: a request to any other host goes to a local "proxy" that closes each connection at
// once (the blackhole below), so nothing waits on the internet and every attempt is counted.
// Plain JavaScript, as the rest of tools/.
//   Firefox ESR: Puppeteer over WebDriver BiDi, the system binary, a fresh profile of prefs.
//   WebKitGTK: WebKitWebDriver driving MiniBrowser, under an Xvfb display of its own, through
//   selenium-webdriver's plain HTTP client (`usingServer`: no Selenium Manager, no downloads).
import {spawn} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createServer} from 'node:net';
import {join} from 'node:path';
import puppeteer from 'puppeteer-core';
import {Builder, By, until} from 'selenium-webdriver';

/** The window every page gets: wide enough for the docs' desktop layout and a whole example. */
export const engineViewport = {width: 1280, height: 1600};

/** FIREFOX_PATH, else Debian's firefox-esr; undefined when missing. */
export function findFirefox() {
  return [process.env.FIREFOX_PATH || '/usr/bin/firefox-esr'].find((path) => existsSync(path));
}

/** MiniBrowser, WebKitGTK's test browser, which its WebDriver launches (libwebkit2gtk-4.1-0). */
export function findMiniBrowser() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const arch of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    const path = join('/usr/lib', arch, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(path)) return path;
  }
  return undefined;
}

/**
 * What WebKit needs: WebKitWebDriver (webkit2gtk-driver), MiniBrowser and Xvfb (xvfb), as the
 * driver's path; undefined when any is missing.
 */
export function findWebKit() {
  const tools = ['/usr/bin/WebKitWebDriver', findMiniBrowser(), '/usr/bin/Xvfb'];
  return tools.every((path) => path && existsSync(path)) ? tools[0] : undefined;
}

/**
 * @typedef {object} Blackhole
 * @property {number} port
 * @property {string[]} requests what each connection asked for: `CONNECT host:443 …`, `GET http://host/ …`
 * @property {() => Promise<void>} close
 */

/**
 * The proxy both browsers send every request for a host other than loopback to: it reads the
 * request's first line, records it and closes the connection, so the page sees a network error
 * at once, and the tests can tell that the browser did route the request here.
 * @returns {Promise<Blackhole>}
 */
export async function startBlackhole() {
  /** @type {string[]} */
  const requests = [];
  const server = createServer((socket) => {
    socket.once('data', (data) => {
      requests.push(String(data).split('\r\n', 1)[0] ?? '');
      socket.destroy();
    });
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the blackhole has no port');
  return {
    port: address.port,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** The loopback hosts every engine reaches directly. */
const loopback = ['127.0.0.1', 'localhost'];

/**
 * Firefox prefs that keep it on loopback: every proxy is the blackhole, loopback excepted, and
 * no failover to a direct connection; no DNS over HTTPS, prefetching or speculative connections.
 * Puppeteer's own profile already turns off updates, telemetry and safe browsing.
 * @param {number} blackholePort
 */
export function firefoxPrefs(blackholePort) {
  return {
    'network.proxy.type': 1,
    'network.proxy.http': '127.0.0.1',
    'network.proxy.http_port': blackholePort,
    'network.proxy.ssl': '127.0.0.1',
    'network.proxy.ssl_port': blackholePort,
    'network.proxy.no_proxies_on': loopback.join(', '),
    'network.proxy.allow_hijacking_localhost': false,
    'network.proxy.failover_direct': false,
    'network.trr.mode': 5,
    'network.dns.disablePrefetch': true,
    'network.prefetch-next': false,
    'network.predictor.enabled': false,
    'network.http.speculative-parallel-limit': 0,
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
    // WebRTC's UDP would not go through a proxy: it may only use one, so it reaches nothing.
    'media.peerconnection.ice.proxy_only': true,
  };
}

/**
 * @typedef {object} EnginePage One tab of an engine, as the tests drive it. Every method acts in
 * the current frame: the top page, or the frame `enterFrame` entered.
 * @property {(url: string) => Promise<void>} goto Loads a URL in the top page, waiting for `load`.
 * @property {<A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => Promise<Awaited<R>>} evaluate
 *   Runs a self-contained function in the page (no closures: it is sent as source) with one
 *   JSON argument, and returns its JSON result.
 * @property {(selector: string, options?: {count?: number}) => Promise<void>} click
 *   Clicks the center of the first element matching `selector` with the real mouse, as a reader
 *   does (`count: 2`: a double-click).
 * @property {(text: string) => Promise<void>} type Types `text` on the keyboard, into whatever
 *   has the focus.
 * @property {(selector: string) => Promise<void>} enterFrame Makes the methods act inside the
 *   frame of the `<iframe>` matching `selector` (in the top page).
 * @property {() => Promise<void>} leaveFrame Makes them act in the top page again.
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} Engine
 * @property {'firefox' | 'webkit'} name
 * @property {string} version
 * @property {Blackhole} blackhole
 * @property {() => Promise<EnginePage>} newPage A page with nothing of the pages before it.
 * @property {() => Promise<void>} close Ends the browser and every process it started.
 */

/** @returns {Promise<Engine>} */
export async function launchFirefox() {
  const executablePath = findFirefox();
  if (!executablePath) {
    throw new Error('No Firefox ESR found: run `node scripts/ensure-tools.mjs firefox`.');
  }
  const blackhole = await startBlackhole();
  const browser = await puppeteer
    .launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      defaultViewport: engineViewport,
      extraPrefsFirefox: firefoxPrefs(blackhole.port),
    })
    .catch(async (error) => {
      await blackhole.close();
      throw error;
    });
  return {
    name: 'firefox',
    version: await browser.version(),
    blackhole,
    async newPage() {
      // A browser context of its own: no storage or cache shared with the tests before.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      /** @type {import('puppeteer-core').Page | import('puppeteer-core').Frame} */
      let target = page;
      return {
        async goto(url) {
          target = page;
          await page.goto(url, {waitUntil: 'load'});
        },
        evaluate: (fn, arg) => /** @type {any} */ (target.evaluate(/** @type {any} */ (fn), arg)),
        async click(selector, {count = 1} = {}) {
          const element = await target.waitForSelector(selector);
          await element?.click({count});
        },
        type: (text) => page.keyboard.type(text),
        async enterFrame(selector) {
          const element = await page.waitForSelector(selector);
          const frame = await element?.contentFrame();
          if (!frame) throw new Error(`${selector} is no frame`);
          target = frame;
        },
        async leaveFrame() {
          target = page;
        },
        close: () => context.close(),
      };
    },
    async close() {
      await browser.close();
      await blackhole.close();
    },
  };
}

/** A port nothing listens on now, for a server about to start. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Xvfb on the first free display (it picks one and writes its number to fd 3), for MiniBrowser,
 * a GTK program that needs an X server even when nobody looks.
 */
function startXvfb() {
  const {width, height} = engineViewport;
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', `${width}x${height + 200}x24`],
    {stdio: ['ignore', 'ignore', 'pipe', 'pipe']},
  );
  let stderr = '';
  xvfb.stderr?.on('data', (data) => (stderr += data));
  return /** @type {Promise<{display: string, stop: () => void}>} */ (
    new Promise((resolve, reject) => {
      /** @type {import('node:stream').Readable} */ (xvfb.stdio[3]).once('data', (data) =>
        resolve({display: `:${String(data).trim()}`, stop: () => xvfb.kill()}),
      );
      xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
      xvfb.once('error', reject);
    })
  );
}

/**
 * Starts WebKitWebDriver on `port` for `display`, and waits until it answers.
 * @param {number} port
 * @param {string} display
 */
async function startWebKitDriver(port, display) {
  const driver = spawn('/usr/bin/WebKitWebDriver', [`--port=${port}`], {
    env: {...process.env, DISPLAY: display},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    driver.once('exit', (code) => reject(new Error(`WebKitWebDriver exited (${code})`))),
  );
  exited.catch(() => undefined); // it also exits when close() ends it
  for (let attempt = 0; attempt < 300; attempt++) {
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return driver;
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), exited]);
  }
  driver.kill();
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/**
 * What runs `fn(arg)` in the page through WebDriver's Execute Async Script, which has no promise
 * of its own: the result, or the error as text, comes back through its callback.
 * @param {Function} fn
 */
const asyncScript = (fn) => `const done = arguments[arguments.length - 1];
Promise.resolve(arguments[0]).then((${fn})).then(
  (value) => done({value: value === undefined ? null : value}),
  (error) => done({error: String((error && (error.stack || error.message)) || error)}),
);`;

/** @returns {Promise<Engine>} */
export async function launchWebKit() {
  const binary = findMiniBrowser();
  if (!findWebKit() || !binary) {
    throw new Error(
      'No WebKitGTK found: run `node scripts/ensure-tools.mjs webkit` (webkit2gtk-driver, xvfb).',
    );
  }
  const blackhole = await startBlackhole();
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = await startWebKitDriver(port, xvfb.display);
  // MiniBrowser's own proxy option, for every scheme (https and wss by CONNECT), loopback
  // excepted. (WebDriver's proxy capability makes WebKit speak TLS to an `sslProxy`, so the
  // blackhole could not tell which host an https request was for.)
  const proxyArgs = [
    `--proxy=http://127.0.0.1:${blackhole.port}`,
    ...loopback.map((host) => `--ignore-host=${host}`),
  ];
  const driver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {binary, args: ['--automation', ...proxyArgs]},
    })
    .build();
  await driver.manage().setTimeouts({script: 120_000, pageLoad: 60_000});
  await driver
    .manage()
    .window()
    .setRect({x: 0, y: 0, ...engineViewport});
  const capabilities = await driver.getCapabilities();
  let inFrame = false;
  const topPage = async () => {
    if (inFrame) await driver.switchTo().defaultContent();
    inFrame = false;
  };
  return {
    name: 'webkit',
    version: String(capabilities.get('browserVersion')),
    blackhole,
    async newPage() {
      // One window for the whole run (a session per test costs a browser start), emptied before
      // each test. The site keeps nothing in storage that a later test could meet.
      await topPage();
      await driver.get('about:blank');
      return {
        async goto(url) {
          await topPage();
          await driver.get(url);
        },
        async evaluate(fn, arg) {
          const result = /** @type {{value?: any, error?: string}} */ (
            await driver.executeAsyncScript(asyncScript(fn), arg)
          );
          if (result.error !== undefined) throw new Error(`in the page: ${result.error}`);
          return result.value;
        },
        async click(selector, {count = 1} = {}) {
          // As Puppeteer's waitForSelector does for Firefox: a control may mount after load.
          const element = await driver.wait(until.elementLocated(By.css(selector)), 20_000);
          if (count === 2) await driver.actions().doubleClick(element).perform();
          else await element.click();
        },
        type: (text) => driver.actions().sendKeys(text).perform(),
        async enterFrame(selector) {
          await topPage();
          await driver.switchTo().frame(await driver.findElement(By.css(selector)));
          inFrame = true;
        },
        leaveFrame: topPage,
        async close() {
          await topPage();
          await driver.get('about:blank');
        },
      };
    },
    async close() {
      await driver.quit().catch(() => undefined);
      driverProcess.kill();
      xvfb.stop();
      await blackhole.close();
    },
  };
}
