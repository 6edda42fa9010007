import { ButtonCode, type ButtonCodeValue, type EndpointOutput } from '@platform/contracts';
import { positionEndpoints } from '@platform/contracts/web-endpoints';
import { screen, waitFor } from '@testing-library/react';
import type { TableColumnType } from 'antd';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PageGrants, pageOf, renderAdminPage } from '../../testing/admin-page.tsx';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { AdminTable } from './admin-table.tsx';
import { headerWidth, textWidth } from './column-fit.ts';
import { useAdminList } from './use-admin-list.ts';

/*
 * Columns fit every language: a column sized for Chinese widens to its header in English, headers
 * and the 操作 buttons stay on one line, and the 操作 column is as wide as the buttons granted.
 */

type Row = EndpointOutput<typeof positionEndpoints.list>['list'][number];

/** A column sized for a two-character Chinese header (性别), showing the row's name. */
const narrowColumn = (title: string): TableColumnType<Row> => ({
  key: 'fullName',
  dataIndex: 'fullName',
  title,
  width: 60,
});

function Page({ title }: { title: string }) {
  const state = useAdminList({
    endpoint: positionEndpoints.list,
    query: { currentPage: 1, pageSize: 20 },
    columns: [narrowColumn(title)],
  });
  return (
    <AdminTable
      state={state}
      onEdit={() => undefined}
      onRemove={async () => ({ code: 200, msg: '', data: null })}
      actions={[{ code: ButtonCode.resetPassword, label: i18n.t('adminKit:field.fullName') }]}
      testId="widths"
    />
  );
}

/** The rendered widths of the table's columns, in order (the 操作 column last). */
function columnWidths(): number[] {
  return [...document.querySelectorAll('[data-testid="widths-table"] colgroup col')].map((col) =>
    Number.parseFloat((col as HTMLElement).style.width),
  );
}

async function renderIn(language: string, title: string, buttons: ButtonCodeValue[]) {
  stubFetch({ 'GET /api/permission/Position': pageOf([{ id: 'r1', fullName: 'Female' }]) });
  const grants: PageGrants = { modelId: 'm-widths', buttons };
  const rendered = renderAdminPage(<Page title={title} />, grants);
  await i18n.changeLanguage(language);
  await screen.findByText('Female');
  return rendered;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('zh-CN');
});

describe('admin table widths', { timeout: 20_000 }, () => {
  it('keeps a column sized for Chinese at its width under Chinese, header on one line', async () => {
    await renderIn('zh-CN', '性别', [ButtonCode.edit]);
    await waitFor(() => expect(columnWidths()[0]).toBe(60));
    const header = screen.getByRole('columnheader', { name: '性别' });
    expect(header.style.whiteSpace).toBe('nowrap');
  });

  it('widens a column sized for Chinese to its English header', async () => {
    await renderIn('en-US', 'Gender', [ButtonCode.edit]);
    const needed = headerWidth({ title: 'Gender' });
    expect(needed).toBeGreaterThan(60);
    await waitFor(() => expect(columnWidths()[0]).toBe(needed));
    expect(screen.getByRole('columnheader', { name: 'Gender' }).style.whiteSpace).toBe('nowrap');
  });

  it('makes the actions column as wide as the granted buttons, on one line', async () => {
    await renderIn('en-US', 'Gender', [ButtonCode.edit, ButtonCode.remove, ButtonCode.resetPassword]);
    const labels = ['Edit', 'Name', 'Delete'];
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Edit|Name|Delete/ })).toHaveLength(3));
    const buttons = labels.reduce((sum, label) => sum + textWidth(label) + 14, 0);
    const width = columnWidths().at(-1) ?? 0;
    expect(width).toBeGreaterThanOrEqual(buttons + 16);
    const cell = screen.getByRole('button', { name: 'Edit' }).closest('td');
    expect(cell?.style.whiteSpace).toBe('nowrap');
  });

  it('narrows the actions column when fewer buttons are granted', async () => {
    const first = await renderIn('en-US', 'Gender', [
      ButtonCode.edit,
      ButtonCode.remove,
      ButtonCode.resetPassword,
    ]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Edit|Name|Delete/ })).toHaveLength(3));
    const three = columnWidths().at(-1) ?? 0;
    first.unmount();
    await renderIn('en-US', 'Gender', [ButtonCode.edit]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Edit|Name|Delete/ })).toHaveLength(1));
    expect(columnWidths().at(-1)).toBeLessThan(three);
  });
});
