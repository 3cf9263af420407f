import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, buildOrganization, type Method, uploadFile, useTestApp } from '../../test/harness.js';

const t = useTestApp();
let admin: string;
let root: { id: number; name: string };
beforeAll(async () => {
  admin = await adminToken(t.ctx);
  root = await buildOrganization(t.ctx, { name: 'Liên đoàn Lao động tỉnh Khóa Trường' });
});

const call = (method: Method, url: string, body?: object) => t.call(method, url, admin, body);

async function readBack(payload: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ExcelJS.Buffer);
  return wb;
}

describe('custom-field keys', () => {
  it('accept camelCase as every other field of the API, and snake_case as before', async () => {
    for (const key of ['soCaLamViec', 'so_to_cong_doan', 'A1', 'x']) {
      const res = await call('POST', '/organization/dynamic-fields', {
        key,
        label: `Trường ${key}`,
        type: 'text',
      });
      expect(res.statusCode, key).toBe(200);
      expect(res.json().data.key).toBe(key);
    }
    for (const key of ['2ca', '_ca', 'so-ca', 'số_ca', 'so ca', 'soCa.x']) {
      const res = await call('POST', '/organization/dynamic-fields', { key, label: 'Sai', type: 'text' });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(
        'Mã trường bắt đầu bằng một chữ cái, chỉ gồm chữ cái không dấu, chữ số và dấu gạch dưới (vd. soCaLamViec) (key)',
      );
    }
    // A key differing only in case reads as the same field to a person.
    const twin = await call('POST', '/organization/dynamic-fields', {
      key: 'socalamviec',
      label: 'Khác',
      type: 'text',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ code: 'dynamic_field_key_exists', message: 'Mã trường đã tồn tại' });
  });

  it('key the values of an organisation through create, both updates, the list, the detail, the import and the report', async () => {
    const field = await call('POST', '/organization/dynamic-fields', {
      key: 'soCaLamViecTrongNgay',
      label: 'Số ca làm việc trong ngày',
      type: 'number',
      sortOrder: 1,
    });
    expect(field.statusCode).toBe(200);
    const base = { name: 'Công đoàn Công ty Ba Ca', organizationParentId: root.id };

    const created = await call('POST', '/organization/create-organization', {
      ...base,
      customFields: { soCaLamViecTrongNgay: '3' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    expect(created.json().data.customFields).toMatchObject({ soCaLamViecTrongNgay: 3 });

    const bad = await call('PUT', '/organization/with-dynamic-fields', {
      ...base,
      id,
      customFields: { soCaLamViecTrongNgay: 'ba' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Số ca làm việc trong ngày: Phải là số');
    expect(bad.json().details).toEqual([
      { path: 'customFields.soCaLamViecTrongNgay', message: 'Phải là số' },
    ]);

    const updated = await call('PUT', '/organization/with-dynamic-fields', {
      ...base,
      id,
      customFields: { soCaLamViecTrongNgay: 2 },
    });
    expect(updated.json().data.customFields).toMatchObject({ soCaLamViecTrongNgay: 2 });
    const kept = await call('PUT', '/organization/update-organization', {
      ...base,
      id,
      chairName: 'Lê Văn Ca',
    });
    expect(kept.json().data.customFields).toMatchObject({ soCaLamViecTrongNgay: 2 });

    const list = (await call('GET', '/organization/list-by-permission?search=ba ca')).json().data;
    expect(list.dynamicFieldSchemas.map((f: { key: string }) => f.key)).toContain('soCaLamViecTrongNgay');
    expect(list.list).toEqual([expect.objectContaining({ id, customFields: { soCaLamViecTrongNgay: 2 } })]);
    const detail = (await call('GET', `/organization/detail?organizationId=${id}`)).json().data;
    expect(detail.customFields).toEqual({ soCaLamViecTrongNgay: 2 });

    // The import template has the field's column; a filled-in row stores the value under the key.
    const template = await call('GET', '/organization/download-template');
    const wb = await readBack(template.rawPayload);
    const sheet = wb.getWorksheet('Đơn vị')!;
    const headers = (sheet.getRow(2).values as unknown[]).slice(1) as string[];
    const column = headers.indexOf('Số ca làm việc trong ngày') + 1;
    expect(column).toBeGreaterThan(0);
    sheet.spliceRows(3, sheet.rowCount);
    const row = sheet.getRow(3);
    row.getCell(headers.indexOf('Tên đơn vị*') + 1).value = 'Công đoàn Công ty Hai Ca';
    row.getCell(headers.indexOf('Đơn vị cấp trên (tên hoặc mã)') + 1).value = root.name;
    row.getCell(column).value = 4;
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const imported = await uploadFile(t.ctx, '/organization/import-excel', file, admin);
    expect(imported.statusCode, imported.body).toBe(200);
    const twoShifts = (await call('GET', '/organization/list-by-permission?search=hai ca')).json().data.list;
    expect(twoShifts).toEqual([expect.objectContaining({ customFields: { soCaLamViecTrongNgay: 4 } })]);

    // The CDCS report has the field's column with the value.
    const report = await call('GET', '/organization/export-report?search=ba ca');
    expect(report.statusCode).toBe(200);
    const reportSheet = (await readBack(report.rawPayload)).worksheets[0]!;
    const cells: unknown[] = [];
    reportSheet.eachRow((r) => cells.push(...(r.values as unknown[])));
    expect(cells).toContain('Số ca làm việc trong ngày');
    expect(cells).toContain(2);

    // Deleting the field (confirmed) takes its values out of every organisation.
    const removed = await call('DELETE', `/organization/dynamic-fields/${field.json().data.id}?confirm=true`);
    expect(removed.statusCode).toBe(200);
    const after = (await call('GET', `/organization/detail?organizationId=${id}`)).json().data;
    expect(after.customFields).toEqual({});
  });
});
