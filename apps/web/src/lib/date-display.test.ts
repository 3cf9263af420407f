import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps one date format in the app (docs/requirements.md, "Dates and times"): dates are written only by
 * lib/format-date-time.ts and typed only through components/date-field.tsx. Any other source that formats a date
 * itself, or uses antd's pickers directly, fails here with its line.
 */
const src = join(import.meta.dirname, '..');
const OWNERS = new Set(['lib/format-date-time.ts', 'components/date-field.tsx']);

const FORBIDDEN: { rule: string; pattern: RegExp }[] = [
  {
    rule: 'Intl.DateTimeFormat or toLocaleDateString/TimeString',
    pattern: /Intl\.DateTimeFormat|toLocale(Date|Time)String/,
  },
  {
    rule: 'a display format of its own (DD/MM, HH:mm)',
    pattern: /['"`][^'"`\n]*(DD\/MM|MM\/DD|HH:mm|hh:mm)/,
  },
  { rule: "antd's DatePicker or TimePicker outside DateField", pattern: /\b(DatePicker|TimePicker)\b/ },
  { rule: 'a date written by hand from getDate()/getMonth()', pattern: /\.get(Date|Month)\(\)/ },
];

const sources = (readdirSync(src, { recursive: true }) as string[])
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !OWNERS.has(file));

describe('one date format everywhere', () => {
  it('reads the sources', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it('formats dates only through lib/format-date-time.ts and components/date-field.tsx', () => {
    const offences: string[] = [];
    for (const file of sources) {
      readFileSync(join(src, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/^\s*(\/\/|\/?\*)/.test(line)) return; // comments may name a format
          for (const { rule, pattern } of FORBIDDEN) {
            if (pattern.test(line)) offences.push(`${file}:${index + 1} ${rule}: ${line.trim()}`);
          }
        });
    }
    expect(offences).toEqual([]);
  });
});
