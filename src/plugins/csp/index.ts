import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateWith} from '../plugin-hooks';
import {
  headerPolicy,
  inlineHandlers,
  inlineScripts,
  metaPolicy,
  nginxIncludeName,
  nginxPolicyInclude,
  scriptHash,
  withMetaPolicy,
  type CspOptions,
} from './policy';

export type {CspOptions};

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Replaced, never rewritten in place: other plugins read the pages during postBuild too. */
async function replaceFile(file: string, content: string) {
  const temporary = `${file}.csp-tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/**
 * Writes the site's Content-Security-Policy into the build, so it can never go stale: the
 * inline scripts of every page are allowed by their sha256 hashes, computed from the pages
 * this build produced. Every page gets the policy as a `<meta>` element (static hosts that
 * send no headers, like GitHub Pages, still enforce it), and `csp.conf` holds it as an nginx
 * `add_header` line for deploy/security-headers.conf, `frame-ancestors` included.
 */
export async function applyPolicy(outDir: string, options: CspOptions) {
  const ownPolicy = (file: string) =>
    (options.ownPolicy ?? []).some((pattern) =>
      new RegExp(pattern).test(path.relative(outDir, file).split(path.sep).join('/')),
    );
  const pages = await Promise.all(
    (await htmlFiles(outDir))
      .filter((file) => !ownPolicy(file))
      .map(async (file) => ({file, html: await readFile(file, 'utf8')})),
  );
  const hashes = new Set<string>();
  for (const {file, html} of pages) {
    const handlers = inlineHandlers(html);
    if (handlers.length > 0) {
      throw new Error(
        `${file} has inline event handlers (${handlers.join(', ')}), which CSP blocks`,
      );
    }
    for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
  }
  const sorted = [...hashes].sort();
  const meta = metaPolicy(options, sorted);
  await Promise.all(pages.map(({file, html}) => replaceFile(file, withMetaPolicy(html, meta))));
  const header = headerPolicy(options, sorted);
  await writeFile(
    path.join(outDir, nginxIncludeName),
    nginxPolicyInclude(header, 'src/plugins/csp, from the inline scripts of these pages'),
  );
  return {header, meta, pages: pages.length};
}

export default function cspPlugin(_context: LoadContext, options: CspOptions): Plugin {
  return {
    name: 'csp',
    async postBuild({outDir}) {
      await applyPolicy(outDir, options);
    },
  };
}

const optionsSchema = Joi.object<CspOptions>({
  directives: Joi.object()
    .pattern(/^[a-z-]+$/, Joi.array().items(Joi.string().pattern(/^[^;,"]+$/)))
    .required(),
  ownPolicy: Joi.array().items(Joi.string()),
});

export const validateOptions = validateWith(optionsSchema);
