import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.js';
import type { Database } from './client.js';
import { organizationDynamicFields } from './schema/index.js';
import { uniqueViolation } from './write.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe('the migrated database', () => {
  it('refuses a custom-field key differing from another only in case', async () => {
    const field = (key: string) => ({ key, label: 'Số ca làm việc', type: 'number' as const });
    await database.db.insert(organizationDynamicFields).values(field('soCaLamViec'));
    const refused = await database.db
      .insert(organizationDynamicFields)
      .values(field('socalamviec'))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(uniqueViolation(refused)).toBe('organization_dynamic_fields_key_key');
  });
});
