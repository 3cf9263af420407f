import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../lib/query-keys';
import { answerRequests } from '../../../test/answer-requests';
import { invalidatedBy } from '../../../test/query-cache';
import { renderHook } from '../../../test/render-page';
import { useDecideReport } from './reports';

/** The report's page and what other pages keep in the cache beside it. */
const CACHED = {
  report: [...ROOT.memberReports, 'report', 9],
  pendingApprovals: [...ROOT.approvals, 'pending', { page: 1, limit: 20 }],
  unions: [...ROOT.organizations, 'detail', 5],
  dashboard: [...ROOT.dashboard, 'report-progress'],
  members: [...ROOT.members, 'list', { page: 1, limit: 10 }],
};

describe('a report decision', () => {
  it.each([
    ['approved', 'da_phe_duyet'],
    ['rejected', 'tu_choi'],
  ] as const)(
    'when a report is %s, reads again the report, the pending approvals, its union and the dashboard',
    async (_what, trangThaiPheDuyet) => {
      answerRequests({ id: 9 });
      const changed = await invalidatedBy(CACHED, (client) =>
        renderHook(useDecideReport, { client }).mutateAsync({
          id: 9,
          body: { trangThaiPheDuyet, ghiChu: 'Đã xem' },
        }),
      );
      expect(changed).toEqual(['report', 'pendingApprovals', 'unions', 'dashboard']);
    },
  );
});
