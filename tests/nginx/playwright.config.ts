import {defineConfig} from '@playwright/test';
import {baseConfig} from '../playwright-base';

/** nginx (deploy/nginx.conf) serving build/, started by global-setup.ts on this port. */
export const nginxPort = Number(process.env.NGINX_PORT ?? 8600);
/** The same server over TLS (self-signed), as a production server with HTTPS. */
export const nginxTlsPort = Number(process.env.NGINX_TLS_PORT ?? nginxPort + 43);

const loadTest = /load\.spec\.ts$/;

export default defineConfig({
  ...baseConfig,
  testDir: '.',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // The browser tests are CPU-bound, but two workers overlap the waits of the rest (the error-log
  // test's lingering close, for one): see BENCHMARK.md, "Figures behind the code's choices".
  workers: 2,
  timeout: 120_000,
  use: {...baseConfig.use, baseURL: `http://127.0.0.1:${nginxPort}`},
  projects: [
    {name: 'nginx', testIgnore: loadTest},
    // 300 connections at once take the whole machine: the load test runs alone, after the rest.
    {name: 'load', testMatch: loadTest, dependencies: ['nginx']},
  ],
});
