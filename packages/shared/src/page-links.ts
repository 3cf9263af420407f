/**
 * The app's pages that the server names in what it writes (bell notices, the approvals list,
 * e-mails and Zalo texts) and that the web's route table registers. Each is declared here once:
 * the API writes `pageLinks.eventDetail.getHref(id)`, the web's config/paths.ts takes the same
 * entry, so a moved page cannot leave the server linking to its old address.
 */

/** A page without parameters: `path` is the route's pattern, `getHref()` its address. */
export interface PageLink {
  path: string;
  getHref: () => string;
}
/** A page of one record: `<base>/:id`. */
export interface RecordPageLink {
  path: string;
  getHref: (id: number) => string;
}

export const pageLink = (path: string): PageLink => ({ path, getHref: () => path });

export const recordPageLink = (base: string): RecordPageLink => ({
  path: `${base}/:id`,
  getHref: (id) => `${base}/${id}`,
});

/** `path?key=value&…`, leaving out what is undefined. */
export function pathWithQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const REPORTS = '/trade-union/member-reports/reports';
const MEMBERS = '/trade-union/members/list';
const PERIODS = '/trade-union/member-reports/time-updates';

export const pageLinks = {
  /**
   * The members list; with a union (and its units below), a status or a gender it opens filtered
   * so (the assistant's answers link to the list that shows their figure).
   */
  memberList: {
    path: MEMBERS,
    getHref: (
      query: { organizationId?: number; includeChildren?: boolean; status?: string; gender?: string } = {},
    ) =>
      pathWithQuery(MEMBERS, {
        organizationId: query.organizationId,
        includeChildren: query.includeChildren ? 'true' : undefined,
        status: query.status,
        gender: query.gender,
      }),
  },
  organizationList: pageLink('/trade-union/organizations'),
  staffList: pageLink('/trade-union/staff'),
  statisticsOverview: pageLink('/trade-union/statistics/overview'),
  inbox: pageLink('/trade-union/notifications'),
  eventList: pageLink('/trade-union/events/list'),
  eventDetail: recordPageLink('/trade-union/events/detail'),
  memberDetail: recordPageLink('/trade-union/members/detail'),
  approvalDetail: recordPageLink('/trade-union/approval/detail'),
  /**
   * The membership reports: with `id` the page opens that report; with an occurrence and a state
   * it opens filtered (`trangThaiPheDuyet: 'cho_phe_duyet'`: waiting for approval).
   */
  reports: {
    path: REPORTS,
    getHref: (query: { id?: number; kyBaoCaoId?: number; trangThaiPheDuyet?: string } = {}) =>
      pathWithQuery(REPORTS, query),
  },
  /**
   * The reporting periods; with `id` the page opens that period's progress, with `occurrenceId` that
   * occurrence's, with `standing` (a tracking state: 'qua_han') its units standing so, and with
   * `place` those of a ward, zone or organisation type (an id, or 'khong_co': without one).
   */
  periods: {
    path: PERIODS,
    getHref: (
      id?: number,
      occurrenceId?: number,
      standing?: string,
      place: { xaPhuongId?: number | string; cumKhuCnId?: number | string; loaiHinh?: number | string } = {},
    ) => pathWithQuery(PERIODS, { id, ky: occurrenceId, trangThaiBaoCao: standing, ...place }),
  },
} as const;
