import {
  type BoardPerson,
  termStateOf,
  UNION_BOARD_LABELS,
  UNION_BOARDS,
  type UnionBoards,
} from '@congdoan/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { byName } from '../../../db/query.js';
import { organizations, positions, unionStaff } from '../../../db/schema/index.js';
import { organizationScope, staffScope } from '../../../domain/scope.js';
import { AppError } from '../../../errors.js';

/**
 * A union's boards (docs/requirements.md, "Union boards"): its staff whose position sits on a board,
 * those in office (termState current) as the board, those whose term ended as who left.
 */
export async function unionBoardsOf(
  db: DbOrTx,
  actor: Actor,
  organizationId: number,
  today: string,
): Promise<UnionBoards> {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), organizationScope(actor)));
  if (!org) throw new AppError('organization_not_found');

  const rows = await db
    .select({
      staffId: unionStaff.id,
      fullName: unionStaff.fullName,
      positionId: unionStaff.positionId,
      positionName: positions.name,
      termStart: unionStaff.termStart,
      termEnd: unionStaff.termEnd,
      phoneNumber: unionStaff.phoneNumber,
      email: unionStaff.email,
      boards: positions.boards,
    })
    .from(unionStaff)
    .innerJoin(positions, eq(positions.id, unionStaff.positionId))
    .where(
      and(
        eq(unionStaff.organizationId, organizationId),
        staffScope(actor),
        sql`cardinality(${positions.boards}) > 0`,
      ),
    )
    .orderBy(asc(positions.sortOrder), byName(unionStaff.fullName), asc(unionStaff.id));

  const inOffice = rows.filter((r) => termStateOf(r.termEnd, today) === 'current');
  // Newest end first; the SQL order (position, name) among equal ends.
  const left = rows
    .filter((r) => termStateOf(r.termEnd, today) === 'ended')
    .sort((a, b) => (b.termEnd ?? '').localeCompare(a.termEnd ?? ''));
  const person = ({ boards: _, ...p }: (typeof rows)[number]): BoardPerson => p;

  return {
    organizationId,
    term: currentTerm(inOffice),
    boards: UNION_BOARDS.map((board) => ({
      board,
      label: UNION_BOARD_LABELS[board],
      members: inOffice.filter((r) => r.boards.includes(board)).map(person),
      left: left.filter((r) => r.boards.includes(board)).map(person),
    })),
  };
}

/**
 * The current term of the people in office: it ends at the latest end among them (someone elected
 * mid-term ends with the term) and starts at the earliest start among those ending then. With no
 * end recorded, it starts at the latest start; with no one in office, both are null.
 */
export function currentTerm(inOffice: { termStart: string | null; termEnd: string | null }[]): {
  start: string | null;
  end: string | null;
} {
  const ends = inOffice.flatMap((r) => (r.termEnd ? [r.termEnd] : []));
  // 'YYYY-MM-DD' texts sort as dates.
  const end = ends.sort().at(-1) ?? null;
  const starts = inOffice
    .filter((r) => end === null || r.termEnd === end)
    .flatMap((r) => (r.termStart ? [r.termStart] : []));
  if (!starts.length) return { start: null, end };
  starts.sort();
  const start = (end === null ? starts.at(-1) : starts[0]) ?? null;
  return { start, end };
}
