import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assistantConversations, assistantSettings } from '../../../db/schema/index.js';
import { buildConversation, buildUser, login, useTestApp } from '../../../test/harness.js';

const t = useTestApp();

async function newUser() {
  const user = await buildUser(t.ctx);
  return { id: user.id, token: (await login(t.ctx, user.username!)).accessToken };
}

describe('assistant/settings', () => {
  it('answers the defaults to a user who never changed them', async () => {
    const { token } = await newUser();
    const res = await t.call('GET', '/assistant/settings', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ autoSave: true, sound: false, theme: 'light' });
  });

  it('changes only the fields given', async () => {
    const { token } = await newUser();
    const dark = await t.call('PUT', '/assistant/settings', token, { theme: 'dark' });
    expect(dark.statusCode, dark.body).toBe(200);
    expect(dark.json().data).toEqual({ autoSave: true, sound: false, theme: 'dark' });
    const sound = await t.call('PUT', '/assistant/settings', token, { sound: true });
    expect(sound.json().data).toEqual({ autoSave: true, sound: true, theme: 'dark' });
    expect((await t.call('GET', '/assistant/settings', token)).json().data).toEqual({
      autoSave: true,
      sound: true,
      theme: 'dark',
    });
  });

  it('keeps the conversations already stored when autoSave is turned off', async () => {
    const { id, token } = await newUser();
    const kept = await buildConversation(t.ctx, { userId: id });
    const off = await t.call('PUT', '/assistant/settings', token, { autoSave: false });
    expect(off.json().data).toMatchObject({ autoSave: false });
    const rows = await t.ctx.database.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.userId, id));
    expect(rows.map((r) => r.id)).toEqual([kept.id]);
  });

  it('refuses a bad value with a Vietnamese 400 that changes nothing', async () => {
    const { id, token } = await newUser();
    await t.call('PUT', '/assistant/settings', token, { sound: true });
    const res = await t.call('PUT', '/assistant/settings', token, { theme: 'blue', sound: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Giao diện không hợp lệ');
    const [row] = await t.ctx.database.db
      .select()
      .from(assistantSettings)
      .where(eq(assistantSettings.userId, id));
    expect(row).toMatchObject({ sound: true, theme: 'light' });
  });
});
