import { and, eq, sql } from 'drizzle-orm';
import { organizations } from '../db/schema/index.js';

/**
 * The active grassroots unions (công đoàn cơ sở đang hoạt động): the units that take members, file
 * reports and are counted as "Công đoàn cơ sở" on every page. One definition, one number.
 */
export const activeGrassroots = and(
  eq(organizations.level, 'grassroots'),
  eq(organizations.status, 'active'),
)!;

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
  workerCount: organizations.workerCount,
  memberCount: organizations.memberCount,
  status: organizations.status,
  customFields: organizations.customFields,
};
