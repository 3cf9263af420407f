import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every number the app shows goes through formatNumber / formatPercent (packages/shared): a page
 * formatting its own wrote '1.2%' beside '1,2%'. The one exception formats the decimals an officer
 * typed into a custom field, to the places typed.
 */
const srcDir = join(import.meta.dirname, '..');
const OWN_FORMAT = /new Intl\.NumberFormat\(|\.toLocaleString\(|\.toFixed\(/;
const EXCEPTIONS = ['features/organizations/components/custom-value-format.ts'];

describe('numbers are written one way', () => {
  it('leaves formatting numbers to the shared formatter', () => {
    const own = (readdirSync(srcDir, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter(
        (file) => !EXCEPTIONS.includes(file) && OWN_FORMAT.test(readFileSync(join(srcDir, file), 'utf8')),
      );
    expect(own).toEqual([]);
  });
});
