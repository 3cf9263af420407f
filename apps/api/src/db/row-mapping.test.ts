import * as drizzle from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { alias, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compiledRowMapper } from './row-mapping.js';
import { events, organizations } from './schema/index.js';

/** drizzle's own ordering and mapping, which its types keep internal. */
const { orderSelectedFields, mapResultRow } = drizzle as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): SelectedFieldsOrdered;
  mapResultRow(fields: SelectedFieldsOrdered, row: unknown[], joins: undefined): Record<string, unknown>;
};

/** A selection as drizzle orders it for its mapping. */
const ordered = (fields: Record<string, unknown>) => orderSelectedFields(fields);

const parent = alias(organizations, 'parent');

describe('rows mapped by a compiled function', () => {
  it('answers what drizzle maps: the same keys in order, decoders, nulls, aliases and sql fields', () => {
    const fields = ordered({
      id: events.id,
      startsAt: events.startsAt,
      location: events.location,
      parentName: parent.name,
      count: sql<number>`count(*)`.mapWith(Number),
      raw: sql<string>`'x'`,
    });
    const rows = [
      [7, '2026-12-06 11:00:00+00', 'Hội trường', 'Liên đoàn', '12', 'x'],
      [8, '2026-12-07 09:30:00.5+07', null, null, null, null],
    ];
    const map = compiledRowMapper(fields)!;
    const mapped = map(rows);
    expect(mapped).toEqual(rows.map((row) => mapResultRow(fields, row, undefined)));
    expect(mapped.map(Object.keys)).toEqual(
      rows.map((row) => Object.keys(mapResultRow(fields, row, undefined))),
    );
    expect(mapped[0]).toEqual({
      id: 7,
      startsAt: new Date('2026-12-06T11:00:00Z'),
      location: 'Hội trường',
      parentName: 'Liên đoàn',
      count: 12,
      raw: 'x',
    });
    // A second selection with the same keys reuses the function with its own decoders.
    const again = compiledRowMapper(ordered({ id: events.id, startsAt: sql`1`, location: events.location }))!;
    expect(again([[1, '2026-12-06 11:00:00+00', null]])).toEqual([
      { id: 1, startsAt: '2026-12-06 11:00:00+00', location: null },
    ]);
  });

  it('leaves a nested selection to drizzle, whose left join can null its object', () => {
    expect(compiledRowMapper(ordered({ id: events.id, parent: { id: parent.id } }))).toBeUndefined();
    expect(compiledRowMapper(undefined)).toBeUndefined();
  });
});
