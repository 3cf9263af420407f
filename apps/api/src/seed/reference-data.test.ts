import { ROLE_IDS } from '@congdoan/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissions, rolePermissions } from '../db/schema/index.js';
import { roleCodes } from '../sessions/role-codes.js';
import { useTestApp } from '../test/harness.js';
import { ensureReferenceData } from './seed.js';

const t = useTestApp();

describe('ensureReferenceData at a start after an update', () => {
  it('gives the seeded roles the codes the new version adds, and leaves the old grants as the administrator left them', async () => {
    const db = t.ctx.database.db;
    // A database of the version before members: no member codes; an administrator took 'delete-staff' from the chair.
    const memberCodes = (await db.select().from(permissions).where(eq(permissions.subject, 'member'))).map(
      (p) => p.id,
    );
    await db.delete(rolePermissions).where(inArray(rolePermissions.permissionId, memberCodes));
    await db.delete(permissions).where(eq(permissions.subject, 'member'));
    const [deleteStaff] = await db.select().from(permissions).where(eq(permissions.code, 'delete-staff'));
    await db.delete(rolePermissions).where(eq(rolePermissions.permissionId, deleteStaff!.id));

    await ensureReferenceData(db);

    const chair = await roleCodes(db, ROLE_IDS.chair);
    expect(chair).toEqual(expect.arrayContaining(['view-member', 'create-member', 'transfer-member']));
    expect(chair).not.toContain('delete-staff');
    const member = await roleCodes(db, ROLE_IDS.member);
    expect(member).toEqual(expect.arrayContaining(['view-member', 'detail-member']));
    expect(member).not.toContain('create-member');
    // A start with nothing new changes nothing.
    await ensureReferenceData(db);
    expect((await roleCodes(db, ROLE_IDS.chair)).sort()).toEqual([...chair].sort());
  });
});
