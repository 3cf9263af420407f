/**
 * Start-up chores (docs/requirements.md, "Browser session"): unregister any service worker left by an earlier deployment, and
 * hide errors raised by browser extensions (SES "lockdown" and chrome-extension:// scripts),
 * which are not ours and would otherwise reach the error overlay and the console.
 */

export interface ErrorLike {
  message?: unknown;
  filename?: unknown;
  stack?: unknown;
}

const EXTENSION_SOURCE = /(chrome|moz|safari(-web)?)-extension:\/\//i;

/** True for an error thrown by a browser extension rather than by the app. */
export function isExtensionError(details: ErrorLike | null | undefined): boolean {
  if (!details) return false;
  const texts = [details.message, details.filename, details.stack].filter(
    (t): t is string => typeof t === 'string',
  );
  return texts.some((text) => /lockdown/i.test(text) || EXTENSION_SOURCE.test(text));
}

function detailsOfRejection(reason: unknown): ErrorLike {
  if (reason instanceof Error) return { message: reason.message, stack: reason.stack };
  if (typeof reason === 'string') return { message: reason };
  return (reason as ErrorLike | null) ?? {};
}

export function installExtensionErrorFilter(target: Window): void {
  target.addEventListener(
    'error',
    (event) => {
      const details: ErrorLike = {
        message: event.message,
        filename: event.filename,
        stack: event.error instanceof Error ? event.error.stack : undefined,
      };
      if (isExtensionError(details)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    true,
  );
  target.addEventListener('unhandledrejection', (event) => {
    if (isExtensionError(detailsOfRejection(event.reason))) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  });
}

export async function unregisterServiceWorkers(
  container: ServiceWorkerContainer | undefined,
): Promise<number> {
  if (!container?.getRegistrations) return 0;
  try {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return registrations.length;
  } catch {
    return 0; // not allowed here (private mode, insecure origin): nothing to clean
  }
}
