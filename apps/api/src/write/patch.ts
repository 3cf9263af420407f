import { AppError } from '../errors.js';

/**
 * How an update applies its body (docs/requirements.md, "Updates"): the stored record with every
 * field the body gives — null included, which clears — and the others as they were. A service reads
 * `before`, merges, then checks and writes the merged record as a create would (search text,
 * uniqueness, references and scope on the merged values).
 */
export function applyPatch<T extends object>(stored: T, patch: { [K in keyof T]?: T[K] | undefined }): T {
  const merged = { ...stored };
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const value = patch[key];
    if (value !== undefined) merged[key] = value as T[keyof T];
  }
  return merged;
}

/**
 * A rule across fields that the merged record breaks (an end of term before a stored start): the
 * 400 the body's own check gives when both fields are sent.
 */
export function assertMerged(holds: boolean, path: string, message: string) {
  if (!holds) throw new AppError('validation_failed', `${message} (${path})`, [{ path, message }]);
}
