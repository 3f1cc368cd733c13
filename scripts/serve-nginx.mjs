#!/usr/bin/env node
// npm run serve:nginx: the build served as deployed (deploy/nginx.conf, precompressed files),
// without root, until Ctrl-C. Usage: node scripts/serve-nginx.mjs [--build build] [--port 8600]
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {startNginx} from '../tools/nginx-server.mjs';

const {values} = parseArgs({
  options: {build: {type: 'string', default: 'build'}, port: {type: 'string', default: '8600'}},
});
const server = await startNginx({buildDir: values.build, port: Number(values.port)});
console.log(
  `nginx (pid ${server.pid}) serving ${resolve(values.build)} at ${server.url}; Ctrl-C stops it`,
);
const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// nginx runs as a daemon: keep this process alive to stop it on Ctrl-C.
setInterval(() => {}, 1 << 30);
