import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOOKUP, ROOT } from './query-keys';

const SRC = join(import.meta.dirname, '..');

/**
 * A query key whose first element is a string written on the spot: a root of its own, where it
 * must be built on `ROOT` (`[...ROOT.members, 'list']`). Caught where a key is given (`queryKey:`,
 * the cache's calls), named (a constant called …key), or where a registered root is spelled again
 * anywhere (`[['members'], ['approvals']]`).
 */
const OWN_ROOT = [
  /\bqueryKey\s*:\s*\[\s*['"`]/,
  /\b(?:set|get)Query(?:Data|State)\s*(?:<[^>]*>)?\(\s*\[\s*['"`]/,
  /\b\w*key\w*\s*(?::[^=]+)?=\s*\[\s*['"`]/i,
  // an array, not an index (`Summary['events']`); the roots are plain words, nothing to escape
  new RegExp(
    `(?<![\\w\\])>])\\[\\s*['"\`](?:${Object.values(ROOT)
      .map(([root]) => root)
      .join('|')})['"\`]\\s*[,\\]]`,
  ),
];

/** The lines of `text` that declare a root key of their own, as 'line: text'. */
const ownRoots = (text: string) =>
  text
    .split('\n')
    .flatMap((line, i) => (OWN_ROOT.some((re) => re.test(line)) ? [`${i + 1}: ${line.trim()}`] : []));

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && /\.tsx?$/.test(f.name) && !/\.test\.tsx?$/.test(f.name))
    .map((f) => join(f.parentPath, f.name));

describe('the query key registry', () => {
  it('declares each root once, and each look-up under the look-ups root once', () => {
    const roots = Object.values(ROOT).map(([root]) => root);
    expect(new Set(roots).size).toBe(roots.length);
    const lookups = Object.values(LOOKUP).map(([root, name]) => `${root}/${name}`);
    expect(new Set(lookups).size).toBe(lookups.length);
    expect(Object.values(LOOKUP).every(([root]) => root === ROOT.lookup[0])).toBe(true);
  });

  it('catches a root key declared by hand, and lets a key built on the registry pass', () => {
    const planted = [
      "export const MEMBERS_KEY = ['members'] as const;",
      "    queryKey: ['dashboard', 'summary'],",
      "  const reload = () => client.invalidateQueries({ queryKey: ['dashboard'] });",
      "const CHANGED_BY_TRANSFER = [MEMBER_TRANSFER_KEY, ['members'], ['approvals']] as const;",
      "  client.setQueryData(['inbox', 'unread-count'], 0);",
    ];
    expect(planted.map(ownRoots)).toEqual(planted.map((line) => [`1: ${line.trim()}`]));
    const fine = [
      "    queryKey: [...ROOT.members, 'list', filters],",
      "export const REGISTRATIONS_KEY = [...ROOT.events, 'registrations'] as const;",
      "export const LOGIN_REQUIRED = ['username', 'password'] as const;",
      '  client.setQueryData(memberQuery(7).queryKey, member);',
    ];
    expect(fine.flatMap(ownRoots)).toEqual([]);
  });

  it('is where every feature, look-up and shared part of the app takes its roots from', () => {
    const found = sourcesUnder(SRC)
      .filter((file) => file !== join(SRC, 'lib', 'query-keys.ts'))
      .flatMap((file) => ownRoots(readFileSync(file, 'utf8')).map((hit) => `${relative(SRC, file)}:${hit}`));
    expect(found).toEqual([]);
  });
});
