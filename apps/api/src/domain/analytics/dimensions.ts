import {
  type DimensionKey,
  type DimensionMember,
  type FilterKey,
  FOUNDING_BANDS,
  MEMBER_AGE_BAND_LABELS,
  MEMBER_AGE_BAND_YEARS,
  MEMBER_AGE_BANDS,
  MEMBER_CATEGORY_FIELDS,
  MEMBER_GENDER_LABELS,
  NO_VALUE_KEY,
  NO_VALUE_LABEL,
  ORGANIZATION_LEVEL_LABELS,
} from '@congdoan/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/query.js';
import {
  categoryItems,
  industrialZones,
  members,
  organizationChoices,
  organizations,
  wards,
} from '../../db/schema/index.js';

/**
 * Each dimension of the catalogue as SQL: the key it groups by (text, NO_VALUE_KEY for none) over
 * the union a fact belongs to (`organizations`, joined by each source) and, for member dimensions,
 * the member record (`members`); and the names of its keys.
 */

/** Where a source's union-level place comes from when its own row holds one (an event without a union). */
export interface Place {
  ward?: SQL;
  zone?: SQL;
  /** The day a member's age is taken on (the report's last day). */
  ageOn: string;
}

const keyed = (value: SQL) => sql`coalesce((${value})::text, ${NO_VALUE_KEY})`;

const foundingBand = () => {
  const year = organizations.namThanhLap;
  const cases = FOUNDING_BANDS.map(({ key, from, to }) => {
    const parts = [from !== null && sql`${year} >= ${from}`, to !== null && sql`${year} < ${to}`].filter(
      (p): p is SQL => p !== false,
    );
    return sql`when ${sql.join(parts, sql` and `)} then ${key}`;
  });
  return sql`case when ${year} is null then ${NO_VALUE_KEY} ${sql.join(cases, sql` `)} end`;
};

/**
 * A member's age band on `on`, by comparing the birth date with each band's bounds (born on or
 * before `on` less N years: N or older), so that a million records are not each put through age().
 */
const ageBand = (on: string) => {
  const born = members.dateOfBirth;
  const yearsBefore = (years: number) => sql`(${on}::date - make_interval(years => ${years}))::date`;
  const cases = MEMBER_AGE_BANDS.map((band) => {
    const [from, to] = MEMBER_AGE_BAND_YEARS[band];
    const younger = to === null ? sql`` : sql` and ${born} > ${yearsBefore(to)}`;
    return sql`when ${born} <= ${yearsBefore(from)}${younger} then ${band}`;
  });
  return sql`case ${sql.join(cases, sql` `)} else ${NO_VALUE_KEY} end`;
};

/** The key of `dimension` as SQL (never 'period': each source buckets its own dates). */
export function dimensionKey(dimension: Exclude<DimensionKey, 'period'>, place: Place): SQL {
  switch (dimension) {
    case 'ward':
      return keyed(place.ward ?? sql`${organizations.xaPhuongId}`);
    case 'zone':
      return keyed(place.zone ?? sql`${organizations.cumKhuCnId}`);
    case 'organizationType':
      return keyed(sql`${organizations.loaiHinh}`);
    case 'companyKind':
      return keyed(sql`${organizations.loaiCongTy}`);
    case 'parentUnion':
      return keyed(sql`${organizations.organizationParentId}`);
    case 'level':
      return keyed(sql`${organizations.level}`);
    case 'foundingBand':
      return foundingBand();
    case 'union':
      return keyed(sql`${organizations.id}`);
    case 'gender':
      return keyed(sql`${members.gender}`);
    case 'ageBand':
      return ageBand(place.ageOn);
    case 'ethnicity':
      return keyed(sql`${members.ethnicityId}`);
    case 'education':
      return keyed(sql`${members.educationLevelId}`);
    case 'politicalStatus':
      return sql`case when ${members.partyMember} then 'dang_vien' else 'quan_chung' end`;
    case 'cardStatus':
      return sql`case when ${members.cardIssuedAt} is not null then 'da_cap' else 'chua_cap' end`;
  }
}

