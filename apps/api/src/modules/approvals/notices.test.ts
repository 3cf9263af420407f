import { ROLE_IDS } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { buildMember, buildUser, login, useTestApp } from '../../test/harness.js';

/** What the requester's bell says of a decision on their request. */

const t = useTestApp({ world: true, outbox: 'manual' });
const chair = () => t.world.as.chair.token;
const orgA = () => t.world.grassroots[0];

/** A member of orgA with an account, who asks to change their occupation; the request's id. */
async function asked() {
  const user = await buildUser(t.ctx, { roles: [ROLE_IDS.member], organizationId: orgA().id });
  const member = await buildMember(t.ctx, { organizationId: orgA().id, userId: user.id });
  const token = (await login(t.ctx, user.username!)).accessToken;
  const res = await t.call('POST', '/approval/member-update', token, {
    changes: { occupation: 'Tổ trưởng' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.id as number, token, name: member.fullName };
}

const bellText = async (token: string) => {
  const res = await t.call('GET', '/thong-bao/user/my-notifications', token);
  return (res.json().data.list as { noiDung: string }[])[0]?.noiDung;
};

describe('the notice of a decision', () => {
  it('gives an approver’s comment as a comment, on its own line, its full stop never doubled', async () => {
    const r = await asked();
    const approve = await t.call('POST', '/approval/approve', chair(), { id: r.id, note: 'Đã xác minh.' });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await bellText(r.token)).toBe(
      `Cập nhật thông tin đoàn viên — ${r.name} (${orgA().name}): đã duyệt.\nÝ kiến: Đã xác minh.`,
    );
  });

  it('gives a refusal’s reason as the reason', async () => {
    const r = await asked();
    const reject = await t.call('POST', '/approval/reject', chair(), { id: r.id, note: 'Thiếu quyết định.' });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await bellText(r.token)).toBe(
      `Cập nhật thông tin đoàn viên — ${r.name} (${orgA().name}): từ chối.\nLý do: Thiếu quyết định.`,
    );
  });

  it('says the decision alone when no note was given', async () => {
    const r = await asked();
    expect((await t.call('POST', '/approval/approve', chair(), { id: r.id })).statusCode).toBe(200);
    expect(await bellText(r.token)).toBe(
      `Cập nhật thông tin đoàn viên — ${r.name} (${orgA().name}): đã duyệt.`,
    );
  });
});
