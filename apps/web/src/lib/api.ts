import { createApiClient, xhrUpload } from './api-client';
import { createMemoryStorage, createSessionStore } from './session-store';

/**
 * The app's session and API client, bound to the browser. Modules that need injection
 * (tests) use createSessionStore/createApiClient directly.
 */
const storage = typeof window !== 'undefined' ? window.localStorage : createMemoryStorage();

export const session = createSessionStore(storage);

let navigateTo: (path: string) => void = (path) => window.location.assign(path);

/** The router registers its navigate here so that a forced sign-out stays a client-side move. */
export function setApiNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

export const api = createApiClient({
  session,
  fetch: (input, init) => globalThis.fetch(input, init),
  upload: xhrUpload,
  navigate: (path) => navigateTo(path),
});

if (typeof window !== 'undefined') {
  // Another tab signed in, out or switched role: follow it.
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage) session.notify();
  });
}