/** A filter as SQL: the key among the values; `within`, a union or any union under it. */
export function filterCondition(
  dimension: Exclude<FilterKey, 'period'>,
  values: readonly string[],
  place: Place,
): SQL {
  if (dimension === 'within') {
    const ids = values.filter((v) => /^\d{1,9}$/.test(v)).map(Number);
    if (ids.length === 0) return sql`false`;
    return sql`exists (select 1 from ${organizations} w where w.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${organizations.path} like w.path || '%')`;
  }
  return sql`${dimensionKey(dimension, place)} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

const FIXED: Partial<Record<DimensionKey, DimensionMember[]>> = {
  level: Object.entries(ORGANIZATION_LEVEL_LABELS).map(([key, label]) => ({ key, label })),
  foundingBand: FOUNDING_BANDS.map(({ key, label }) => ({ key, label })),
  gender: Object.entries(MEMBER_GENDER_LABELS).map(([key, label]) => ({ key, label })),
  ageBand: MEMBER_AGE_BANDS.map((key) => ({ key, label: MEMBER_AGE_BAND_LABELS[key] })),
  politicalStatus: [
    { key: 'dang_vien', label: 'Đảng viên' },
    { key: 'quan_chung', label: 'Chưa là đảng viên' },
  ],
  cardStatus: [
    { key: 'da_cap', label: 'Đã cấp thẻ' },
    { key: 'chua_cap', label: 'Chưa cấp thẻ' },
  ],
};

/** The table that names a dimension's ids, with its name column. */
function namingTable(dimension: DimensionKey): { table: SQL; id: SQL; name: SQL } | undefined {
  switch (dimension) {
    case 'ward':
      return { table: sql`${wards}`, id: sql`${wards.id}`, name: sql`${wards.name}` };
    case 'zone':
      return {
        table: sql`${industrialZones}`,
        id: sql`${industrialZones.id}`,
        name: sql`${industrialZones.name}`,
      };
    case 'organizationType':
    case 'companyKind':
      return {
        table: sql`${organizationChoices}`,
        id: sql`${organizationChoices.id}`,
        name: sql`${organizationChoices.name}`,
      };
    case 'parentUnion':
    case 'union':
      return { table: sql`${organizations}`, id: sql`${organizations.id}`, name: sql`${organizations.name}` };
    case 'ethnicity':
    case 'education':
      return { table: sql`${categoryItems}`, id: sql`${categoryItems.id}`, name: sql`${categoryItems.name}` };
    default:
      return undefined;
  }
}

const collator = new Intl.Collator('vi');
const CATEGORY_KINDS = {
  ethnicity: MEMBER_CATEGORY_FIELDS.ethnicityId,
  education: MEMBER_CATEGORY_FIELDS.educationLevelId,
} as const;

/**
 * The members of `dimension` among `keys`, in display order: a fixed list in its own order, named
 * ids by name; the no-value member last.
 */
export async function namedMembers(
  db: DbOrTx,
  dimension: Exclude<DimensionKey, 'period'>,
  keys: ReadonlySet<string>,
): Promise<DimensionMember[]> {
  const none = keys.has(NO_VALUE_KEY) ? [{ key: NO_VALUE_KEY, label: NO_VALUE_LABEL }] : [];
  const fixed = FIXED[dimension];
  if (fixed) return [...fixed.filter((m) => keys.has(m.key)), ...none];
  const naming = namingTable(dimension);
  const ids = [...keys].filter((k) => /^\d{1,9}$/.test(k)).map(Number);
  if (!naming || ids.length === 0) return none;
  const rows = await executeRows<{ key: string; label: string }>(
    db,
    sql`select ${naming.id}::text as key, ${naming.name} as label from ${naming.table}
      where ${naming.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return [...rows.sort((a, b) => collator.compare(a.label, b.label)), ...none];
}

/** What a filter on `dimension` may choose: the fixed list, or the named values of the caller's unions. */
export async function choosableMembers(
  db: DbOrTx,
  dimension: Exclude<FilterKey, 'period'>,
  unitsInScope: SQL,
): Promise<DimensionMember[]> {
  const fixed = FIXED[dimension as DimensionKey];
  if (fixed) return fixed;
  if (dimension === 'ethnicity' || dimension === 'education') {
    return executeRows<DimensionMember>(
      db,
      sql`select ${categoryItems.id}::text as key, ${categoryItems.name} as label from ${categoryItems}
        where ${categoryItems.kind} = ${CATEGORY_KINDS[dimension]} and ${categoryItems.active}
        order by ${categoryItems.sortOrder}, ${categoryItems.name}`,
    );
  }
  const unionDimension = dimension === 'within' ? 'union' : dimension;
  const key = dimensionKey(unionDimension, { ageOn: '2000-01-01' });
  const keys = await executeRows<{ key: string }>(
    db,
    sql`select distinct ${key} as key from ${organizations} where ${unitsInScope} limit 5000`,
  );
  return namedMembers(db, unionDimension, new Set(keys.map((k) => k.key)));
}
