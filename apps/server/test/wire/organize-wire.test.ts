import { describe, expect, it } from 'vitest';
import { uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { created, nodesOf, useWireAdmin } from './original-client.ts';

/*
 * The original client (jnpf-web 3.4.7) administering companies and departments: the bodies of
 * organize/Form.vue and depForm.vue exactly as they build them, the fields organize/index.vue and
 * the forms read back, and the strictness that stays (docs/wire/organize.md).
 */

const t = useTestApp();
const w = useWireAdmin(t);

const EMPTY_PROPERTIES = {
  shortName: '',
  enterpriseNature: '',
  industry: '',
  foundedTime: '',
  telePhone: '',
  fax: '',
  webSite: '',
  address: '',
  managerName: '',
  managerTelePhone: '',
  managerMobilePhone: '',
  manageEmail: '',
  bankName: '',
  bankAccount: '',
  businessscope: '',
};

/** organize/Form.vue's dataForm on create, parentId set by the parent picker. */
const companyForm = (parentId: string, overrides: Record<string, unknown> = {}) => ({
  id: '',
  parentId,
  fullName: `公司${uniqueCode('')}`,
  enCode: uniqueCode('mxco'),
  enabledMark: 1,
  sortCode: 0,
  description: '',
  propertyJson: { ...EMPTY_PROPERTIES },
  ...overrides,
});

/** depForm.vue's dataForm on create. */
const departmentForm = (parentId: string, overrides: Record<string, unknown> = {}) => ({
  id: '',
  parentId,
  managerId: '',
  fullName: `部门${uniqueCode('')}`,
  enCode: uniqueCode('mxdep'),
  sortCode: 0,
  enabledMark: 1,
  description: '',
  ...overrides,
});

/** The GET answer without what differs between two records by construction. */
const comparable = (info: Record<string, unknown>) => {
  const { id: _id, fullName: _n, enCode: _c, creatorTime: _t, organize: _o, organizeIds: _i, ...rest } = info;
  return rest;
};

describe('companies as organize/Form.vue sends them', () => {
  it('creates a top company with its 企业信息, and reads back what the form and the list read', async () => {
    const properties = {
      ...EMPTY_PROPERTIES,
      shortName: '引迈',
      foundedTime: 1_600_000_000_000,
      fax: '010-1',
    };
    const body = companyForm('-1', { propertyJson: properties });
    const id = await created(await w.mx.post('/Organize', body));

    const info = (await w.mx.get(`/Organize/${id}`)).body.data;
    expect(info).toMatchObject({
      id,
      parentId: '-1',
      fullName: body.fullName,
      enCode: body.enCode,
      enabledMark: 1,
      sortCode: 0,
      type: 'company',
      category: 'company',
      icon: 'icon-ym icon-ym-tree-organization3',
      organizeIdTree: ['-1'],
    });
    expect(typeof info.propertyJson).toBe('string');
    expect(JSON.parse(info.propertyJson)).toEqual(properties);

    // The same company in our shape reads back the same, but for the 企业信息 it did not send.
    const oursId = (
      await w.ours.post('/Organize', {
        parentId: '-1',
        fullName: `我们${uniqueCode('')}`,
        enCode: uniqueCode('co'),
      })
    ).body.data.id;
    const oursInfo = (await w.ours.get(`/Organize/${oursId}`)).body.data;
    expect({ ...comparable(oursInfo), propertyJson: null }).toEqual({
      ...comparable(info),
      propertyJson: null,
    });
    expect(oursInfo.propertyJson).toBeNull();

    // organize/index.vue: the 类型 column and the edit button read type, the name column icon.
    const node = nodesOf((await w.mx.get('/Organize', { keyword: '' })).body.data.list).find(
      (n) => n.id === id,
    );
    expect(node).toMatchObject({
      type: 'company',
      icon: 'icon-ym icon-ym-tree-organization3',
      parentId: '-1',
    });
  });

  it('saves an edit as the form sends it: the GET answer back, propertyJson parsed into an object', async () => {
    const parent = await created(await w.mx.post('/Organize', companyForm('-1')));
    const id = await created(await w.mx.post('/Organize', companyForm(parent)));
    const info = (await w.mx.get(`/Organize/${id}`)).body.data;
    expect(info.organizeIdTree).toEqual([parent]);

    // Form.vue: dataForm = res.data; dataForm.propertyJson = JSON.parse(res.data.propertyJson).
    const edited = {
      ...info,
      propertyJson: { ...JSON.parse(info.propertyJson), address: '北京市', bankName: '某银行' },
      fullName: `${info.fullName}改`,
      sortCode: 7,
    };
    expect((await w.mx.put(`/Organize/${id}`, edited)).body).toMatchObject({ code: 200, msg: '更新成功' });
    const after = (await w.mx.get(`/Organize/${id}`)).body.data;
    expect(after).toMatchObject({ fullName: edited.fullName, sortCode: 7, parentId: parent });
    expect(JSON.parse(after.propertyJson)).toMatchObject({ address: '北京市', bankName: '某银行' });

    // The JSON text as the GET answered it is taken too; '' clears it.
    expect((await w.mx.put(`/Organize/${id}`, { ...after })).body.code).toBe(200);
    expect(JSON.parse((await w.mx.get(`/Organize/${id}`)).body.data.propertyJson)).toMatchObject({
      address: '北京市',
    });
    expect((await w.mx.put(`/Organize/${id}`, { ...after, propertyJson: '' })).body.code).toBe(200);
    expect((await w.mx.get(`/Organize/${id}`)).body.data.propertyJson).toBeNull();
  });

  it('still refuses an unknown field, at the top and inside propertyJson, by name', async () => {
    const top = await w.mx.post('/Organize', { ...companyForm('-1'), isAdministrator: true });
    expect(top.status).toBe(400);
    expect(top.body.msg).toBe('不允许的字段：isAdministrator');
    const inner = await w.mx.post(
      '/Organize',
      companyForm('-1', { propertyJson: { ...EMPTY_PROPERTIES, x: 1 } }),
    );
    expect(inner.body).toMatchObject({ code: 400, msg: '不允许的字段：x' });
    const id = await created(await w.mx.post('/Organize', companyForm('-1')));
    const info = (await w.mx.get(`/Organize/${id}`)).body.data;
    const edit = await w.mx.put(`/Organize/${id}`, { ...info, lastModifyTime: 1 });
    expect(edit.body).toMatchObject({ code: 400, msg: '不允许的字段：lastModifyTime' });
  });
});

describe('departments as depForm.vue sends them', () => {
  it('creates a department and reads back its type, icon and parent path', async () => {
    const company = await created(await w.mx.post('/Organize', companyForm('-1')));
    const body = departmentForm(company);
    const id = await created(await w.mx.post('/Organize/Department', body));
    const info = (await w.mx.get(`/Organize/Department/${id}`)).body.data;
    expect(info).toMatchObject({
      id,
      parentId: company,
      fullName: body.fullName,
      managerId: null,
      type: 'department',
      icon: 'icon-ym icon-ym-tree-department1',
      organizeIdTree: [company],
    });
    const sub = await created(await w.mx.post('/Organize/Department', departmentForm(id)));
    expect((await w.mx.get(`/Organize/Department/${sub}`)).body.data.organizeIdTree).toEqual([company, id]);

    // Our shape gives the same department.
    const oursId = (
      await w.ours.post('/Organize/Department', {
        parentId: company,
        fullName: '我们的部门',
        enCode: uniqueCode('d'),
      })
    ).body.data.id;
    expect(comparable((await w.ours.get(`/Organize/Department/${oursId}`)).body.data)).toEqual(
      comparable(info),
    );

    const node = nodesOf((await w.mx.get('/Organize', { keyword: '' })).body.data.list).find(
      (n) => n.id === id,
    );
    expect(node).toMatchObject({ type: 'department', icon: 'icon-ym icon-ym-tree-department1' });
  });

  it('moves a department by parentId, the stale organizeIdTree of the GET answer notwithstanding', async () => {
    const first = await created(await w.mx.post('/Organize', companyForm('-1')));
    const second = await created(await w.mx.post('/Organize', companyForm('-1')));
    const id = await created(await w.mx.post('/Organize/Department', departmentForm(first)));
    const info = (await w.mx.get(`/Organize/Department/${id}`)).body.data;
    // depForm.vue: the picker sets dataForm.parentId; dataForm.organizeIdTree stays as it was read.
    const res = await w.mx.put(`/Organize/Department/${id}`, { ...info, parentId: second, managerId: '' });
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });
    const after = (await w.mx.get(`/Organize/Department/${id}`)).body.data;
    expect(after).toMatchObject({ parentId: second, organizeIdTree: [second], organizeIds: [second, id] });
  });

  it('takes organizeIdTree for the parent when parentId is left out', async () => {
    const first = await created(await w.mx.post('/Organize', companyForm('-1')));
    const second = await created(await w.mx.post('/Organize', companyForm('-1')));
    const id = await created(await w.mx.post('/Organize/Department', departmentForm(first)));
    expect((await w.mx.put(`/Organize/Department/${id}`, { organizeIdTree: [second] })).body.code).toBe(200);
    expect((await w.mx.get(`/Organize/Department/${id}`)).body.data.parentId).toBe(second);
  });

  it('refuses an unknown field by name and changes nothing', async () => {
    const company = await created(await w.mx.post('/Organize', companyForm('-1')));
    const body = departmentForm(company, { organizeId: company });
    const res = await w.mx.post('/Organize/Department', body);
    expect(res.body).toMatchObject({ code: 400, msg: '不允许的字段：organizeId' });
    const list = nodesOf((await w.mx.get('/Organize', { keyword: body.enCode })).body.data.list);
    expect(list).toEqual([]);
  });
});

