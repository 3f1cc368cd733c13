import {describe, expect, it} from 'vitest';
import {isRunError, runError} from './messages';

describe('run error messages', () => {
  it('are told apart from react-figma’s JSON-RPC messages', () => {
    expect(isRunError(runError('The example failed: TypeError: x'))).toBe(true);
    expect(isRunError({jsonrpc: '2.0', method: 'renderInstance', params: [], id: 1})).toBe(false);
    expect(isRunError({type: 'react-figma-docs:error'})).toBe(false);
    expect(isRunError(null)).toBe(false);
  });
});
