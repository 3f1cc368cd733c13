import {describe, expect, it} from 'vitest';
import {trackPendingWork} from './pending-work';
import {crossThreads} from './thread-crossing';

/** A fresh scope over the real timers, so the run's turns are its own. */
const scope = () => trackPendingWork({setTimeout, setInterval, clearTimeout, clearInterval});

describe('crossThreads', () => {
  it('delivers a call after the given turns each way, and holds it as pending work', async () => {
    const work = scope();
    const arrived: string[] = [];
    const rpc = {
      api: {
        getTreeForYoga: async (id: string) => {
          arrived.push(id);
          return `tree of ${id}`;
        },
      },
      uiApi: {},
    };
    crossThreads(rpc, work, 2);
    let answer: string | undefined;
    void rpc.api.getTreeForYoga('page').then((tree) => (answer = tree));
    expect(work.busy()).toBe(true);
    // Two turns out: nothing has arrived after one.
    await work.nextTurn();
    expect(arrived).toEqual([]);
    await work.nextTurn();
    expect(arrived).toEqual(['page']);
    // Two turns back.
    await work.nextTurn();
    expect(answer).toBeUndefined();
    await work.nextTurn();
    await work.nextTurn();
    expect(answer).toBe('tree of page');
    expect(work.busy()).toBe(false);
  });

  it('brings an error back the same way', async () => {
    const work = scope();
    const rpc = {
      api: {},
      uiApi: {
        updateYogaNode: async () => {
          throw new Error('no such node');
        },
      },
    };
    crossThreads(rpc, work, 1);
    await expect(rpc.uiApi.updateYogaNode()).rejects.toThrow('no such node');
    expect(work.busy()).toBe(false);
    // Not one of the example's own timer callbacks, which a runaway loop would raise.
    expect(work.callbacks()).toBe(0);
  });
});
