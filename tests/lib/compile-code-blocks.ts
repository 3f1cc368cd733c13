// Type-checks documentation code blocks as standalone modules with the TypeScript compiler API.
import path from 'node:path';
import type {CodeBlock} from '../../tools/markdown-sources';
import {docsProgram, formatDiagnostic, repoRoot} from './typescript-setup';
import {codeLanguages, fragmentReason} from '../../src/plugins/previews/fence-meta';

export {fragmentReason};

export interface BlockError {
  block: CodeBlock;
  /** Line in the Markdown file where the error is. */
  line: number;
  message: string;
}

/** A fence titled with a source file's path, e.g. `title="src/Card.tsx"`. */
const sourceTitle = /(?:^|\s)title="((?:[\w-]+\/)*[\w.-]+\.[jt]sx?)"/;

/**
 * Where each block pretends to live, under the repo root so that 'react-figma' etc. resolve from
 * its node_modules. A block titled with a file path sits at that path in a folder of its page, so
 * a page's files import one another (`import {Card} from './Card'`) as in the reader's project;
 * any other block (or a second one with the same title) is a module of its own.
 */
function virtualPaths(blocks: CodeBlock[]): Map<string, CodeBlock> {
  const byPath = new Map<string, CodeBlock>();
  for (const block of blocks) {
    const title = sourceTitle.exec(block.meta)?.[1];
    const titled = title && path.join(repoRoot, '.code-blocks', block.file, title);
    const file =
      titled && !byPath.has(titled)
        ? titled
        : path.join(
            repoRoot,
            '.code-blocks',
            `${block.file}.L${block.line}.${codeLanguages[block.lang]}`,
          );
    byPath.set(file, block);
  }
  return byPath;
}

function compile(blocks: CodeBlock[]): BlockError[] {
  const byPath = virtualPaths(blocks);
  const code = new Map([...byPath].map(([file, block]) => [file, block.code]));
  const program = docsProgram([...byPath.keys()], code);
  const errors: BlockError[] = program
    .getGlobalDiagnostics()
    .concat(program.getOptionsDiagnostics())
    .map((diagnostic) => ({block: blocks[0], line: 0, message: formatDiagnostic(diagnostic)}));
  for (const [file, block] of byPath) {
    const sourceFile = program.getSourceFile(file)!;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ];
    for (const diagnostic of diagnostics) {
      const lineInBlock = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
      // A fenced block's code starts on the line after the fence.
      const line = block.line + 1 + lineInBlock;
      errors.push({block, line, message: formatDiagnostic(diagnostic)});
    }
  }
  return errors;
}

/**
 * Compiles all blocks in one Program for speed. A block that augments a module (`declare module`,
 * `declare global`) would change the types every other block sees, so each such block gets a
 * Program of its own: a reader copying any other block does not have that augmentation.
 */
export function compileCodeBlocks(blocks: CodeBlock[]): BlockError[] {
  const augments = (block: CodeBlock) => /^\s*declare\s+(module|global)\b/m.test(block.code);
  const shared = blocks.filter((block) => !augments(block));
  const isolated = blocks.filter(augments);
  return [
    ...(shared.length ? compile(shared) : []),
    ...isolated.flatMap((block) => compile([block])),
  ];
}
