import { describe, expect, it } from 'vitest';
import { multipart, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { billRuleCall, createRule } from './bill-rule-fixtures.ts';

/*
 * The `.bb` file of a document-number rule: export writes the rule as JSON with the original's field
 * names; import takes that file back, refusing taken ids, codes and names (type 0) or importing a copy
 * (type 1); an imported rule starts disabled with no number issued.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const upload = (name: string, data: Buffer, query = '') =>
  t.call({
    method: 'POST',
    url: `/api/system/BillRule/Actions/Import${query}`,
    token: admin.token,
    ...multipart(name, data, 'application/octet-stream'),
  });

describe('.bb export and import', () => {
  it('exports a rule and imports it back as a copy, disabled and unused', async () => {
    const rule = await createRule(t, admin, { prefix: 'BB', digit: 3, startNumber: '005' });
    await billRuleCall(t, admin, 'GET', `/BillNumber/${rule.enCode}`);
    const exported = await billRuleCall(t, admin, 'GET', `/${rule.id}/Actions/Export`);
    expect(exported.body.code, exported.body.msg).toBe(200);
    expect(exported.body.data.name).toMatch(new RegExp(`^${rule.fullName}_\\d{14}\\.bb$`));
    const file = await t.call({ method: 'GET', url: exported.body.data.url, token: admin.token });
    const json = JSON.parse(file.raw.body);
    expect(json).toMatchObject({
      id: rule.id,
      fullName: rule.fullName,
      enCode: rule.enCode,
      prefix: 'BB',
      dateFormat: 'yyyyMMdd',
      digit: 3,
      startNumber: '005',
      thisNumber: 0,
      enabledMark: 1,
    });
    expect(typeof json.creatorTime).toBe('number');

    const refused = await upload('rule.bb', Buffer.from(file.raw.body));
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toBe('ID、编码、名称重复');

    const copied = await upload('rule.bb', Buffer.from(file.raw.body), '?type=1');
    expect(copied.body.code, copied.body.msg).toBe(200);
    const copy = (await billRuleCall(t, admin, 'GET', `/${copied.body.data.id}`)).body.data;
    expect(copy.id).not.toBe(rule.id);
    expect(copy.fullName).toMatch(new RegExp(`^${rule.fullName}\\.副本[0-9a-f]{5}$`));
    expect(copy.enCode).toMatch(new RegExp(`^${rule.enCode}[0-9a-f]{5}$`));
    expect(copy).toMatchObject({
      prefix: 'BB',
      digit: 3,
      startNumber: '005',
      enabledMark: 0,
      outputNumber: null,
    });
  });

  it('imports a file of the original client as it is, and refuses files that are not rules', async () => {
    const original = {
      id: `orig${Date.now()}`,
      fullName: `原始单据${Date.now()}`,
      enCode: `Orig${Date.now()}`,
      prefix: 'YS',
      dateFormat: 'YYYYMM',
      digit: 4,
      startNumber: '0001',
      example: 'YS2026010001',
      thisNumber: 3,
      outputNumber: 'YS2026010004',
      category: '325449232174662661',
      sortCode: 0,
      enabledMark: 1,
      creatorUserId: 'admin',
      tenantId: null,
      deleteMark: null,
    };
    const imported = await upload('a.bb', Buffer.from(JSON.stringify(original)));
    expect(imported.body.code, imported.body.msg).toBe(200);
    expect(imported.body.msg).toBe('导入成功');
    const rule = (await billRuleCall(t, admin, 'GET', `/${original.id}`)).body.data;
    expect(rule).toMatchObject({
      dateFormat: 'yyyyMM',
      enabledMark: 0,
      thisNumber: null,
      outputNumber: null,
    });

    expect((await upload('a.json', Buffer.from('{}'))).body.msg).toBe('请选择 .bb 格式的单据规则文件');
    expect((await upload('a.bb', Buffer.from('not json'))).body.msg).toBe('导入文件格式错误：JSON');
    const missing = await upload(
      'a.bb',
      Buffer.from(JSON.stringify({ ...original, enCode: undefined, id: 'x1' })),
    );
    expect(missing.body.msg).toBe('导入文件格式错误：enCode');
  });
});
