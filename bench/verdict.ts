/**
 * Every ratio the bench prints is held against a bound (bench/bounds.ts, each with its source) and
 * printed in one format, the verdict last so that `grep -E 'PASS|FAIL'` finds them all:
 *
 *   <what>: <value>   floor ≥ <bound> | ceiling ≤ <bound>   PASS | FAIL
 *
 * The run ends with `summary()`: one line, and a non-zero exit code if any failed.
 */

export type Bound = ({ floor: number } | { ceiling: number }) & {
  /** What follows the number: '×' for a ratio (the default), ' MB', ' s'. */
  unit?: string;
  digits?: number;
};

const failures: string[] = [];
let checks = 0;

/** The line for `value` against `bound`, remembered for the summary under `where` (section, engine). */
export function verdict(where: string, what: string, value: number, bound: Bound): string {
  const unit = bound.unit ?? '×';
  const digits = bound.digits ?? 2;
  const show = (n: number) => `${n.toFixed(digits)}${unit}`;
  const pass = 'floor' in bound ? value >= bound.floor : value <= bound.ceiling;
  const limit = 'floor' in bound ? `floor ≥ ${show(bound.floor)}` : `ceiling ≤ ${show(bound.ceiling)}`;
  checks++;
  if (!pass) failures.push(`${where}: ${what}`);
  return `${what}: ${show(value)}   ${limit}   ${pass ? 'PASS' : 'FAIL'}`;
}

/** The run's last line; sets the exit code when anything failed. */
export function summary(): string {
  if (failures.length) process.exitCode = 1;
  return failures.length
    ? `# FAIL: ${failures.length} of ${checks} checks outside their bounds: ${failures.join('; ')}`
    : `# PASS: all ${checks} checks within their bounds`;
}
