import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../db/query.js';
import { useTestApp } from '../test/harness.js';
import { seedDemo } from './seed.js';

const t = useTestApp();

describe('the demo data a new user finds', () => {
  it('splits every report’s and every union’s figures by gender, adding up to their totals', async () => {
    const db = t.ctx.database.db;
    await seedDemo(db, t.ctx.config);
    const [reports] = await executeRows<{ n: number; off: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where member_male + member_female <> member_total
        or worker_male + worker_female <> worker_total)::int as off from membership_reports`,
    );
    expect(reports!.n).toBeGreaterThan(100);
    expect(reports!.off).toBe(0);
    const [unions] = await executeRows<{ off: number }>(
      db,
      sql`select count(*)::int as off from organizations where level = 'grassroots' and member_count is not null
        and (member_male_count is null or member_male_count + member_female_count <> member_count)`,
    );
    expect(unions!.off).toBe(0);
  }, 300_000);
});
