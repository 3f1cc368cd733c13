// @vitest-environment jsdom
import React, {type ComponentType} from 'react';
import {act, cleanup, fireEvent, render, within} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
// Docusaurus aliases react-loadable to @docusaurus/react-loadable; this is that package.
import Loadable from 'react-loadable';
import Loading from '.';
import styles from './styles.module.css';

const Loaded = () => <main>Loaded page</main>;

/**
 * A route rendered while its chunk loads, the way Docusaurus loads route components; the test
 * lets time pass and settles the chunk by hand.
 */
function loadingRoute() {
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
  const {container} = render(<Page />);
  return {
    container,
    loader,
    wait: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
    arrive: () => act(async () => resolve({__esModule: true, default: Loaded})),
    fail: () => act(async () => reject(new Error('Loading chunk 42 failed.'))),
  };
}

/** Queries of the current document: the unit tests' threads give each file a document of its own. */
const screen = () => within(document.body);
/** The loading indicator, found by its accessible name; null when not shown. */
const indicator = () => screen().queryByRole('status', {name: 'Loading page'});
const loadedPage = () => screen().queryByText('Loaded page');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Loading, driven by react-loadable', () => {
  it('shows nothing during the first 200 ms of a load', async () => {
    const route = loadingRoute();
    await route.wait(199);
    expect(route.container.innerHTML).toBe('');
    expect(screen().queryByRole('status')).toBeNull();
  });

  it('shows an indicator with an accessible name once 200 ms have passed', async () => {
    await loadingRoute().wait(200);
    expect(indicator()).not.toBeNull();
  });

  it('keeps waiting without a timeout, then shows the page', async () => {
    const route = loadingRoute();
    await route.wait(10 * 60_000);
    expect(indicator()).not.toBeNull();
    expect(screen().queryByRole('alert')).toBeNull();
    await route.arrive();
    expect(loadedPage()).not.toBeNull();
    expect(screen().queryByRole('status')).toBeNull();
  });

  it('never flashes the indicator when the chunk arrives within 200 ms', async () => {
    const route = loadingRoute();
    await route.wait(150);
    await route.arrive();
    await route.wait(500);
    expect(screen().queryByRole('status')).toBeNull();
    expect(loadedPage()).not.toBeNull();
  });

  it('announces a failed chunk in a red half-width panel with its message', async () => {
    await loadingRoute().fail();
    const panel = screen().getByRole('alert');
    expect(panel.textContent).toContain('Loading chunk 42 failed.');
    expect(panel.className).toContain(styles.errorPanel);
    const style = getComputedStyle(panel);
    expect(style.width).toBe('50%');
    expect(style.backgroundColor).toBe('rgb(192, 20, 27)');
  });

  it('loads the chunk again when Retry is pressed', async () => {
    const route = loadingRoute();
    await route.fail();
    expect(route.loader).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen().getByRole('button', {name: 'Retry'})));
    expect(route.loader).toHaveBeenCalledTimes(2);
    expect(screen().queryByRole('alert')).toBeNull();
    await route.arrive();
    expect(loadedPage()).not.toBeNull();
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
    expect(screen().getByRole('alert').textContent).toContain('Network down');
    fireEvent.click(screen().getByRole('button', {name: 'Retry'}));
    expect(retry).toHaveBeenCalledOnce();
  });
});