describe('the rest of the original organize api', () => {
  it('flips the state of a company and of a department (Actions/State and the Action alias)', async () => {
    const company = await created(await w.mx.post('/Organize', companyForm('-1')));
    const dept = await created(await w.mx.post('/Organize/Department', departmentForm(company)));
    expect((await w.mx.put(`/Organize/${company}/Actions/State`)).body).toMatchObject({
      code: 200,
      data: { enabledMark: 0 },
    });
    expect((await w.mx.get(`/Organize/${company}`)).body.data.enabledMark).toBe(0);
    expect((await w.mx.put(`/Organize/${company}/Action/State`)).body.data).toEqual({ enabledMark: 1 });
    expect((await w.mx.put(`/Organize/Department/${dept}/Actions/State`)).body.data).toEqual({
      enabledMark: 0,
    });
    // The department routes know only departments.
    expect((await w.mx.put(`/Organize/Department/${company}/Actions/State`)).body.code).toBe(404);
  });

  it("OrganizeCondition takes DepSelect's departIds", async () => {
    const company = await created(await w.mx.post('/Organize', companyForm('-1')));
    const dept = await created(await w.mx.post('/Organize/Department', departmentForm(company)));
    const res = await w.mx.post('/Organize/OrganizeCondition', { keyword: '', departIds: [dept] });
    expect(res.body.code).toBe(200);
    expect(nodesOf(res.body.data.list).map((n) => n.id)).toContain(dept);
  });

  it('the parent pickers carry the id paths ComSelect reads', async () => {
    const company = await created(await w.mx.post('/Organize', companyForm('-1')));
    const dept = await created(await w.mx.post('/Organize/Department', departmentForm(company)));
    const tree = (await w.mx.get('/Organize/Department/SelectorByAuth/0')).body.data.list;
    const node = nodesOf(tree).find((n) => n.id === dept);
    expect(node).toMatchObject({ organizeIds: [company, dept], icon: 'icon-ym icon-ym-tree-department1' });
    expect(node?.organize).toMatch(/\//);
  });
});
