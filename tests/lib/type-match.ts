// Compares the types the API pages document with the types react-figma 0.31.0 declares, with the
// TypeScript checker rather than by text: `readonly Paint[]` on a page and `ReadonlyArray<Paint>`
// in the .d.ts are the same type. Two types match when each is assignable to the other. That
// catches a wrong type, a missing or extra union member, a wrong array element or parameter; it
// cannot tell an object type from one with an extra optional property, which assignability allows.
import path from 'node:path';
import {docsProgram, formatDiagnostic, repoRoot} from './typescript-setup';

export interface TypeClaim {
  /** Where the page states the type, for messages, e.g. `docs/api/frame.md:158 Frame.fills`. */
  where: string;
  /** The type as the page writes it. */
  documented: string;
  /** A type expression for the declared type, over `api` (react-figma) and the helpers below. */
  declared: string;
}

/**
 * Names a page may use besides Figma's global plugin types: React's, and react-figma types that
 * its index does not export, imported from the .d.ts that declares them (as a signature shows them).
 */
const prelude = `
import type * as React from 'react';
import type {ReactNode} from 'react';
import type * as api from 'react-figma';
import type {BlendStyleProperties} from 'react-figma/styleTransformers/transformBlendProperties';
import type {BorderStyleProperties} from 'react-figma/styleTransformers/transformBorderProperties';
import type {GeometryStyleProperties} from 'react-figma/styleTransformers/transformGeometryStyleProperties';
import type {TextStyleProperties} from 'react-figma/styleTransformers/transformTextStyleProperties';
import type {CommonStyleProps} from 'react-figma/types';
import type {ComponentProps} from 'react-figma/components/component/Component';
import type {InstanceProps} from 'react-figma/components/component/Instance';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The type of prop K of component C (of any member, when its props are a union). */
type Prop<C, K extends string> =
  C extends React.FC<infer P> ? (P extends unknown ? (K extends keyof P ? P[K] : never) : never) : never;
/**
 * A prop's type as the tables show it: optional anyway, and without the \`symbol\` of
 * \`figma.mixed\` and the \`void\` some callbacks add, which are no values to pass.
 */
type Shown<T> = Exclude<T, symbol | void> | undefined;
`;

/** One message per claim whose types differ (or do not resolve), keyed by the claim's index. */
export function mismatchedTypes(claims: TypeClaim[]): Map<number, string> {
  const lines = claims.map(
    (claim, index) =>
      `export const c${index}: Same<${claim.documented}, ${claim.declared}> = true;`,
  );
  const code = `${prelude}\n${lines.join('\n')}\n`;
  const firstClaimLine = prelude.split('\n').length;
  const file = path.join(repoRoot, '.type-match.ts');
  const program = docsProgram([file], new Map([[file, code]]));
  const sourceFile = program.getSourceFile(file)!;
  const problems = new Map<number, string>();
  for (const diagnostic of [
    ...program.getSyntacticDiagnostics(sourceFile),
    ...program.getSemanticDiagnostics(sourceFile),
  ]) {
    const index =
      sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line - firstClaimLine;
    const claim = claims[index];
    // The prelude must compile: an error there would make every claim meaningless.
    if (!claim) throw new Error(`type-match prelude: ${formatDiagnostic(diagnostic)}`);
    const message = formatDiagnostic(diagnostic);
    problems.set(
      index,
      message.includes("Type 'true' is not assignable to type 'false'")
        ? `${claim.where}: \`${claim.documented}\` is not the declared type`
        : `${claim.where}: \`${claim.documented}\` does not compile (${message})`,
    );
  }
  return problems;
}
