// The docs have a single version, `current`, labelled "Next", which is also the last version,
// as the build resolved it (.docusaurus/globalData.json, written by `npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';

type DocsGlobalData = {
  path: string;
  versions: {name: string; label: string; isLast: boolean; path: string; mainDocId: string}[];
};

it('builds one docs version, current, labelled Next, and last, starting at installation', () => {
  const file = path.resolve(__dirname, '../../.docusaurus/globalData.json');
  expect(fs.existsSync(file), `${file} exists: run \`npm run build\` first`).toBe(true);
  const globalData = JSON.parse(fs.readFileSync(file, 'utf8'));
  const docs: DocsGlobalData = globalData['docusaurus-plugin-content-docs'].default;
  expect(docs.path).toBe('/docs');
  expect(docs.versions).toEqual([
    expect.objectContaining({
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: 'installation',
    }),
  ]);
});
