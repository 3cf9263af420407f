import { Column, type DriverValueDecoder, is, SQL, Subquery } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';

/**
 * Rows mapped by a function compiled once per selection instead of by drizzle's mapResultRow.
 *
 * drizzle maps each value of each row through a generic loop that asks, value by value, what kind
 * of field it holds (`is(field, Column)` walks the prototype chain) and builds each row's object a
 * key at a time: about 1 µs a value, 3–4 ms for the calendar's 700 rows of 11 columns, more than
 * PostgreSQL's driver spends parsing them (docs/architecture.md, "Benchmarks"). Here a selection
 * whose fields are all top-level (every list and read of the API) gets, once per list of keys, a
 * function writing each row as one object literal: the same keys in the same order, each value
 * through the same decoder (a column's `mapFromDriverValue`, an `sql` field's `mapWith`), null as
 * null — what mapResultRow answers, with one shape for every row. A nested selection (`{ parent:
 * { id, name } }`, whose object a left join can null) keeps drizzle's own mapping.
 */

type Decoder = DriverValueDecoder<unknown, unknown>;
type Rows = (rows: unknown[][], decoders: Decoder[]) => Record<string, unknown>[];

/** An `sql` field's decoder (its `mapWith`), which drizzle's types keep internal. */
const decoderOfSql = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;

/** What drizzle's mapResultRow decodes a field's value with. */
function decoderOf(field: SelectedFieldsOrdered[number]['field']): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** The compiled mappers, by their list of keys; selections are written in the code, so they are few. */
const compiled = new Map<string, Rows>();
const MAX_COMPILED = 1000;

function rowsOf(keys: string[]): Rows | undefined {
  const id = JSON.stringify(keys);
  let rows = compiled.get(id);
  if (!rows && compiled.size < MAX_COMPILED) {
    const values = keys.map(
      (key, i) => `${JSON.stringify(key)}: r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}])`,
    );
    // Generated, as fast-json-stringify generates its writers: one literal gives every row one shape.
    rows = new Function(
      'rows',
      'd',
      `const out = new Array(rows.length);
      for (let i = 0; i < rows.length; i++) { const r = rows[i]; out[i] = { ${values.join(', ')} }; }
      return out;`,
    ) as Rows;
    compiled.set(id, rows);
  }
  return rows;
}

/** The compiled mapping of a selection, or undefined for one drizzle must map (nested, or odd keys). */
export function compiledRowMapper(fields: SelectedFieldsOrdered | undefined) {
  if (!fields?.length || fields.some(({ path }) => path.length !== 1 || path[0] === '__proto__'))
    return undefined;
  const rows = rowsOf(fields.map(({ path }) => path[0]!));
  if (!rows) return undefined;
  const decoders = fields.map(({ field }) => decoderOf(field));
  return (raw: unknown[][]) => rows(raw, decoders);
}

type PrepareQuery = (
  query: unknown,
  fields: SelectedFieldsOrdered | undefined,
  name: string | undefined,
  isResponseInArrayMode: boolean,
  customResultMapper?: (rows: unknown[][]) => unknown,
  ...rest: unknown[]
) => unknown;

/**
 * Every select of either engine, in or out of a transaction (each transaction has a session of its
 * own, hence the prototypes), mapped by compiledRowMapper where drizzle brings no mapper of its own
 * (its relational queries do).
 */
export function installCompiledRowMapping() {
  for (const Session of [NodePgSession, PgliteSession]) {
    const proto = Session.prototype as unknown as { prepareQuery: PrepareQuery; compiledRows?: true };
    if (proto.compiledRows) continue;
    const prepare = proto.prepareQuery;
    proto.prepareQuery = function (query, fields, name, isResponseInArrayMode, customResultMapper, ...rest) {
      const mapper = customResultMapper ?? (isResponseInArrayMode ? compiledRowMapper(fields) : undefined);
      return prepare.call(this, query, fields, name, isResponseInArrayMode, mapper, ...rest);
    };
    proto.compiledRows = true;
  }
}
