// The one message a downloaded plugin's UI sends of its own, beside react-figma's JSON-RPC: an
// error in the reader's code, which the hidden UI cannot show, for the main thread to show with
// figma.notify. JSON-RPC ignores it (it has no `jsonrpc` method or id).

interface RunError {
  type: 'react-figma-docs:error';
  text: string;
}

export const runError = (text: string): RunError => ({type: 'react-figma-docs:error', text});

export function isRunError(message: unknown): message is RunError {
  const candidate = message as Partial<RunError> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.type === 'react-figma-docs:error' &&
    typeof candidate.text === 'string'
  );
}
