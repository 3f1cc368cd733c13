// @vitest-environment jsdom
import React, {type ComponentType} from 'react';
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
// Docusaurus aliases react-loadable to @docusaurus/react-loadable; this is that package.
import Loadable from 'react-loadable';
import Loading from '../../src/theme/Loading';
import styles from '../../src/theme/Loading/styles.module.css';

/** A chunk the test settles by hand, loaded the way Docusaurus loads route components. */
function deferredChunk() {
  type ChunkModule = {__esModule: true; default: ComponentType};
  let resolve!: (module: ChunkModule) => void;
  let reject!: (error: Error) => void;
  const loader = vi.fn(
    () =>
      new Promise<ChunkModule>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  const Page = Loadable({loader, loading: Loading});
  return {
    Page,
    loader,
    resolve: (c: ComponentType) => resolve({__esModule: true, default: c}),
    reject: (e: Error) => reject(e),
  };
}

const Loaded = () => <h1>Loaded page</h1>;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Loading, driven by react-loadable', () => {
  it('shows nothing during the first 200 ms of a load', async () => {
    const chunk = deferredChunk();
    const {container} = render(<chunk.Page />);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an indicator with an accessible name once 200 ms have passed', async () => {
    const chunk = deferredChunk();
    render(<chunk.Page />);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('status', {name: 'Loading page'})).toBeTruthy();
  });

  it('keeps waiting without a timeout, then shows the page', async () => {
    const chunk = deferredChunk();
    render(<chunk.Page />);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.getByRole('status', {name: 'Loading page'})).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => chunk.resolve(Loaded));
    expect(screen.getByRole('heading', {name: 'Loaded page'})).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never flashes the indicator when the chunk arrives within 200 ms', async () => {
    const chunk = deferredChunk();
    render(<chunk.Page />);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await act(async () => chunk.resolve(Loaded));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', {name: 'Loaded page'})).toBeTruthy();
  });

  it('announces a failed chunk in a red half-width panel with its message', async () => {
    const chunk = deferredChunk();
    render(<chunk.Page />);
    await act(async () => chunk.reject(new Error('Loading chunk 42 failed.')));
    const panel = screen.getByRole('alert');
    expect(panel.textContent).toContain('Loading chunk 42 failed.');
    expect(panel.className).toContain(styles.errorPanel);
    const style = getComputedStyle(panel);
    expect(style.width).toBe('50%');
    expect(style.backgroundColor).toBe('rgb(192, 20, 27)');
  });

  it('loads the chunk again when Retry is pressed', async () => {
    const chunk = deferredChunk();
    render(<chunk.Page />);
    await act(async () => chunk.reject(new Error('Loading chunk 42 failed.')));
    expect(chunk.loader).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Retry'})));
    expect(chunk.loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => chunk.resolve(Loaded));
    expect(screen.getByRole('heading', {name: 'Loaded page'})).toBeTruthy();
  });
});

describe('Loading, given props directly', () => {
  it('calls retry from the error panel', () => {
    const retry = vi.fn();
    render(
      <Loading
        isLoading={false}
        pastDelay={false}
        timedOut={false}
        error={new Error('Network down')}
        retry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Network down');
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(retry).toHaveBeenCalledOnce();
  });
});
