import { describe, expect, it } from 'vitest';
import { isExtensionError, unregisterServiceWorkers } from './startup';

describe('start-up', () => {
  it('recognises errors from browser extensions', () => {
    expect(isExtensionError({ message: 'SES_UNCAUGHT_EXCEPTION: lockdown failed' })).toBe(true);
    expect(isExtensionError({ message: 'x', filename: 'chrome-extension://abc/inpage.js' })).toBe(true);
    expect(isExtensionError({ message: 'y', stack: 'at f (moz-extension://id/content.js:1:1)' })).toBe(true);
  });

  it('keeps the app’s own errors', () => {
    expect(
      isExtensionError({ message: 'Cannot read properties of undefined', filename: '/assets/index.js' }),
    ).toBe(false);
    expect(isExtensionError(null)).toBe(false);
  });

  it('unregisters every service worker', async () => {
    const unregistered: string[] = [];
    const container = {
      getRegistrations: async () =>
        ['a', 'b'].map((id) => ({
          unregister: async () => {
            unregistered.push(id);
            return true;
          },
        })),
    } as unknown as ServiceWorkerContainer;
    expect(await unregisterServiceWorkers(container)).toBe(2);
    expect(unregistered).toEqual(['a', 'b']);
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
  });
});
