import type { ImportHeader } from '@platform/contracts';
import { usersImportEndpoints } from '@platform/contracts/web-endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { PreviewStep } from './preview-step.tsx';
import { ResultStep } from './result-step.tsx';

/*
 * The import dialog's tables with the user template (9 columns, e2e finding): no column is squeezed
 * under a fixed one, long values show whole on hover, the reason of a failure stays readable and the
 * column it names is on screen; the tables are exactly as wide as their columns (scroll only then).
 */

const HEADERS: ImportHeader[] = [
  { id: 'account', fullName: '账号' },
  { id: 'realName', fullName: '姓名' },
  { id: 'gender', fullName: '性别' },
  { id: 'mobilePhone', fullName: '手机' },
  { id: 'email', fullName: '邮箱' },
  { id: 'organizeCode', fullName: '所属组织编码' },
  { id: 'positionCode', fullName: '岗位编码' },
  { id: 'roleCode', fullName: '角色编码' },
  { id: 'description', fullName: '说明' },
];
const EMAIL = 'impvdtvotb2@example.com';
const ROW = {
  account: 'impb2',
  realName: '导入戊',
  gender: '男',
  mobilePhone: '13963254215',
  email: EMAIL,
  organizeCode: 'nosuch',
  positionCode: 'rndEngineer',
  roleCode: 'employee',
  description: '批量导入',
};
const REASON = '所属组织编码“nosuch”不存在';

const headerTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
/** The widths of the table's columns (its first colgroup) and the width the table is given. */
function widths(table: HTMLElement) {
  const cols = [...(table.querySelector('colgroup')?.querySelectorAll('col') ?? [])];
  return {
    cols: cols.map((col) => Number.parseFloat(col.style.width)),
    table: table.querySelector('table')?.style.width,
  };
}

describe('import dialog tables', () => {
  it('result: the reason first (fixed, wrapped, red), then the row’s first column and the column it names', () => {
    renderWithApp(
      <ResultStep
        headers={HEADERS}
        result={{ resultType: 1, snum: 2, fnum: 1, failResult: [{ ...ROW, errorsInfo: REASON }] }}
        onExportErrors={vi.fn()}
      />,
    );
    const table = screen.getByTestId('import-failed-rows');
    expect(headerTexts(table).slice(0, 4)).toEqual(['错误信息', '账号', '所属组织编码', '姓名']);
    const reason = within(table).getByText(REASON);
    const reasonCell = reason.closest('td') as HTMLElement;
    expect(reasonCell.className).toContain('ant-table-cell-fix');
    expect(reasonCell.className).not.toContain('ant-table-cell-ellipsis');
    expect(reason.className).toContain('ant-typography-danger');
    // The failing cell is marked; a long value is cut and shown whole on hover.
    expect(within(table).getByText('nosuch').className).toContain('ant-typography-danger');
    expect(within(table).getByTitle(EMAIL).className).toContain('ant-table-cell-ellipsis');
    const { cols, table: tableWidth } = widths(table);
    expect(cols).toHaveLength(10);
    expect(cols.every((w) => w >= 96)).toBe(true);
    expect(tableWidth).toBe(`${cols.reduce((a, b) => a + b, 0)}px`);
    expect(cols.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1152);
  });

  it('preview: every column keeps a width, values show whole on hover, the table is as wide as its columns', () => {
    renderWithApp(<PreviewStep headers={HEADERS} rows={[{ key: 0, values: ROW }]} onChange={vi.fn()} />);
    const table = screen.getByTestId('import-preview');
    expect(headerTexts(table).at(-1)).toBe('操作');
    const { cols, table: tableWidth } = widths(table);
    expect(cols).toHaveLength(10);
    expect(cols.slice(0, -1).every((w) => w >= 112)).toBe(true);
    expect(tableWidth).toBe(`${cols.reduce((a, b) => a + b, 0)}px`);
    // The user template fits the 1200 px dialog (1152 px inside its padding): no sideways scroll.
    expect(cols.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1152);
    expect(within(table).getByLabelText('邮箱')).toHaveAttribute('title', EMAIL);
  });

  it('is 1200 px wide, at most 95% of the window', async () => {
    renderWithApp(
      <ImportDialog open endpoints={usersImportEndpoints} onClose={vi.fn()} onImported={vi.fn()} />,
    );
    await screen.findByText('批量导入');
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('1200px');
    expect(modal.style.maxWidth).toBe('95vw');
  });
});
