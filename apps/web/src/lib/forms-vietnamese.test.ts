import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as shared from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { fieldError, type ObjectSchema } from './form-rules';

/**
 * Every form of the app, found by reading the sources (a new form file is covered without a list): a file under
 * src/features that imports antd's Form. Its fields' rules come from shared schemas through rulesFrom() (or lazyRulesFrom()); each such
 * field is checked empty and with wrong values, so that no message a user can meet is zod's English default.
 */
const featuresDir = join(import.meta.dirname, '../features');
const formFiles = (readdirSync(featuresDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => ({ file, source: readFileSync(join(featuresDir, file), 'utf8') }))
  .filter(({ source }) => /^import \{[^}]*\bForm\b[^}]*\} from 'antd'/m.test(source));

/** Words of zod's (and antd's) English messages; none of them is a Vietnamese word. */
const ENGLISH =
  /\b(invalid|expected|received|too|must|string|number|undefined|required|input|characters?|option|unrecognized|format|array|object|boolean|nan|please|enter|select)\b/i;

/**
 * The forms whose rules are not built in their own file, with the messages those rules can give. A form file
 * with neither rulesFrom() nor a message of its own must be listed here, or the test fails.
 */
const RULES_ELSEWHERE: Record<string, () => string[]> = {
  // each category page passes its rulesFrom() rules in; those pages are checked themselves
  'categories/components/category-list.tsx': () => [],
  'categories/components/sort-order-field.tsx': () => [],
  // its pickers have no rules: the server's preview checks the choice and its message shows beside it
  'notifications/components/send-dialog.tsx': () => [],
  // pickers of a report's definition or a download's filters: the server checks them, its message shows
  'analytics/custom/components/builder-panel.tsx': () => [],
  'analytics/export/components/export-card.tsx': () => [],
  // its save dialog's fields are saved-reports-card.tsx's, checked there
  'analytics/custom/pages/custom-report-page.tsx': () => [],
  'organizations/components/custom-field-input.tsx': () =>
    shared.DYNAMIC_FIELD_TYPES.flatMap((type) =>
      WRONG_VALUES.map((value) =>
        shared.checkCustomValue({ type, label: 'Quy mô', options: ['A'], required: true }, value),
      ),
    ).flatMap((checked) => ('error' in checked ? [checked.error] : [])),
};

const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'x'.repeat(5000),
  -1,
  0,
  1e15,
  'abc@',
  [],
  {},
  true,
];

describe('every form speaks Vietnamese', () => {
  it('finds the forms', () => {
    expect(formFiles.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        'account/pages/change-password-page.tsx',
        'auth/pages/confirm-reset-code-page.tsx',
      ]),
    );
  });

  for (const { file, source } of formFiles) {
    // rulesFrom(loginBody), or lazyRulesFrom(() => import('…').then((m) => m.loginBody), …)
    const schemaNames = [
      ...source.matchAll(
        /rulesFrom\((\w+)\)|lazyRulesFrom\(\s*\(\) => import\([^)]*\)\.then\(\((\w+)\) => \2\.(\w+)\)/g,
      ),
    ].map((m) => (m[1] ?? m[3]) as string);
    const literalMessages = [
      ...[...source.matchAll(/message: '([^']*)'/g)].map((m) => m[1] as string),
      // a message said once in packages/shared, named by its constant
      ...[...source.matchAll(/message: ([A-Z][A-Z0-9_]*)\b/g)].flatMap(([, name]) => {
        const message = (shared as Record<string, unknown>)[name as string];
        return typeof message === 'string' ? [message] : [];
      }),
    ];

    it(`${relative('.', file)}: messages for empty and wrong values`, () => {
      const seen: string[] = [...literalMessages, ...(RULES_ELSEWHERE[file]?.() ?? [])];
      for (const name of schemaNames) {
        const schema = (shared as Record<string, unknown>)[name] as ObjectSchema | undefined;
        expect(schema?.shape, `${name} is a shared object schema`).toBeTruthy();
        if (!schema) continue;
        for (const field of Object.keys(schema.shape)) {
          for (const value of WRONG_VALUES) {
            const everyFieldWrong = Object.fromEntries(Object.keys(schema.shape).map((f) => [f, value]));
            for (const others of [{}, everyFieldWrong]) {
              const message = fieldError(schema, field, value, others);
              if (message !== undefined) seen.push(message);
            }
          }
        }
      }
      for (const message of seen) expect(message, file).not.toMatch(ENGLISH);
      if (!(file in RULES_ELSEWHERE)) {
        expect(seen.length, 'rules found in the file, else listed in RULES_ELSEWHERE').toBeGreaterThan(0);
      }
    });
  }
});

/** Every antd form element of the app's sources (features and shared components), with its file. */
const srcDir = join(import.meta.dirname, '..');
const formElements = (readdirSync(srcDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .flatMap((file) =>
    [...readFileSync(join(srcDir, file), 'utf8').matchAll(/<Form(?:<\w+>)?(?=[\s>])[^>]*>/g)].map((m) => ({
      file,
      tag: m[0],
    })),
  );

describe('no form leaves its checks to the browser', () => {
  it('turns native validation off, so only our Vietnamese messages show (no English bubble beside them)', () => {
    expect(formElements.length).toBeGreaterThan(20);
    for (const { file, tag } of formElements) expect(tag, file).toMatch(/\snoValidate[\s>]/);
  });
});
