import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventAudienceOrganizations, eventAudienceRoles, eventRegistrations } from '../../db/schema/index.js';
import {
  ADMIN_PASSWORD,
  buildEvent,
  buildOrganization,
  buildRegistration,
  buildRole,
  login,
  useTestApp,
} from '../../test/harness.js';

const t = useTestApp({ world: true });

/** What an event's audience and visibility keep when what they name would go (issue P9, review). */
describe('events and what they refer to', () => {
  it('refuses to delete a role or an organisation an audience names: the event would open to everyone', async () => {
    const admin = (await login(t.ctx, 'admin', ADMIN_PASSWORD)).accessToken;
    const role = await buildRole(t.ctx, { scope: 'organization', grants: [] });
    const union = await buildOrganization(t.ctx, { parent: t.world.wardUnion });
    const event = await buildEvent(t.ctx);
    await t.ctx.database.db.insert(eventAudienceRoles).values({ eventId: event.id, roleId: role.id });
    await t.ctx.database.db
      .insert(eventAudienceOrganizations)
      .values({ eventId: event.id, organizationId: union.id });
    const roleDelete = await t.call('POST', `/role/delete?roleId=${role.id}`, admin);
    expect(roleDelete.statusCode, roleDelete.body).toBe(409);
    expect(roleDelete.json().message).toBe('Không thể xóa vai trò đang là đối tượng tham gia của sự kiện');
    const orgDelete = await t.call(
      'DELETE',
      `/organization/delete-organization?organizationID=${union.id}`,
      admin,
    );
    expect(orgDelete.statusCode, orgDelete.body).toBe(409);
    const stillThere = await t.call('GET', `/su-kien/${event.id}`, admin);
    expect(stillThere.json().data.doiTuongVaiTro.map((r: { id: number }) => r.id)).toEqual([role.id]);
  });

  it('shows an event to a registrant, and no longer once the registration is cancelled', async () => {
    const member = t.world.elsewhereChair;
    const event = await buildEvent(t.ctx, { registrationOpen: true });
    const registration = await buildRegistration(t.ctx, { eventId: event.id, userId: member.id });
    expect((await t.call('GET', `/su-kien/${event.id}`, member.token)).statusCode).toBe(200);
    await t.ctx.database.db
      .update(eventRegistrations)
      .set({ state: 'da_huy', cancelledAt: new Date() })
      .where(eq(eventRegistrations.id, registration.id));
    expect((await t.call('GET', `/su-kien/${event.id}`, member.token)).statusCode).toBe(404);
  });
});
