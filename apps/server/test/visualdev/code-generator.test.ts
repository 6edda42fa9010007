import { ButtonCode, type CodePreview, MenuCode } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { zipEntries } from '../support/zip-entries.ts';
import { generatorBody, generatorFormData } from './code-generator-fixtures.ts';
import { createDesign } from './visual-dev-fixtures.ts';

/*
 * 代码生成 through HTTP with the original output dialog's body: the preview's folder tree, the zip of
 * the same files, the area names, and the refusals (unknown design, bad names, missing grants).
 */

const t = useTestApp();
const admin = useAdminUser(t);

const generater = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.call({
    method,
    url: `/api/visualdev/Generater${url}`,
    token: user.token,
    ...(payload ? { payload } : {}),
  });

const designWithFields = () => createDesign(t, admin, { formData: generatorFormData });

describe('code generation', () => {
  it('previews the module as folders of files, in the original tree shape', async () => {
    const design = await designWithFields();
    const res = await generater(admin, 'POST', `/${design.id}/Actions/CodePreview`, generatorBody);
    expect(res.body.code, res.body.msg).toBe(200);
    const tree = res.body.data as CodePreview;
    const paths = tree.list.flatMap((folder) => folder.children.map((file) => file.id));
    expect(paths).toEqual([
      'packages/contracts/src/system/purchase-order.ts',
      'packages/contracts/src/system/purchase-order.endpoints.ts',
      'packages/contracts/src/system/purchase-order.test.ts',
      'apps/server/src/modules/system/purchase-order/purchase-order.repository.ts',
      'apps/server/src/modules/system/purchase-order/purchase-order.service.ts',
      'apps/server/src/modules/system/purchase-order/purchase-order.service.test.ts',
      'apps/server/src/modules/system/purchase-order/purchase-order.routes.ts',
      'apps/web/src/modules/system/purchase-order/purchase-order.page.tsx',
      'apps/web/src/modules/system/purchase-order/purchase-order.form.ts',
      'apps/web/src/modules/system/purchase-order/purchase-order.locales.ts',
    ]);
    const [contracts] = tree.list;
    expect(contracts).toMatchObject({
      id: 'packages/contracts/src/system',
      fileName: 'packages/contracts/src/system',
    });
    const schemas = contracts.children[0];
    expect(schemas).toMatchObject({ fileName: 'purchase-order.ts', fileType: 'ts' });
    expect(schemas.fileContent).toContain('title: z.string().trim().min(1).max(50),');
    expect(schemas.fileContent).toContain("status: z.enum(['draft', 'submitted']).nullish(),");
    expect(schemas.fileContent).toContain('isUrgent: z.boolean().nullish(),');
    expect(schemas.fileContent).toContain('Not generated: documentNo, supplier.');
    expect(schemas.fileContent).toContain('采购单');
  });

  it('types uploads, pickers, choices and ranges as the form engine stores them, with the design bounds, and a sub-table as rows', async () => {
    const design = await designWithFields();
    const res = await generater(admin, 'POST', `/${design.id}/Actions/CodePreview`, generatorBody);
    const files = new Map(
      (res.body.data as CodePreview).list.flatMap((folder) => folder.children).map((node) => [node.id, node]),
    );
    const schemas = files.get('packages/contracts/src/system/purchase-order.ts')?.fileContent;
    for (const line of [
      "attachment: form.formFiles.max(3).refine(form.filesWithin(10485760), 'a file larger than 10485760 bytes').nullish(),",
      'photos: form.formFiles.nullish(),',
      "amount: z.number().min(0).max(1000000).refine(form.decimalsAtMost(2), 'at most 2 decimal places').nullish(),",
      'level: z.literal([1, 2]).nullish(),',
      'owner: form.formId.nullish(),',
      'watchers: form.formIds.nullish(),',
      'organizations: form.formIdPaths.nullish(),',
      "tags: z.array(z.enum(['a', 'b'])).nullish(),",
      'budget: form.formNumberRange.nullish(),',
      'period: form.formDateRange.nullish(),',
      'hours: form.formTimeRange.nullish(),',
      'items: z.array(purchaseOrderItemsRowSchema).max(1000).optional(),',
      'itemName: z.string().trim().min(1).max(500),',
    ]) {
      expect(schemas).toContain(line);
    }
    const serverFile = (part: string) =>
      files.get(`apps/server/src/modules/system/purchase-order/purchase-order.${part}.ts`)?.fileContent;
    const repository = serverFile('repository');
    expect(repository).toContain(
      "export const purchaseOrderItemsTable = pgTable(\n  'purchase_order_items',",
    );
    expect(repository).toContain(".references(() => purchaseOrderTable.id, { onDelete: 'cascade' }),");
    expect(repository).toContain(
      "level: jsonb('level').$type<NonNullable<CreatePurchaseOrderBody['level']>>(),",
    );
    expect(repository).toContain(
      "attachment: jsonb('attachment').$type<NonNullable<CreatePurchaseOrderBody['attachment']>>(),",
    );
    const service = serverFile('service');
    expect(service).toContain('await ctx.db.transaction(async (tx) => {');
    // Creator and modifier widgets are filled by the service, never sent: read back only.
    expect(schemas?.split('export const purchaseOrderInfoSchema')[0]).not.toContain('createdBy');
    expect(schemas).toContain('  createdBy: z.string().nullable(),');
    expect(service).toContain(
      'const filledOnCreate = (stamp: Stamp) => ({ ...filledOnSave(stamp), createdBy: stamp.userId, createdOn: stamp.now });',
    );
    expect(service).toContain(
      'const filledOnSave = (stamp: Stamp) => ({ modifiedBy: stamp.userId, modifiedOn: stamp.now });',
    );
    expect(serverFile('routes')).toContain('await updatePurchaseOrder(app, user.userId, params.id, body);');
    const page = files.get('apps/web/src/modules/system/purchase-order/purchase-order.page.tsx')?.fileContent;
    expect(page).toContain('<FormRenderer');
    // List cells name picked ids and dictionary entries as the online runtime's list does.
    expect(page).toContain(
      'const names = useCellNames(purchaseOrderForm.model, shown.data?.list ?? [], sources.lookupNames);',
    );
    expect(page).toContain('const dictionaries = useDictionaryLabels(purchaseOrderForm.model);');
    const form = files.get('apps/web/src/modules/system/purchase-order/purchase-order.form.ts')?.fileContent;
    expect(form).toContain('"__vModel__": "items"');
    expect(form).not.toContain('"__vModel__": "documentNo"');
    expect(form).toContain('"active-value": true');
  });

  it('downloads a zip whose entries are the previewed files', async () => {
    const design = await designWithFields();
    const preview = await generater(admin, 'POST', `/${design.id}/Actions/CodePreview`, generatorBody);
    const res = await generater(admin, 'POST', `/${design.id}/Actions/DownloadCode`, generatorBody);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.name).toBe('purchase-order-code.zip');
    const file = await t.call({ method: 'GET', url: res.body.data.url, token: admin.token });
    const entries = zipEntries(file.raw.rawPayload);
    const previewed = (preview.body.data as CodePreview).list.flatMap((folder) => folder.children);
    expect([...entries.keys()]).toEqual(previewed.map((node) => node.id));
    for (const node of previewed) expect(entries.get(node.id)?.toString('utf8')).toBe(node.fileContent);
  });

  it('lists designs and the area names', async () => {
    const design = await designWithFields();
    const list = await generater(admin, 'GET', `?keyword=${design.enCode}`);
    expect(list.body.data.list).toEqual([expect.objectContaining({ id: design.id, enCode: design.enCode })]);
    const areas = await generater(admin, 'GET', '/AreasName');
    expect(areas.body.data).toContain('system');
  });

  it('refuses an unknown design, bad names and unknown fields', async () => {
    const unknown = await generater(admin, 'POST', '/no-such-design/Actions/CodePreview', generatorBody);
    expect(unknown.body).toMatchObject({ code: 404, msg: '功能设计不存在' });
    const design = await designWithFields();
    const url = `/${design.id}/Actions/CodePreview`;
    const badName = await generater(admin, 'POST', url, { ...generatorBody, className: '1abc' });
    expect(badName.body.code).toBe(400);
    const unnamed = await generater(admin, 'POST', url, { ...generatorBody, className: '__' });
    expect(unnamed.body).toMatchObject({ code: 400, msg: '功能类名不可用：__' });
    const extra = await generater(admin, 'POST', url, { ...generatorBody, packageName: 'x' });
    expect(extra.body.code).toBe(400);
    const empty = await createDesign(t, admin, { formData: null });
    const noFields = await generater(admin, 'POST', `/${empty.id}/Actions/CodePreview`, generatorBody);
    expect(noFields.body).toMatchObject({ code: 400, msg: '该设计没有可生成代码的字段' });
  });

  it('needs the menu for the list and its buttons for preview and download', async () => {
    const design = await designWithFields();
    const viewer = await userWithMenu(t, MenuCode.generator);
    expect((await generater(viewer, 'GET', '')).body.code).toBe(200);
    const preview = `/${design.id}/Actions/CodePreview`;
    const download = `/${design.id}/Actions/DownloadCode`;
    expect((await generater(viewer, 'POST', preview, generatorBody)).body.code).toBe(401);
    expect((await generater(viewer, 'POST', download, generatorBody)).body.code).toBe(401);
    const granted = await userWithMenu(t, MenuCode.generator, [ButtonCode.preview, ButtonCode.download]);
    expect((await generater(granted, 'POST', preview, generatorBody)).body.code).toBe(200);
    expect((await generater(granted, 'POST', download, generatorBody)).body.code).toBe(200);
    const outsider = await userWithMenu(t, MenuCode.webDesign);
    expect((await generater(outsider, 'GET', '')).body.code).toBe(401);
  });
});
