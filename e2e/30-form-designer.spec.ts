import type { Api } from './support/api.ts';
import { expect, screenshot, test } from './support/fixtures.ts';
import { formItem } from './support/form-widgets.ts';
import { designByCode, newDesignDialog } from './support/visual-dev.ts';

/*
 * 功能设计 › 设计表单: the administrator creates a design and draws its form in the visual designer
 * (a text field renamed and made required, a select dragged in front of it, a card holding a number),
 * previews it, saves the design, and the server holds the form as the designer wrote it.
 */

const RUN = Date.now().toString(36).slice(-6);
const NAME = `客户登记${RUN}`;
const CODE = `fd${RUN}`;

async function savedForm(api: Api, token: string) {
  const design = await designByCode(api, token, CODE);
  return JSON.parse(design.formData) as {
    fields: { __vModel__?: string; __config__: Record<string, unknown> }[];
  };
}

test('designs a form visually, previews it and saves it with the design', async ({
  page,
  api,
  adminToken,
}) => {
  const { view, dialog } = await newDesignDialog(page, adminToken, { name: NAME, code: CODE });

  await dialog.getByTestId('visual-dev-design-button').click();
  const designer = page.getByTestId('form-designer');
  await expect(designer.getByText('从左侧点选或拖入控件来设计表单')).toBeVisible();
  await designer.getByTestId('palette-comInput').click();
  const text = designer.getByTestId('designer-widget-101');
  await expect(text).toContainText('comInputField101');
  await designer.getByTestId('prop-label').fill('客户名称');
  await designer.getByTestId('prop-vModel').fill('customer');
  await designer.getByTestId('prop-required').click();
  await expect(text).toContainText('客户名称');

  // A select dragged from the palette lands before the text field.
  await designer.getByTestId('palette-select').dragTo(text);
  await expect(designer.getByTestId('designer-widget-102')).toBeVisible();
  // A card added at the end, with a number inside it (the card is selected after it is added).
  await designer.getByTestId('designer-widget-101').click();
  await designer.getByTestId('palette-card').click();
  await designer.getByTestId('palette-numInput').click();
  await expect(designer.getByTestId('designer-slot-103').getByTestId('designer-widget-104')).toBeVisible();
  await screenshot(page, 'form-designer');

  await designer.getByTestId('designer-preview').click();
  const preview = page.getByTestId('visual-dev-preview');
  await expect(formItem(preview, '客户名称')).toBeVisible();
  await expect(formItem(preview, '下拉选择')).toBeVisible();
  await expect(formItem(preview, '数字输入')).toBeVisible();
  await preview.locator('.ant-modal-close').click();

  await designer.getByTestId('designer-apply').click();
  await expect(designer).toBeHidden();
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(view.getByRole('row').filter({ hasText: NAME })).toBeVisible();

  const form = await savedForm(api, adminToken);
  expect(form.fields.map((f) => f.__vModel__ ?? f.__config__.jnpfKey)).toEqual([
    'selectField102',
    'customer',
    'card',
  ]);
  expect(form.fields[1]?.__config__).toMatchObject({ label: '客户名称', required: true });
  const card = form.fields[2]?.__config__.children as { __vModel__: string }[];
  expect(card.map((f) => f.__vModel__)).toEqual(['numInputField104']);
});
