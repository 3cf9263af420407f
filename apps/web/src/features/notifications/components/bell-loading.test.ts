import { describe, expect, it, vi } from 'vitest';
import { createBellLoading } from './bell-loading';

/** A fetch of the bell's code that the test lets arrive, or fail, when it chooses. */
function heldFetch() {
  const calls: { arrive: (code: string) => void; fail: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        calls.push({ arrive: resolve, fail: () => reject(new Error('chunk not found')) });
      }),
  );
  return { load, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the bell before its code has arrived', () => {
  it('fetches the code at once when the stand-in is clicked, and opens the panel when it arrives', async () => {
    const { load, calls } = heldFetch();
    const bell = createBellLoading(load);
    const changed = vi.fn();
    bell.subscribe(changed);
    expect(bell.getState()).toEqual({ code: undefined, opening: false });

    bell.clicked();
    expect(load).toHaveBeenCalledTimes(1);
    expect(bell.getState()).toEqual({ code: undefined, opening: true });
    // a second click while it comes, or the page's own moment, fetches nothing more
    bell.clicked();
    bell.pageLoaded();
    expect(load).toHaveBeenCalledTimes(1);

    calls[0]!.arrive('bell');
    await settle();
    expect(bell.getState()).toEqual({ code: 'bell', opening: true });
    expect(changed).toHaveBeenCalled();
  });

  it('fetches it once the page has loaded, and then the bell stays closed', async () => {
    const { load, calls } = heldFetch();
    const bell = createBellLoading(load);
    bell.pageLoaded();
    bell.pageLoaded();
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.arrive('bell');
    await settle();
    expect(bell.getState()).toEqual({ code: 'bell', opening: false });
    // the bell itself handles clicks from now on
    bell.clicked();
    expect(bell.getState()).toEqual({ code: 'bell', opening: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the stand-in when the code cannot be fetched, and tries again at the next click', async () => {
    const { load, calls } = heldFetch();
    const bell = createBellLoading(load);
    bell.clicked();
    calls[0]!.fail();
    await settle();
    expect(bell.getState()).toEqual({ code: undefined, opening: false });

    bell.clicked();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.arrive('bell');
    await settle();
    expect(bell.getState()).toEqual({ code: 'bell', opening: true });
  });

  it('shows the bell at once when its code came earlier (another page of the session)', () => {
    const { load } = heldFetch();
    const bell = createBellLoading(load, 'bell');
    expect(bell.getState()).toEqual({ code: 'bell', opening: false });
    bell.pageLoaded();
    expect(load).not.toHaveBeenCalled();
  });
});
