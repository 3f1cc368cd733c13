// Messages between the page and Run in Figma's compile worker (src/plugins/run-in-figma/
// compile-worker.ts, which runs compile-job.ts). The worker is started for one job: it says it is
// ready, is sent the code, and answers once; the page ends it then, or when the job takes too
// long. Nothing the worker sends is run, but its answer depends on the reader's code, so the page
// takes only what readCompileAnswer rebuilds from checked parts.
import type {ExampleSource} from '../figma-preview/example-contract';

/**
 * The file compile-worker.ts is published as, in the runtime's folder. Here rather than in
 * compile-off-thread.ts, which imports the plugin's types: the plugin names the file too.
 */
export const compileWorkerFile = 'compile-worker.js';

/** The code and its language: all the compiler needs of the example. */
export interface CompileJob extends Pick<ExampleSource, 'code' | 'lang'> {
  type: 'compile';
}

export type CompileAnswer =
  | {type: 'ready'}
  /** The compiled module, and the origins its strings name (network.ts). */
  | {type: 'compiled'; module: string; origins: string[]}
  /** The code did not parse: line and column as sucrase gives them. */
  | {type: 'syntax-error'; message: string; line: number; column: number};

/** Far above any example: the Playground's links carry at most 50 kB of code. */
const limits = {module: 5_000_000, message: 10_000, origins: 1000, position: 10_000_000};

/** An origin as networkOrigins writes it: scheme, lowercase host, port. */
const originPattern =
  /^(https?|wss?):\/\/([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:]+\])(:\d+)?$/;

const text = (value: unknown, what: string, max: number): string => {
  if (typeof value !== 'string' || value.length > max)
    throw new Error(`${what} is not a string of at most ${max} characters`);
  return value;
};
const position = (value: unknown, what: string): number => {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > limits.position)
    throw new Error(`${what} is not a position in the code`);
  return value as number;
};

/** The worker's message as the page may use it; throws saying what is wrong with anything else. */
export function readCompileAnswer(data: unknown): CompileAnswer {
  if (typeof data !== 'object' || data === null) throw new Error('the message is not an object');
  const answer = data as Record<string, unknown>;
  switch (answer.type) {
    case 'ready':
      return {type: 'ready'};
    case 'compiled': {
      const {origins} = answer;
      if (!Array.isArray(origins) || origins.length > limits.origins)
        throw new Error(`origins is not a list of at most ${limits.origins} items`);
      return {
        type: 'compiled',
        module: text(answer.module, 'module', limits.module),
        origins: origins.map((origin, index) => {
          if (typeof origin !== 'string' || !originPattern.test(origin))
            throw new Error(`origins[${index}] is not an origin`);
          return origin;
        }),
      };
    }
    case 'syntax-error':
      return {
        type: 'syntax-error',
        message: text(answer.message, 'message', limits.message),
        line: position(answer.line, 'line'),
        column: position(answer.column, 'column'),
      };
    default:
      throw new Error('the message has no known type');
  }
}
