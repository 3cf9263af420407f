import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index.js';

/**
 * docs/requirements.md, "Updates": in an update body every field may be left out, and null or blank
 * either clears the field or is refused with a Vietnamese message — never zod's English default.
 */
const updateBodies = (Object.entries(shared) as [string, unknown][]).flatMap(([name, value]) =>
  /update\w*Body$/i.test(name) && value instanceof z.ZodObject ? [[name, value] as const] : [],
);

/** Words of zod's English messages; none of them is a Vietnamese word. */
const ENGLISH = /\b(invalid|expected|received|too|must|string|number|undefined|required|input|option|nan)\b/i;

describe('update bodies', () => {
  it('are found', () => {
    expect(updateBodies.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'organizationUpdateBody',
        'updateUserBody',
        'staffUpdateBody',
        'roleUpdateBody',
      ]),
    );
  });

  for (const [name, schema] of updateBodies) {
    const fields = Object.keys(schema.shape).filter((f) => !['id', 'userId'].includes(f));

    it(`${name}: every field may be left out`, () => {
      const issues = schema.safeParse({ id: 1, userId: 1 }).error?.issues ?? [];
      // A notification's correction must change something; any other body may change nothing.
      expect(issues.map((i) => i.message)).toEqual(
        name === 'notificationUpdateBody' ? ['Không có thay đổi nào'] : [],
      );
    });

    it(`${name}: null or blank clears a field or is refused in Vietnamese`, () => {
      for (const field of fields) {
        for (const value of [null, '', '  ']) {
          const issues = schema.safeParse({ id: 1, userId: 1, [field]: value }).error?.issues ?? [];
          for (const issue of issues)
            expect(issue.message, `${field}: ${String(value)}`).not.toMatch(ENGLISH);
        }
      }
    });
  }
});
