import { USER_IMPORT_COLUMNS } from '@congdoan/shared';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, zaloAccounts } from '../../../db/schema/index.js';
import {
  ADMIN_PASSWORD,
  buildOrganization,
  buildUser,
  buildZaloAccount,
  login,
  uploadFile,
  useTestApp,
} from '../../../test/harness.js';

/** POST user/import-with-zalo-link (the deployed system's path): our users import, then links by phone. */
const t = useTestApp();
let admin: string;
let org: { id: number; name: string };

beforeAll(async () => {
  org = await buildOrganization(t.ctx, { name: 'Công đoàn Công ty May Hưng Yên' });
  admin = (await login(t.ctx, 'admin', ADMIN_PASSWORD)).accessToken;
});

type Row = Partial<Record<(typeof USER_IMPORT_COLUMNS)[number]['key'], string>>;
const row = (n: number, over: Row = {}) => {
  const v: Record<string, string> = {
    fullName: `Phạm Văn Zalo ${n}`,
    username: `zalo.pv${n}`,
    passWord: 'Matkhau@123',
    identity: `0010910${String(n).padStart(5, '0')}`,
    email: `zalo.pv${n}@example.vn`,
    phoneNumber: `09130${String(n).padStart(5, '0')}`,
    roleName: 'Đoàn viên công đoàn',
    organizationName: org.name,
    ward: '',
    zone: '',
    ...over,
  };
  return USER_IMPORT_COLUMNS.map((c) => v[c.key]!);
};
async function workbook(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Người dùng');
  ws.getCell('A1').value = 'DANH SÁCH NGƯỜI DÙNG';
  ws.getRow(2).values = USER_IMPORT_COLUMNS.map((c) => c.header);
  rows.forEach((r, i) => {
    ws.getRow(3 + i).values = r;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = async (url: string, rows: string[][]) =>
  uploadFile(t.ctx, url, await workbook(rows), admin, { fileName: 'nguoi_dung.xlsx' });
const db = () => t.ctx.database.db;
const userByName = async (username: string) =>
  (await db().select().from(users).where(eq(users.username, username)))[0]!;
const follower = async (id: number) =>
  (await db().select().from(zaloAccounts).where(eq(zaloAccounts.id, id)))[0]!;

describe('POST user/import-with-zalo-link', () => {
  it('writes the accounts, links each to the follower with its phone and never overwrites a link', async () => {
    // Two accounts already there: 1 linked to the follower with its phone, 2 linked to another one.
    const first = await upload('/user/import', [row(1), row(2)]);
    expect(first.statusCode, first.body).toBe(200);
    const [u1, u2] = [await userByName('zalo.pv1'), await userByName('zalo.pv2')];
    const f1 = await buildZaloAccount(t.ctx, { phone: '0913000001', userId: u1.id });
    const f2other = await buildZaloAccount(t.ctx, { phone: '0988000000', userId: u2.id });
    const f2free = await buildZaloAccount(t.ctx, { phone: '0913000002' });
    // Row 3's follower shared its phone in the international form; row 4's is someone else's.
    const f3 = await buildZaloAccount(t.ctx, { phone: '84913000003', displayName: 'Zalo Ba' });
    const stranger = await buildUser(t.ctx, { organizationId: org.id });
    const f4 = await buildZaloAccount(t.ctx, { phone: '0913000004', userId: stranger.id });

    const res = await upload('/user/import-with-zalo-link', [
      row(1),
      row(2),
      row(3),
      row(4),
      row(5),
      row(6, { phoneNumber: '' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const u3 = await userByName('zalo.pv3');
    const [u4, u5, u6] = [
      await userByName('zalo.pv4'),
      await userByName('zalo.pv5'),
      await userByName('zalo.pv6'),
    ];
    expect(data).toMatchObject({
      created: 4,
      updated: 0,
      skipped: 2,
      message: 'Import thành công',
      successCount: 6,
      errorCount: 0,
      zaloLinkedCount: 1,
      zaloNotFoundCount: 2,
      summary: 'Đã tạo 4 tài khoản, liên kết 1 tài khoản Zalo',
    });
    expect([...data.createdIds].sort()).toEqual([u3.id, u4.id, u5.id, u6.id].sort());
    expect(data.zaloLinks).toEqual([
      {
        row: 3,
        userId: u1.id,
        phone: '0913000001',
        outcome: 'already_linked',
        zaloAccountId: f1.id,
        message: 'Tài khoản đã liên kết với tài khoản Zalo có số điện thoại này',
      },
      {
        row: 4,
        userId: u2.id,
        phone: '0913000002',
        outcome: 'user_taken',
        zaloAccountId: f2other.id,
        message: 'Tài khoản hệ thống này đã được liên kết với một tài khoản Zalo khác',
      },
      {
        row: 5,
        userId: u3.id,
        phone: '0913000003',
        outcome: 'linked',
        zaloAccountId: f3.id,
        message: 'Đã liên kết với tài khoản Zalo: Zalo Ba',
      },
      {
        row: 6,
        userId: u4.id,
        phone: '0913000004',
        outcome: 'follower_taken',
        zaloAccountId: f4.id,
        message: 'Tài khoản Zalo này đã được liên kết với một tài khoản hệ thống khác',
      },
      {
        row: 7,
        userId: u5.id,
        phone: '0913000005',
        outcome: 'not_found',
        zaloAccountId: null,
        message: 'Không tìm thấy tài khoản Zalo chưa liên kết với SĐT 0913000005',
      },
      {
        row: 8,
        userId: u6.id,
        phone: null,
        outcome: 'no_phone',
        zaloAccountId: null,
        message: 'Không có SĐT để liên kết Zalo',
      },
    ]);

    // The stored rows: only row 5's follower changed; every other link is as it was.
    expect(await follower(f3.id)).toMatchObject({ userId: u3.id, linkedAt: expect.any(Date) });
    expect(await follower(f1.id)).toMatchObject({ userId: u1.id });
    expect(await follower(f2other.id)).toMatchObject({ userId: u2.id });
    expect(await follower(f2free.id)).toMatchObject({ userId: null, linkedAt: null });
    expect(await follower(f4.id)).toMatchObject({ userId: stranger.id });
    expect(u3).toMatchObject({
      fullName: 'Phạm Văn Zalo 3',
      phoneNumber: '0913000003',
      email: 'zalo.pv3@example.vn',
      identity: '001091000003',
      organizationId: org.id,
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(inArray(auditLog.recordId, [String(f3.id), String(f2free.id)]));
    expect(audits.filter((a) => a.subject === 'zalo-account')).toMatchObject([
      { action: 'link', recordId: String(f3.id), before: { userId: null }, after: { userId: u3.id } },
    ]);
  });

  it('refuses a file with errors as our import does, writing and linking nothing', async () => {
    const f = await buildZaloAccount(t.ctx, { phone: '0913000021' });
    const res = await upload('/user/import-with-zalo-link', [row(21), row(22, { roleName: 'Không có' })]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'import_has_errors' });
    expect(await db().select().from(users).where(eq(users.username, 'zalo.pv21'))).toEqual([]);
    expect(await follower(f.id)).toMatchObject({ userId: null });
  });
});
