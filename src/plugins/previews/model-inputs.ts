// The packages whose code decides what an example run leaves in the in-memory Figma and how it is
// drawn: react-figma and what it brings, the Figma stub, the React builds a run may use, the
// compiler, and the font files and parser that measure text. Both caches of the previews are keyed
// on their versions, so that an upgrade of any of them can never serve a stale figure: the example
// runs' results (run-examples.ts) and the bundler's persistent cache of compiled pages (index.ts).
import fs from 'node:fs';
import path from 'node:path';

const modelPackages = [
  'react-figma',
  'figma-api-stub',
  'react-16',
  'react-17',
  'react-18',
  'react',
  'esbuild',
  'fontkit',
  '@fontsource/inter',
];

/** Installed by devDependencies only: see manifest(). */
const optionalPackages = new Set(['react-17', 'react-18']);

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
}

/**
 * A package's manifest as the package that depends on it resolves it (nested first); `optional`:
 * undefined when it is not installed (the other React majors, which only the React-versions
 * measurement runs, are devDependencies: a production install builds without them).
 */
function manifest(
  siteDir: string,
  name: string,
  from = '',
  optional = false,
): Manifest | undefined {
  const candidates = [
    ...(from ? [path.join(siteDir, 'node_modules', from, 'node_modules', name)] : []),
    path.join(siteDir, 'node_modules', name),
  ];
  const dir = candidates.find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
  if (!dir && optional) return undefined;
  if (!dir) throw new Error(`the Figma model's package ${name} is not installed`);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/**
 * `name@version` of each package of the model, react-figma's own dependencies included (its
 * layout engine and reconciler among them), in a fixed order.
 */
export function modelInputs(siteDir: string): string[] {
  const reactFigma = manifest(siteDir, 'react-figma')!;
  return [
    ...modelPackages.map(
      (name) =>
        `${name}@${manifest(siteDir, name, '', optionalPackages.has(name))?.version ?? 'none'}`,
    ),
    ...Object.keys(reactFigma.dependencies ?? {})
      .sort()
      .map((name) => `${name}@${manifest(siteDir, name, 'react-figma')!.version}`),
  ];
}
