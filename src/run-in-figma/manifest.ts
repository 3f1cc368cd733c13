// manifest.json of a plugin Run in Figma downloads, its type, and the check the tests hold it to.
// @figma/plugin-typings types the plugin API, not the manifest, so the type is written here from
// Figma's manifest reference: https://developers.figma.com/docs/plugins/manifest (fields this site
// writes or deliberately leaves out; the reference lists more, such as menus and parameters).

/** `networkAccess`: the domains the plugin may reach; anything else Figma blocks. */
interface NetworkAccess {
  /** Origins or domains, or ["none"] for no network at all. */
  allowedDomains: string[];
  /** Why the plugin needs them, shown to whoever reviews it. */
  reasoning?: string;
  /** Domains allowed only while the plugin is in development (a local server, say). */
  devAllowedDomains?: string[];
}

type EditorType = 'figma' | 'figjam' | 'dev' | 'slides' | 'buzz';

export interface FigmaPluginManifest {
  /** The name in Figma's Plugins menu. */
  name: string;
  /** Figma assigns one on publishing; any unique string works for a development plugin. */
  id: string;
  /** The plugin API version. */
  api: string;
  /** The main-thread script, relative to the manifest. */
  main: string;
  /** The HTML whose contents the main thread receives as `__html__`. */
  ui?: string;
  editorType: EditorType[];
  /**
   * Required of new published plugins, and left out here on purpose: react-figma 0.31.0 calls
   * APIs Figma turns off under it (docs/configure.mdx, "Leave out documentAccess").
   */
  documentAccess?: 'dynamic-page';
  networkAccess?: NetworkAccess;
}

const editorTypes: readonly string[] = ['figma', 'figjam', 'dev', 'slides', 'buzz'];
const manifestKeys: readonly string[] = [
  'name',
  'id',
  'api',
  'main',
  'ui',
  'editorType',
  'documentAccess',
  'networkAccess',
];
const networkKeys: readonly string[] = ['allowedDomains', 'reasoning', 'devAllowedDomains'];

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '');

/**
 * What makes `value` not a FigmaPluginManifest (empty when it is one): missing or mistyped fields
 * and fields the type does not know, which would most likely be typos.
 */
export function manifestProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['not an object'];
  const manifest = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(manifest)) {
    if (!manifestKeys.includes(key)) problems.push(`unknown field "${key}"`);
  }
  for (const key of ['name', 'id', 'api', 'main'] as const) {
    if (typeof manifest[key] !== 'string' || manifest[key] === '')
      problems.push(`"${key}" must be a non-empty string`);
  }
  if (manifest.ui !== undefined && (typeof manifest.ui !== 'string' || manifest.ui === ''))
    problems.push('"ui" must be a non-empty string');
  const editor = manifest.editorType;
  if (!isStringList(editor) || editor.length === 0 || editor.some((t) => !editorTypes.includes(t)))
    problems.push(`"editorType" must list some of ${editorTypes.join(', ')}`);
  if (manifest.documentAccess !== undefined && manifest.documentAccess !== 'dynamic-page')
    problems.push('"documentAccess" can only be "dynamic-page"');
  const network = manifest.networkAccess;
  if (network !== undefined) {
    if (typeof network !== 'object' || network === null)
      problems.push('"networkAccess" is not an object');
    else {
      const access = network as Record<string, unknown>;
      for (const key of Object.keys(access)) {
        if (!networkKeys.includes(key)) problems.push(`unknown field "networkAccess.${key}"`);
      }
      const allowed = access.allowedDomains;
      if (!isStringList(allowed) || allowed.length === 0)
        problems.push('"networkAccess.allowedDomains" must be a non-empty list of strings');
      else if (allowed.includes('none') && allowed.length > 1)
        problems.push('"networkAccess.allowedDomains" cannot mix "none" with domains');
      if (access.reasoning !== undefined && typeof access.reasoning !== 'string')
        problems.push('"networkAccess.reasoning" must be a string');
      if (access.devAllowedDomains !== undefined && !isStringList(access.devAllowedDomains))
        problems.push('"networkAccess.devAllowedDomains" must be a list of strings');
    }
  }
  return problems;
}

/** Hosts a development set-up serves from: Figma's docs list them under devAllowedDomains. */
const isLoopback = (origin: string) =>
  /^\w+:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

/** `networkAccess` allowing exactly these origins (from networkOrigins), or nothing at all. */
export function networkAccess(origins: string[]): NetworkAccess {
  const remote = origins.filter((origin) => !isLoopback(origin));
  const local = origins.filter(isLoopback);
  if (!origins.length) return {allowedDomains: ['none']};
  return {
    allowedDomains: remote.length ? remote : ['none'],
    reasoning: 'The example requests these addresses.',
    ...(local.length ? {devAllowedDomains: local} : {}),
  };
}

/**
 * Every origin the plugin may reach: allowedDomains and, since a plugin imported from a manifest
 * runs in development, devAllowedDomains too. Empty when it may reach none.
 */
export function reachableOrigins({networkAccess}: FigmaPluginManifest): string[] {
  if (!networkAccess) return [];
  return [
    ...networkAccess.allowedDomains.filter((domain) => domain !== 'none'),
    ...(networkAccess.devAllowedDomains ?? []),
  ];
}

interface ManifestInput {
  name: string;
  id: string;
  /** Origins the example's code requests (networkOrigins). */
  origins: string[];
}

/** The manifest: what docs/configure.mdx says a react-figma plugin needs, and no more. */
export function pluginManifest({name, id, origins}: ManifestInput): FigmaPluginManifest {
  return {
    name,
    id,
    api: '1.0.0',
    main: 'code.js',
    ui: 'ui.html',
    editorType: ['figma'],
    networkAccess: networkAccess(origins),
  };
}
