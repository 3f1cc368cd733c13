import {suiteConfig} from '../playwright-base';

/** nginx (deploy/nginx.conf) serving build/, started by global-setup.ts on this port. */
export const nginxPort = Number(process.env.NGINX_PORT ?? 8600);
/** The same server over TLS (self-signed), as a production server with HTTPS. */
export const nginxTlsPort = Number(process.env.NGINX_TLS_PORT ?? nginxPort + 43);

const loadTest = /load\.spec\.ts$/;

export default suiteConfig(nginxPort, {
  testDir: '.',
  globalSetup: './global-setup.ts',
  timeout: 120_000,
  projects: [
    {name: 'nginx', testIgnore: loadTest},
    // 300 connections at once take the whole machine: the load test runs alone, after the rest.
    {name: 'load', testMatch: loadTest, dependencies: ['nginx']},
  ],
});
