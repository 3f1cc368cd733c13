// What a code fence's meta string says about its block, read the same way by the docs checks and
// by the build that runs and draws the examples.

/** Fence language -> the esbuild/TypeScript loader the block is compiled with. */
export const codeLanguages: Record<string, 'tsx' | 'ts' | 'jsx'> = {
  tsx: 'tsx',
  ts: 'ts',
  typescript: 'ts',
  jsx: 'jsx',
};

/** `marker="reason"` (or 'reason') in the fence meta; `null` when absent, '' when reasonless. */
export function markerReason(meta: string, marker: string): string | null {
  const pattern = new RegExp(`(?:^|\\s)${marker}(?:=(?:"([^"]*)"|'([^']*)'|(\\S*)))?(?=\\s|$)`);
  const match = pattern.exec(meta);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim();
}

/** `fragment="reason"`: the block cannot compile on its own (nor run). */
export function fragmentReason(meta: string): string | null {
  return markerReason(meta, 'fragment');
}
