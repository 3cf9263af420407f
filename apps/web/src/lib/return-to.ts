import { paths } from '../config/paths';

/** Query parameter that carries the page a visitor wanted before signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/** Only a same-site path may be returned to after sign-in; anything else gives undefined. */
export function safeReturnTo(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  if (raw.startsWith(paths.auth.login.path)) return undefined;
  return raw;
}
