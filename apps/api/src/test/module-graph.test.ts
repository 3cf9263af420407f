import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const src = path.join(import.meta.dirname, '..');

// The test files of a worker share their modules (`isolate: false`, vitest.config.ts): a module
// one file replaced would be the replacement in the files run after it.
it('has no test file replacing a module', () => {
  const testFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.test.ts'),
  );
  const replacing = testFiles.filter((f) =>
    /\bvi\s*\.\s*(doMock|mock)\s*\(/.test(readFileSync(path.join(src, f), 'utf8')),
  );
  expect(replacing, 'pass the stand-in to the code under test instead').toEqual([]);
});
