import {definePlaygroundIsolationTests} from './playground-isolation';

// Served by `npm run serve`, which sends no headers, as GitHub Pages: the sandbox's own policy and
// opaque origin are all the isolation there is.
definePlaygroundIsolationTests();
