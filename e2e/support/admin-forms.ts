import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { openFromSidebar, visiblePage } from './shell.ts';

/*
 * The administration screens' dialogs and pickers (apps/web/src/shared/admin-kit): a FormDialog puts
 * its data-testid on the modal root, antd pickers open their lists in a pop-up at the end of <body>.
 */

/** The open FormDialog with this data-testid (cached pages keep their closed dialogs mounted). */
export const formDialog = (page: Page, testId: string): Locator =>
  page.getByTestId(testId).locator('.ant-modal').filter({ visible: true });

/** Escapes a text for use inside a RegExp. */
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly this text (whitespace-trimmed). */
export const exactly = (text: string): RegExp => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

/**
 * The input of a form item by its label text, scoped to one dialog: several forms stay mounted on a
 * page (hidden dialogs, cached tabs) with the same labels, so the label alone is not unique.
 */
export const field = (scope: Locator, label: string): Locator =>
  scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().locator('.ant-form-item-label label', { hasText: exactly(label) }) })
    .locator('input, textarea')
    .first();

/** The open antd pop-up (select or tree-select list). */
const openPopup = (page: Page): Locator => page.locator('.ant-select-dropdown').filter({ visible: true });

/** Types into a searchable TreeSelect and picks the node with exactly this title. */
export async function pickTreeNode(page: Page, field: Locator, title: string): Promise<void> {
  await field.click();
  await field.fill(title);
  await openPopup(page)
    .locator('.ant-select-tree-node-content-wrapper')
    .filter({ hasText: exactly(title) })
    .click();
}

/** Types into a searchable Select and picks the option whose label starts with this text. */
export async function pickOption(page: Page, field: Locator, label: string): Promise<void> {
  await field.click();
  await field.fill(label);
  await openPopup(page)
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}`) })
    .click();
}

const SAVE_BUTTON = /^(loading )?(确\s?定|OK)$/;

/** Saves a FormDialog: its server message shows, then the dialog closes. */
export async function saveDialog(
  page: Page,
  dialog: Locator,
  message: string | RegExp = /成功/,
): Promise<void> {
  // After a first save antd keeps the spent loading icon in the button: its name reads "loading 确 定".
  await dialog.getByRole('button', { name: SAVE_BUTTON }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: message })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A row of an antd table holding a cell with exactly this text. */
export const rowWithCell = (table: Locator, text: string): Locator =>
  table
    .locator('tr.ant-table-row')
    .filter({ has: table.page().getByRole('cell', { name: text, exact: true }) });

/** Opens a page from the sidebar and waits until it is the one shown (visited pages stay mounted, hidden). */
export async function openPage(page: Page, directories: string[], enCode: string): Promise<void> {
  await openFromSidebar(page, directories, enCode);
  await expect(visiblePage(page)).toHaveAttribute('data-page', `/${enCode.replace('.', '/')}`);
}

/** Searches the visible page's list (SearchBar with this testId) by keyword. */
export async function searchList(page: Page, testId: string, keyword: string): Promise<void> {
  const box = visiblePage(page).getByTestId(`${testId}-keyword`);
  await box.fill(keyword);
  await box.press('Enter');
}
