import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.join(import.meta.dirname, '..');

describe('the shared module graph of the web tests (vitest.config.ts)', () => {
  it('holds no module replaced by one file: a replacement would be the real module for another', () => {
    const replacing = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        /\.test\.tsx?$/.test(file) &&
        /\bvi\s*\.\s*(do)?[m]ock\s*\(/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(replacing, 'give the test a stand-in through `test.alias` instead').toEqual([]);
  });
});
