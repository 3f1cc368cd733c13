import {launchFirefox} from '../../tools/engines.mjs';
import {defineEngineSuite} from './suite';

// Firefox ESR, driven over WebDriver BiDi by Puppeteer (tools/engines.mjs).
defineEngineSuite({
  launch: launchFirefox,
  absentProbes: ['WebSocketStream'],
  reachedInSandbox: {},
});
