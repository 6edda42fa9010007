import { expect, type Locator, type Page } from '@playwright/test';
import { OK_BUTTON } from './fixtures.ts';

/*
 * How a user works the generated form's widgets (packages/form-engine/src/react/widgets) in the browser:
 * each helper finds a field by its label and uses the control as a person would.
 */

/** The field frame (label + control + message, form-engine's field-frame.tsx) whose label is exactly `label`. */
export function formItem(scope: Page | Locator, label: string): Locator {
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .locator('.form-engine-item')
    .filter({ has: page.locator(`.form-engine-item-label > label[title="${label}"]`) });
}

/** The open dropdown of a select, cascader or date picker (antd keeps closed ones hidden). */
const openPopup = (page: Page, className: string): Locator =>
  page.locator(`.${className}:not(.ant-select-dropdown-hidden):not(.ant-picker-dropdown-hidden)`).last();

/** Chooses an option of a select by its name (its closed face is a combobox too). */
export async function chooseOption(page: Page, item: Locator, name: string): Promise<void> {
  await item.getByRole('combobox').click();
  await openPopup(page, 'ant-select-dropdown').locator(`.ant-select-item-option[title="${name}"]`).click();
}

/** Walks a cascader (static or loaded level by level) down the names of `path`. */
export async function chooseCascaderPath(page: Page, item: Locator, path: string[]): Promise<void> {
  await item.locator('.ant-select').click();
  const popup = openPopup(page, 'ant-cascader-dropdown');
  for (const [level, name] of path.entries()) {
    await popup.locator('.ant-cascader-menu').nth(level).getByRole('menuitemcheckbox', { name }).click();
  }
  await expect(popup).toBeHidden();
}

/** Types a date or time into the picker's input and confirms it with Enter, as the keyboard user does. */
export async function typePickerValue(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/** Both ends of a date or time range, typed one after the other. */
export async function typeRange(item: Locator, start: string, end: string): Promise<void> {
  const inputs = item.locator('.ant-picker-input input');
  await typePickerValue(inputs.nth(0), start);
  await typePickerValue(inputs.nth(1), end);
}

interface PickerChoice {
  /** The dialog tab to search in, when the dialog has several. */
  tab?: string;
  keyword: string;
  /** The result to click (defaults to the keyword). */
  name?: string;
}

/**
 * Opens a picker field's dialog, searches each choice's keyword (in its tab), clicks the result and
 * confirms with 确定.
 */
export async function pickInDialog(page: Page, item: Locator, choices: PickerChoice[]): Promise<void> {
  await item.locator('.ant-select').click();
  // The picker's own dialog (the form may itself sit in one).
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('picker-selected') });
  await expect(dialog).toBeVisible();
  for (const choice of choices) {
    if (choice.tab) await dialog.getByRole('tab', { name: choice.tab }).click();
    const pane = choice.tab ? dialog.getByRole('tabpanel', { name: choice.tab }) : dialog;
    const search = pane.getByPlaceholder('请输入关键词查询');
    await search.fill(choice.keyword);
    await search.press('Enter');
    const name = choice.name ?? choice.keyword;
    await pane.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(dialog.getByTestId('picker-selected')).toContainText(name);
  }
  await dialog.getByRole('button', { name: OK_BUTTON }).click();
  await expect(dialog).toBeHidden();
}

/** A small file made in the test for an upload control. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Picks files in an upload field and waits until each is stored (its name listed in the field). */
export async function uploadFiles(item: Locator, files: TestFile[]): Promise<void> {
  await item.locator('input[type=file]').setInputFiles(files);
  for (const file of files) {
    await expect(item.getByRole('button', { name: `删除 ${file.name}` })).toBeVisible({ timeout: 20_000 });
  }
}

/** A 1×1 PNG. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Opens a record picker (popup select, popup table select, relation form), searches each keyword in its
 * pick list, clicks the row of that name and confirms with 确定.
 */
export async function pickRecords(page: Page, item: Locator, names: string[]): Promise<void> {
  await item.locator('.ant-select').click();
  // A closed popover keeps its last list in the page, hidden.
  const list = page.getByTestId('popup-table').filter({ visible: true });
  await expect(list).toBeVisible();
  for (const name of names) {
    await list.getByRole('textbox', { name: '关键词' }).fill(name);
    await list.getByRole('button', { name: /^查\s?询$/ }).click();
    await list.getByRole('row').filter({ hasText: name }).click();
  }
  await list.getByRole('button', { name: OK_BUTTON }).click();
  await expect(list).toHaveCount(0);
}
