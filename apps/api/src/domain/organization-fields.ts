import { and, eq, type SQL, sql } from 'drizzle-orm';
import { organizations } from '../db/schema/index.js';

/**
 * The active grassroots unions (công đoàn cơ sở đang hoạt động): the units that take members, file
 * reports and are counted as "Công đoàn cơ sở" on every page. One definition, one number.
 */
export const activeGrassroots = and(
  eq(organizations.level, 'grassroots'),
  eq(organizations.status, 'active'),
)!;

/** A sum or count of the units grouped, 0 over none. */
const whole = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`.mapWith(Number);
/** A union whose members an approved report or its records split by gender. */
const split = sql`(${organizations.memberMaleCount} is not null or ${organizations.memberFemaleCount} is not null)`;

/**
 * The member figures of the unions grouped, as the dashboard counts them: the units, their
 * members and workers, the men and the women of the unions whose members are split by gender.
 * Select them over `organizations` where `activeGrassroots` (and a scope).
 */
export const unionFigures = {
  units: whole(sql`count(*)`),
  workers: whole(sql`sum(${organizations.workerCount})`),
  members: whole(sql`sum(${organizations.memberCount})`),
  membersMale: whole(sql`sum(coalesce(${organizations.memberMaleCount}, 0)) filter (where ${split})`),
  membersFemale: whole(sql`sum(coalesce(${organizations.memberFemaleCount}, 0)) filter (where ${split})`),
  // a unit with no split counts whole; one with a split counts what the split leaves over
  membersUnsplit: whole(sql`sum(case when ${split}
    then greatest(coalesce(${organizations.memberCount}, 0) - coalesce(${organizations.memberMaleCount}, 0) - coalesce(${organizations.memberFemaleCount}, 0), 0)
    else coalesce(${organizations.memberCount}, 0) end)`),
};

/**
 * The decade an organisation was founded in, as its first year (1990 for 1990–1999; null without a
 * founding year): the one grouping of the statistics by founding decade.
 */
export const foundingDecade = sql<number | null>`(${organizations.namThanhLap} / 10 * 10)::int`;

/** A founding decade as the statistics name it: '1990–1999'. */
export const decadeName = (decade: number) => `${decade}–${decade + 9}`;

/**
 * The columns of an organisation's own fields, after its identity and its parent: what its forms,
 * its import and a founding at a company write, and what each of their readers selects (beside the
 * names of the references, each reader its own).
 */
export const organizationFieldColumns = {
  level: organizations.level,
  xaPhuongId: organizations.xaPhuongId,
  cumKhuCnId: organizations.cumKhuCnId,
  loaiHinh: organizations.loaiHinh,
  loaiCongTy: organizations.loaiCongTy,
  namThanhLap: organizations.namThanhLap,
  address: organizations.address,
  phoneNumber: organizations.phoneNumber,
  email: organizations.email,
  chairName: organizations.chairName,
  chairPhone: organizations.chairPhone,
  workerCount: organizations.workerCount,
  workerMaleCount: organizations.workerMaleCount,
  workerFemaleCount: organizations.workerFemaleCount,
  memberCount: organizations.memberCount,
  memberMaleCount: organizations.memberMaleCount,
  memberFemaleCount: organizations.memberFemaleCount,
  executiveBoardSize: organizations.executiveBoardSize,
  auditCommitteeSize: organizations.auditCommitteeSize,
  businessSector: organizations.businessSector,
  country: organizations.country,
  note: organizations.note,
  status: organizations.status,
  customFields: organizations.customFields,
};
