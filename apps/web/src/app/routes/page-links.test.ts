import { pageLinks } from '@congdoan/shared';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';

/** A link of each page as the server writes it into a notice, an approval, an e-mail, a Zalo text or an assistant's answer. */
const SERVER_LINKS: Record<keyof typeof pageLinks, string> = {
  memberList: pageLinks.memberList.getHref({ organizationId: 12, includeChildren: true, gender: 'nu' }),
  organizationList: pageLinks.organizationList.getHref(),
  staffList: pageLinks.staffList.getHref(),
  statisticsOverview: pageLinks.statisticsOverview.getHref(),
  inbox: pageLinks.inbox.getHref(),
  eventList: pageLinks.eventList.getHref(),
  eventDetail: pageLinks.eventDetail.getHref(12),
  memberDetail: pageLinks.memberDetail.getHref(12),
  approvalDetail: pageLinks.approvalDetail.getHref(12),
  reports: pageLinks.reports.getHref({ id: 12 }),
  periods: pageLinks.periods.getHref(12, 30),
};

describe('the pages the server links to (packages/shared page-links)', () => {
  it.each(Object.entries(SERVER_LINKS))('%s opens a built page of the route table', (name, link) => {
    const { pathname } = new URL(link, 'http://app');
    const opened = ROUTES.filter((route) => matchPath(route.path, pathname));
    expect(opened.map((route) => route.path)).toEqual([pageLinks[name as keyof typeof pageLinks].path]);
    expect(opened[0]?.planned).toBeFalsy();
  });
});
