import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/harness.js';
import { uniqueViolation } from '../write/transaction.js';
import { organizationDynamicFields } from './schema/index.js';

const t = useTestDatabase();

describe('the migrated database', () => {
  it('refuses a custom-field key differing from another only in case', async () => {
    const field = (key: string) => ({ key, label: 'Số ca làm việc', type: 'number' as const });
    await t.database.db.insert(organizationDynamicFields).values(field('soCaLamViec'));
    const refused = await t.database.db
      .insert(organizationDynamicFields)
      .values(field('socalamviec'))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(uniqueViolation(refused)).toBe('organization_dynamic_fields_key_key');
  });
});
