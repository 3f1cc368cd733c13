// The Installation page's React-versions table (docs/_react-versions.mdx) is what
// tools/react-versions.ts measures today: every example under React 16, 17, 18 and 19.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {measureReactVersions, reactVersionsFile} from '../../tools/react-versions';

describe('React versions', async () => {
  const {baseline, tables} = await measureReactVersions();

  it('React 16, the version react-figma was built for, renders every example cleanly', () => {
    expect(baseline.length).toBeGreaterThan(0);
    expect(baseline.filter((run) => run.errors.length)).toEqual([]);
  });

  it('the Installation page shows the measured tables (npm run update:react-versions)', () => {
    expect(fs.readFileSync(reactVersionsFile, 'utf8')).toBe(tables);
  });
});
