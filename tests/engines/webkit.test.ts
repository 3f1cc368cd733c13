import {launchWebKit} from '../../tools/engines.mjs';
import {defineEngineSuite} from './suite';

// WebKitGTK's MiniBrowser, driven by WebKitWebDriver under Xvfb (tools/engines.mjs).
defineEngineSuite({
  launch: launchWebKit,
  absentProbes: ['WebSocketStream'],
  reachedInSandbox: {
    // WebKit gives an opaque origin a Cache Storage of its own, which lives as long as its
    // document: no other sandbox, page or run can read it (checked by "storage a sandbox may
    // open is its own").
    'Cache Storage': "the sandbox document's own, gone with it",
  },
});
