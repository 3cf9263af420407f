import { AppError } from '../errors.js';
import { ZaloError } from './api.js';
import { ZaloNotConfigured, ZaloTokenRefused } from './oa.js';
import { SyncRunning } from './sync.js';

/**
 * The Vietnamese answer to what the OA connection threw (not configured, tokens refused, a sync
 * running elsewhere, Zalo busy or refusing); anything else is thrown on as it is (a 500).
 */
export function zaloAnswer(err: unknown): unknown {
  if (err instanceof ZaloNotConfigured) return new AppError('zalo_not_configured');
  if (err instanceof ZaloTokenRefused) return new AppError('zalo_oa_token_refused');
  if (err instanceof SyncRunning) return new AppError('zalo_sync_running');
  if (err instanceof ZaloError) {
    return err.kind === 'rate' ? new AppError('zalo_oa_busy') : new AppError('zalo_oa_error', err.message);
  }
  return err;
}
