// Measures which React majors react-figma 0.31.0 runs under and writes the Installation page's
// table (docs/_react-versions.mdx). Run it with `npm run update:react-versions` after changing
// React, react-figma or the docs' examples; tests/source-checks/react-versions.test.ts fails
// until the table is current.
import fs from 'node:fs';
import {measureReactVersions, reactVersionsFile} from '../tools/react-versions';

const {baseline, tables} = await measureReactVersions();
const failing = baseline.filter((run) => run.errors.length);
if (failing.length) {
  console.error(`${failing.length} examples fail under React 16; fix them first (npm run check).`);
  process.exit(1);
}
fs.writeFileSync(reactVersionsFile, tables);
console.log(`wrote ${reactVersionsFile}`);
