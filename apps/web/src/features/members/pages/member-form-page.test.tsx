import { describe, expect, it } from 'vitest';
import { type Right, renderPage } from '../../../test/render-page';
import { startUnionQuery } from '../api/get-start-union';
import { MemberFormPage } from './member-form-page';

const CHAIR: Right[] = [['manage', 'member'], 'view-organization'];
const MAY_10 = { id: 5, name: 'CĐCS Công ty May 10' };

/** The create page for a caller whose own union is `organizationId`, reached at `url`. */
const render = (url: string, organizationId: number | null) =>
  renderPage(<MemberFormPage />, {
    url,
    route: '/trade-union/members/create',
    rights: CHAIR,
    user: { scope: 'organization', organizationId },
    data: [
      [startUnionQuery(5).queryKey, MAY_10],
      [startUnionQuery(3).queryKey, null],
    ],
  });

/** The union the form's union field holds. */
const chosenUnion = (html: string) => /title="([^"]*)">[^<]*<input id="organizationId"/.exec(html)?.[1];

describe('adding a member', () => {
  // The first render loads the whole form (every section's fields): seconds on a busy machine.
  it('starts in the chair’s own grassroots union, or in none above the grassroots', {
    timeout: 20_000,
  }, () => {
    expect(chosenUnion(render('/trade-union/members/create', 5))).toBe(MAY_10.name);
    expect(chosenUnion(render('/trade-union/members/create', 3))).toBeUndefined();
    // the list's filter still wins
    expect(chosenUnion(render('/trade-union/members/create?organizationId=5', 3))).toBe(MAY_10.name);
  });
});
