import {defineConfig} from '@playwright/test';
import {baseConfig} from '../playwright-base';

/** nginx (deploy/nginx.conf) serving build/, started by global-setup.ts on this port. */
export const nginxPort = Number(process.env.NGINX_PORT ?? 8600);
/** The same server over TLS (self-signed), as a production server with HTTPS. */
export const nginxTlsPort = Number(process.env.NGINX_TLS_PORT ?? nginxPort + 43);

export default defineConfig({
  ...baseConfig,
  testDir: '.',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  use: {...baseConfig.use, baseURL: `http://127.0.0.1:${nginxPort}`},
});
