/** The constraint a unique violation (23505) names, or null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const source = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  return source ? (source.constraint ?? '') : null;
}
