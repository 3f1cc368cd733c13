// @ts-check
// Runs Debian's nginx with deploy/nginx.conf over a built site, as an ordinary process: a
// temporary prefix holds the config copies, logs, temp files and the pid file, so nothing
// root-owned is touched. Used by the nginx tests (global-setup.ts), the bench and
// `npm run serve:nginx` (scripts/serve-nginx.mjs). Plain JavaScript so that scripts/ can import
// it too, and no import.meta, which Playwright's loader cannot run.
import {spawnSync} from 'node:child_process';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {repoRoot} from './site-files.mjs';

/** The brotli modules deploy/nginx.conf loads (Debian: libnginx-mod-http-brotli-*). */
export const brotliModules = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];

/** NGINX_PATH if set, else Debian's /usr/sbin/nginx; undefined when missing or without brotli. */
export function findNginx() {
  const binary = [process.env.NGINX_PATH || '/usr/sbin/nginx'].find((p) => existsSync(p));
  return binary && brotliModules.every((m) => existsSync(m)) ? binary : undefined;
}

/** Why nginx tests cannot run here, or undefined when they can. */
export function nginxMissingReason() {
  if (findNginx()) return undefined;
  return (
    'nginx with the brotli modules is not installed: `node scripts/ensure-tools.mjs nginx` ' +
    'installs them as root on Debian or Ubuntu'
  );
}

/**
 * nginx started as root runs its workers as `nobody`, who cannot read a build inside a
 * private folder (a checkout under /root, say). Then the workers stay root: acceptable for
 * a test server bound to loopback, never for production (deploy/ sets no user).
 */
/** @param {string} build */
function workersMustStayRoot(build) {
  if (process.getuid?.() !== 0) return false;
  for (let dir = build; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return true;
    if (dirname(dir) === dir) return false;
  }
}

/**
 * Writes .br/.gz beside the build's files, with the deploy step a person runs
 * (`npm run build:nginx`), unless a previous run already did.
 * @param {string} buildDir
 */
function ensurePrecompressed(buildDir) {
  const page = join(buildDir, 'index.html');
  const compressed = `${page}.br`;
  if (existsSync(compressed) && statSync(compressed).mtimeMs >= statSync(page).mtimeMs) return;
  const command = join(repoRoot, 'scripts/precompress.mjs');
  const done = spawnSync(process.execPath, [command, buildDir], {encoding: 'utf8'});
  if (done.status !== 0) throw new Error(`${command} failed: ${done.stderr}`);
}

/**
 * A self-signed certificate for 127.0.0.1 in dir (cert.pem, key.pem), made with openssl.
 * @param {string} dir
 */
function selfSignedCertificate(dir) {
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'];
  args.push(
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  );
  const made = spawnSync('openssl', args, {encoding: 'utf8'});
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
}

/**
 * Starts nginx on 127.0.0.1:port over buildDir with the repository's deploy/ config
 * (listen.conf replaced). With tlsPort, it also listens there with TLS and a self-signed
 * certificate, as a production server with HTTPS would. Returns its URLs and stop().
 * Relative directories are relative to the working directory: the repository root.
 */
/** @param {{buildDir?: string, port?: number, tlsPort?: number, deployDir?: string}} options */
export async function startNginx({
  buildDir = 'build',
  port = 8600,
  tlsPort = undefined,
  deployDir = 'deploy',
} = {}) {
  const nginx = findNginx();
  if (!nginx) throw new Error(nginxMissingReason());
  const build = resolve(buildDir);
  if (!existsSync(join(build, 'index.html')))
    throw new Error(`no built site in ${build}: run the build first`);
  ensurePrecompressed(build);

  const prefix = mkdtempSync(join(tmpdir(), 'react-figma-nginx-'));
  // Worker processes drop root privileges (to `nobody`) and must reach build/ through here.
  chmodSync(prefix, 0o755);
  for (const dir of ['conf', 'logs', 'temp']) mkdirSync(join(prefix, dir));
  for (const file of ['nginx.conf', 'security-headers.conf', 'common-headers.conf']) {
    copyFileSync(join(deployDir, file), join(prefix, 'conf', file));
  }
  const listen = [`listen 127.0.0.1:${port};`];
  if (tlsPort) {
    selfSignedCertificate(join(prefix, 'conf'));
    listen.push(
      `listen 127.0.0.1:${tlsPort} ssl;`,
      'ssl_certificate cert.pem;',
      'ssl_certificate_key key.pem;',
    );
  }
  writeFileSync(join(prefix, 'conf', 'listen.conf'), `${listen.join('\n')}\n`);
  symlinkSync(build, join(prefix, 'build'));

  const pidFile = join(prefix, 'nginx.pid');
  // What nginx says before it has read its configuration (-e stderr), and the error_log
  // of deploy/nginx.conf, where the daemon logs from then on.
  const startupLog = join(prefix, 'logs', 'startup.log');
  const errorLog = join(prefix, 'logs', 'error.log');
  const args = [
    '-p',
    `${prefix}/`,
    '-c',
    'conf/nginx.conf',
    '-e',
    'stderr',
    '-g',
    `pid ${pidFile};${workersMustStayRoot(build) ? ' user root;' : ''}`,
  ];
  // nginx daemonizes and the daemon keeps stderr: give it a file, not a pipe that
  // would never close. The command returns once nginx listens (or failed to).
  const stderr = openSync(startupLog, 'a');
  const started = spawnSync(nginx, args, {stdio: ['ignore', 'ignore', stderr]});
  closeSync(stderr);
  if (started.status !== 0) {
    const log = readFileSync(startupLog, 'utf8');
    rmSync(prefix, {recursive: true, force: true});
    throw new Error(`nginx failed to start (exit ${started.status}): ${log}`);
  }
  const pid = Number(readFileSync(pidFile, 'utf8'));

  return {
    url: `http://127.0.0.1:${port}`,
    tlsUrl: tlsPort ? `https://127.0.0.1:${tlsPort}` : undefined,
    prefix,
    pid,
    /** The error log of the configuration (deploy/nginx.conf's error_log) so far. */
    errors: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    /** Graceful stop (SIGQUIT), then the prefix goes. */
    async stop() {
      try {
        process.kill(pid, 'SIGQUIT');
        for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
        if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      } finally {
        rmSync(prefix, {recursive: true, force: true});
      }
    },
  };
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
