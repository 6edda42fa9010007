import type { Locator, Page } from '@playwright/test';
import { everyWidgetDesign, recordPickerDesign, SUBMITTED_KEYS } from './support/every-widget-design.ts';
import { expect, openSignedIn, screenshotWhole, test } from './support/fixtures.ts';
import {
  chooseCascaderPath,
  chooseOption,
  formItem,
  PNG_PIXEL,
  pickInDialog,
  pickRecords,
  typePickerValue,
  typeRange,
  uploadFiles,
} from './support/form-widgets.ts';

const NOT_SUPPORTED = '该控件暂未支持';

/** Pastes a design into /previewModel and loads it; the rendered form. */
async function loadDesign(page: Page, design: unknown): Promise<Locator> {
  await page.getByLabel('表单设计 JSON').fill(JSON.stringify(design));
  await page.getByRole('button', { name: /^加\s?载$/ }).click();
  const form = page.locator('.form-engine');
  await expect(form).toBeVisible();
  return form;
}

test.describe('生成表单：全部控件', () => {
  test('填写含全部控件的表单并提交，必填与格式的中文提示，只读模式显示名称，控件库截图', async ({
    page,
    adminToken,
    newUser,
  }) => {
    test.setTimeout(180_000);
    // The user picker's choice is a user of the test's own, found by its unique name.
    const owner = await newUser();

    await openSignedIn(page, adminToken, '/previewModel');
    const form = await loadDesign(page, everyWidgetDesign);
    const item = (label: string) => formItem(form, label);
    await expect(item('申请标题')).toBeVisible();
    await expect(form).not.toContainText(NOT_SUPPORTED);

    // Empty required fields, then a mobile number of the wrong format: the messages in Chinese.
    const submit = form.getByRole('button', { name: /^提\s?交$/ });
    await submit.click();
    await expect(item('申请标题')).toContainText('申请标题不能为空');
    await expect(item('联系电话')).toContainText('联系电话不能为空');
    await item('联系电话').getByRole('textbox').fill('12345');
    await expect(item('联系电话')).not.toContainText('不能为空');
    await submit.click();
    await expect(item('联系电话')).toContainText('联系电话格式不正确');
    await expect(page.getByTestId('preview-submitted')).toHaveCount(0);

    // Text widgets.
    await item('申请标题').getByRole('textbox').fill('办公用品采购');
    await item('联系电话').getByRole('textbox').fill('13800138000');
    await item('查询口令').locator('input').fill('Pa55word');
    await item('备注').getByRole('textbox').fill('第一行\n第二行');
    await item('供应商').getByRole('combobox').fill('华东供应商');

    // Choices.
    await item('标签').getByRole('checkbox', { name: '差旅' }).check();
    await item('标签').getByRole('checkbox', { name: '培训' }).check();
    await chooseOption(page, item('支付方式'), '转账');
    await chooseCascaderPath(page, item('类别'), ['办公用品', '耗材']);
    await item('加急').getByRole('switch').click();
    await item('重要程度').getByRole('radio', { name: '紧急' }).check();

    // Numbers and the calculated field (price × quantity, amount in Chinese capitals).
    await item('预算单价').getByRole('spinbutton').fill('12.5');
    await item('预算数量').getByRole('spinbutton').fill('4');
    await expect(item('预算总额')).toContainText('50.00');
    await expect(item('预算总额')).toContainText('伍拾元整');

    // Dates and times, in the tabs.
    await typePickerValue(item('付款日期').locator('input'), '2026-03-05');
    await typePickerValue(item('会议时间').locator('input'), '09:30:00');
    await form.getByRole('tab', { name: '范围' }).click();
    await typeRange(item('出差日期'), '2026-03-09', '2026-03-12');
    await typeRange(item('工作时段'), '09:00:00', '18:00:00');
    await item('预算范围').getByRole('spinbutton').nth(0).fill('100');
    await item('预算范围').getByRole('spinbutton').nth(1).fill('900');

    // Colour, rate and slider, in the collapse.
    await item('标识颜色').locator('.ant-color-picker-trigger').click();
    const colorInput = page.locator('.ant-color-picker-input input').last();
    await colorInput.fill('1677FF');
    await colorInput.press('Enter');
    await page.keyboard.press('Escape');
    await item('满意度').getByRole('radio').nth(3).click();
    const handle = item('进度').getByRole('slider');
    await handle.focus();
    for (let step = 0; step < 3; step += 1) await handle.press('ArrowRight');

    // Uploads: small files made here.
    await uploadFiles(item('附件'), [
      { name: '报价单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    await uploadFiles(item('照片'), [{ name: '样品.png', mimeType: 'image/png', buffer: PNG_PIXEL }]);

    // Rich text: typed, with a bold part.
    const editor = item('详细说明').locator('[contenteditable="true"]');
    await editor.click();
    await editor.pressSequentially('请于周五前送达，');
    await page.keyboard.press('Control+B');
    await editor.pressSequentially('务必加急');

    // Pickers, through their dialogs' search and 确定, on the server's demo data and the test's user.
    await pickInDialog(page, item('所属组织'), [{ keyword: '技术研发部' }]);
    await pickInDialog(page, item('承办部门'), [{ keyword: '财务部' }]);
    await pickInDialog(page, item('岗位'), [{ keyword: '研发经理' }]);
    await pickInDialog(page, item('负责人'), [{ keyword: owner.realName }]);
    await pickInDialog(page, item('参与人员'), [
      { tab: '部门', keyword: '李四' },
      { tab: '分组', keyword: '项目协作组' },
    ]);
    await pickInDialog(page, item('审批角色'), [{ tab: '组织', keyword: '安全审计员' }]);
    await pickInDialog(page, item('协作分组'), [{ keyword: '转型专家组' }]);
    await expect(item('负责人')).toContainText(owner.realName);
    await chooseCascaderPath(page, item('收货地区'), ['浙江省', '杭州市', '西湖区']);

    // The sub-table: two rows, a calculated column and the 合计 row; the main form sums the column.
    const table = form.locator('[data-sub-table="items"]');
    const rows = [
      { name: '打印纸', qty: '2', price: '25' },
      { name: '墨盒', qty: '1', price: '1280.5' },
    ];
    for (const [index, row] of rows.entries()) {
      await table.getByRole('button', { name: '添加明细' }).click();
      const cells = table.locator('.ant-table-tbody tr.ant-table-row').nth(index);
      await cells.getByRole('textbox').fill(row.name);
      await cells.getByRole('spinbutton').nth(0).fill(row.qty);
      await cells.getByRole('spinbutton').nth(1).fill(row.price);
    }
    await expect(table.locator('.ant-table-summary')).toContainText('1,330.50');
    await expect(item('明细合计')).toContainText('1330.50');

    // The QR code draws the title; the barcode its static text.
    await expect(item('二维码').locator('img, svg').first()).toBeVisible();
    await expect(item('单据编号')).toContainText('系统自动生成');
    await screenshotWhole(page, form, 'form-every-widget-edit');

    await submit.click();
    const shown = page.getByTestId('preview-submitted');
    await expect(shown).toBeVisible();
    const record = JSON.parse((await shown.textContent()) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual([...SUBMITTED_KEYS].sort());
    expect(record).toMatchObject({
      title: '办公用品采购',
      mobile: '13800138000',
      secret: 'Pa55word',
      remark: '第一行\n第二行',
      supplier: '华东供应商',
      tags: ['1', '3'],
      payment: '2',
      category: ['office', 'supplies'],
      urgent: 1,
      level: '3',
      price: 12.5,
      quantity: 4,
      total: 50,
      meetTime: '09:30:00',
      workHours: ['09:00:00', '18:00:00'],
      budgetRange: [100, 900],
      color: '#1677ff',
      score: 4,
      progress: 30,
      area: ['330000', '330100', '330106'],
      itemsTotal: 1330.5,
      items: [
        { name: '打印纸', qty: 2, price: 25, amount: 50 },
        { name: '墨盒', qty: 1, price: 1280.5, amount: 1280.5 },
      ],
    });
    expect(new Date(record.payDate as number).toDateString()).toBe(new Date(2026, 2, 5).toDateString());
    expect((record.tripDates as number[]).map((day) => new Date(day).getDate())).toEqual([9, 12]);
    expect(record.attachments).toEqual([
      expect.objectContaining({ name: '报价单.pdf', fileId: expect.any(String) }),
    ]);
    expect(record.photos).toEqual([
      expect.objectContaining({ name: '样品.png', fileId: expect.any(String) }),
    ]);
    expect(record.content).toMatch(/请于周五前送达，<(b|strong)>务必加急<\/\1>/);
    // Pickers store ids: an organization an id path, the mixed picker `id--type`, the others one id.
    expect(record.company).toEqual([expect.any(String), expect.any(String)]);
    for (const key of ['dept', 'position', 'owner', 'role', 'group'])
      expect(record[key]).toEqual(expect.any(String));
    expect(record.owner).toBe(owner.id);
    expect(record.members).toEqual([expect.stringMatching(/--user$/), expect.stringMatching(/--group$/)]);

    // Read mode of the same record: text everywhere, names (not ids) for the pickers.
    await page.getByRole('switch', { name: '只读模式' }).click();
    await expect(form.getByRole('textbox')).toHaveCount(0);
    const read = {
      申请标题: '办公用品采购',
      联系电话: '13800138000',
      查询口令: '******',
      备注: '第一行\n第二行',
      供应商: '华东供应商',
      标签: '差旅, 培训',
      支付方式: '转账',
      类别: '办公用品/耗材',
      加急: '是',
      重要程度: '紧急',
      预算单价: '12.50',
      预算数量: '4',
      预算总额: '50.00',
      付款日期: '2026-03-05',
      会议时间: '09:30:00',
      标识颜色: '#1677ff',
      满意度: '4',
      进度: '30',
      附件: '报价单.pdf',
      详细说明: '请于周五前送达，务必加急',
      所属组织: '示范科技有限公司/技术研发部',
      承办部门: '财务部',
      岗位: '研发经理',
      // Users show as the server names them: name/account.
      负责人: `${owner.realName}/${owner.account}`,
      参与人员: '李四/lisi, 项目协作组',
      审批角色: '安全审计员',
      协作分组: '转型专家组',
      收货地区: '浙江省/杭州市/西湖区',
      明细合计: '1330.50',
    };
    for (const [label, text] of Object.entries(read)) await expect(item(label)).toContainText(text);
    // Stored files need the session's token: the thumbnail is fetched with it, a click downloads with it.
    const thumbnail = item('照片').getByRole('img', { name: '样品.png' });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const download = page.waitForEvent('download');
    await item('附件').getByRole('link', { name: '报价单.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('报价单.pdf');
    await expect(item('详细说明').locator('b, strong')).toHaveText('务必加急');
    await expect(table).toContainText('打印纸');
    await expect(table).toContainText('1,330.50');
    await expect(table.getByRole('button', { name: '添加明细' })).toHaveCount(0);
    await form.getByRole('tab', { name: '范围' }).click();
    await expect(item('出差日期')).toContainText('2026-03-09 ~ 2026-03-12');
    await expect(item('工作时段')).toContainText('09:00:00 ~ 18:00:00');
    await expect(item('预算范围')).toContainText('100 ~ 900');
    await screenshotWhole(page, form, 'form-every-widget-read');

    // The gallery: every built widget in both modes, none of them "not supported".
    await page.getByRole('tab', { name: '控件库' }).click();
    const gallery = page.getByTestId('widget-gallery');
    await expect(gallery.getByTestId('gallery-usersSelect-read')).toBeVisible();
    await expect(gallery).not.toContainText(NOT_SUPPORTED);
    await screenshotWhole(page, gallery, 'form-every-widget-gallery');
  });

  test('树形选择、弹窗选择、关联表单及其关联属性：选择后提交，只读模式显示名称', async ({
    page,
    adminToken,
  }) => {
    await openSignedIn(page, adminToken, '/previewModel');
    const form = await loadDesign(page, recordPickerDesign);
    const item = (label: string) => formItem(form, label);
    await expect(form).not.toContainText(NOT_SUPPORTED);

    const submit = form.getByRole('button', { name: /^提\s?交$/ });
    await submit.click();
    await expect(item('物品分类')).toContainText('物品分类不能为空');

    await item('物品分类').locator('.ant-select').click();
    await page.locator('.ant-select-tree-node-content-wrapper[title="耗材"]').click();
    await pickRecords(page, item('供应商'), ['示例供应商05']);
    await expect(item('供应商城市')).toContainText('宁波');
    await pickRecords(page, item('备选供应商'), ['示例供应商07', '示例供应商08']);
    await pickRecords(page, item('关联合同'), ['设备采购合同']);
    await expect(item('签订方')).toContainText('示例供应商02');
    await screenshotWhole(page, form, 'form-record-pickers-edit');

    await submit.click();
    const record = JSON.parse((await page.getByTestId('preview-submitted').textContent()) ?? '{}');
    expect(record).toEqual({
      kind: 'supplies',
      supplier: 'supplier-5',
      backups: ['supplier-7', 'supplier-8'],
      contract: 'contract-2',
    });

    await page.getByRole('switch', { name: '只读模式' }).click();
    const read = {
      物品分类: '耗材',
      供应商: '示例供应商05',
      供应商城市: '宁波',
      备选供应商: '示例供应商07, 示例供应商08',
      关联合同: '设备采购合同',
      签订方: '示例供应商02',
    };
    for (const [label, text] of Object.entries(read)) await expect(item(label)).toContainText(text);
    await screenshotWhole(page, form, 'form-record-pickers-read');
  });
});
