import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazy component whose code can be fetched before it first renders. */
export type PreloadableLazy = LazyExoticComponent<ComponentType> & { preload: () => Promise<void> };

/**
 * React.lazy, plus `preload()`. Once the module has arrived, the component renders at once
 * instead of suspending for a microtask: React resolves a lazy synchronously when the thenable it
 * gets calls back synchronously. So the first page, preloaded before the first render, is
 * rendered in one pass without a Suspense fallback committed and replaced
 * (docs/architecture.md, "Delivery and caching").
 */
export function preloadableLazy<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): PreloadableLazy {
  let loaded: { default: ComponentType } | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const fetchModule = () => {
    pending ??= load().then((module) => {
      loaded = { default: module[name] };
      return loaded;
    });
    return pending;
  };
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return fetchModule();
    // a thenable that calls back at once (a resolved Promise would still wait for a microtask)
    // biome-ignore lint/suspicious/noThenProperty: React.lazy needs a thenable that resolves synchronously
    const thenable = { then: (resolve: (value: { default: ComponentType }) => void) => resolve(ready) };
    return thenable as Promise<{ default: ComponentType }>;
  });
  return Object.assign(Component, { preload: () => fetchModule().then(() => undefined) });
}
