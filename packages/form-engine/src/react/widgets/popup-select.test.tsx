import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validateRecord } from '../../validation/validate-record.ts';
import type { JnpfKey } from '../../widget-registry.ts';
import { FormRenderer } from '../FormRenderer.tsx';
import { fakeRecordSources, type PickRecord } from '../record-sources.ts';
import { UNSUPPORTED_KEYS } from '../registry.tsx';
import type { FormDataSources } from '../sources.tsx';
import { parsed, widget } from '../test-helpers.ts';

const SUPPLIERS: PickRecord[] = Array.from({ length: 25 }, (_, index) => ({
  id: `s${index + 1}`,
  fullName: `供应商${index + 1}`,
  city: index % 2 === 0 ? '杭州' : '宁波',
}));

/** A data interface whose rows depend on its `city` parameter (empty: all rows). */
const interfaceRows = (params: Record<string, unknown>) =>
  SUPPLIERS.filter((row) => !params.city || row.city === params.city);

const popupDesign = (key: JnpfKey, extra: Record<string, unknown> = {}) =>
  widget(key, 'supplier', '供应商', {
    interfaceId: 'suppliers',
    propsValue: 'id',
    relationField: 'fullName',
    columnOptions: [
      { value: 'fullName', label: '名称' },
      { value: 'city', label: '城市' },
    ],
    ...extra,
  });

function renderPopup(
  fields: Record<string, unknown>[],
  value: Record<string, unknown> = {},
  mode: 'edit' | 'read' = 'edit',
) {
  const fake = fakeRecordSources({ interfaces: { suppliers: interfaceRows } });
  const sources: FormDataSources = {
    interfaceList: vi.fn(fake.interfaceList),
    interfaceInfoByIds: vi.fn(fake.interfaceInfoByIds),
  };
  const onChange = vi.fn();
  const design = parsed(fields);
  render(<FormRenderer design={design} value={value} mode={mode} onChange={onChange} sources={sources} />);
  return { sources, design, lastValue: () => onChange.mock.lastCall?.[0].supplier };
}

const dialogRow = async (dialog: HTMLElement, name: string) =>
  (await within(dialog).findByText(name)).closest('tr') as HTMLElement;
const button = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('button', { name });

describe('popupSelect and popupTableSelect widgets', { timeout: 15_000 }, () => {
  it('are built: not in the placeholder list', () => {
    expect(UNSUPPORTED_KEYS).not.toContain('popupSelect');
    expect(UNSUPPORTED_KEYS).not.toContain('popupTableSelect');
  });

  it('opens the list in a dialog, marks a row and stores its id on Confirm only', async () => {
    const { lastValue, sources } = renderPopup([popupDesign('popupSelect')]);
    fireEvent.click(screen.getByLabelText('供应商'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('选择数据')).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: '序号' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: '城市' })).toBeInTheDocument();
    // Without paging the whole list comes in one page.
    expect(await within(dialog).findByText('供应商25')).toBeInTheDocument();
    expect(sources.interfaceList).toHaveBeenLastCalledWith(
      expect.objectContaining({
        interfaceId: 'suppliers',
        propsValue: 'id',
        relationField: 'fullName',
        columnOptions: 'fullName,city',
        keyword: '',
        currentPage: 1,
        pageSize: 10000,
      }),
    );

    fireEvent.click(await dialogRow(dialog, '供应商3'));
    expect(lastValue()).toBeUndefined();
    fireEvent.click(button(dialog, /确\s?定/));
    await waitFor(() => expect(lastValue()).toBe('s3'));
    expect(await screen.findByText('供应商3')).toBeInTheDocument();
  });

  it('searches by keyword, resets, pages and keeps Confirm a no-op without a pick', async () => {
    const { lastValue, sources } = renderPopup([popupDesign('popupSelect', { hasPage: true, pageSize: 10 })]);
    fireEvent.click(screen.getByLabelText('供应商'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('供应商10')).toBeInTheDocument();
    expect(within(dialog).queryByText('供应商11')).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByTitle('3'));
    expect(await within(dialog).findByText('供应商21')).toBeInTheDocument();
    expect(sources.interfaceList).toHaveBeenLastCalledWith(
      expect.objectContaining({ currentPage: 3, pageSize: 10 }),
    );

    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '供应商2' } });
    fireEvent.click(button(dialog, /查\s?询/));
    await waitFor(() =>
      expect(sources.interfaceList).toHaveBeenLastCalledWith(
        expect.objectContaining({ keyword: '供应商2', currentPage: 1 }),
      ),
    );
    expect(await within(dialog).findByText('供应商20')).toBeInTheDocument();
    expect(within(dialog).queryByText('供应商1')).not.toBeInTheDocument();

    fireEvent.click(button(dialog, /重\s?置/));
    expect(within(dialog).getByLabelText('关键词')).toHaveValue('');
    expect(await within(dialog).findByText('供应商1')).toBeInTheDocument();

    const calls = vi.mocked(sources.interfaceList ?? vi.fn()).mock.calls.length;
    fireEvent.click(button(dialog, /刷新/));
    await waitFor(() =>
      expect(vi.mocked(sources.interfaceList ?? vi.fn()).mock.calls.length).toBe(calls + 1),
    );

    fireEvent.click(button(dialog, /确\s?定/));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(lastValue()).toBeUndefined();
  });

  it('labels an existing value through InfoByIds and shows it in read mode', async () => {
    const { sources } = renderPopup([popupDesign('popupSelect')], { supplier: 's7' }, 'read');
    expect(await screen.findByText('供应商7')).toBeInTheDocument();
    expect(sources.interfaceInfoByIds).toHaveBeenCalledWith(
      expect.objectContaining({ interfaceId: 'suppliers', ids: ['s7'], propsValue: 'id' }),
    );
  });

  it('picks several rows with multiple, as an id list the validator accepts', async () => {
    const { lastValue, design } = renderPopup([popupDesign('popupSelect', { multiple: true })], {
      supplier: ['s1'],
    });
    expect(await screen.findByText('供应商1')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('供应商'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await dialogRow(dialog, '供应商2'));
    fireEvent.click(await dialogRow(dialog, '供应商4'));
    fireEvent.click(await dialogRow(dialog, '供应商2'));
    fireEvent.click(button(dialog, /确\s?定/));
    await waitFor(() => expect(lastValue()).toEqual(['s1', 's4']));
    expect((await validateRecord(design.model, { supplier: lastValue() })).ok).toBe(true);
  });

  it('removes a tag directly, without opening the list', async () => {
    const { lastValue } = renderPopup([popupDesign('popupSelect', { multiple: true })], {
      supplier: ['s1', 's4'],
    });
    const tag = (await screen.findByText('供应商1')).closest('.ant-select-selection-item') as HTMLElement;
    fireEvent.click(tag.querySelector('.ant-select-selection-item-remove') as HTMLElement);
    await waitFor(() => expect(lastValue()).toEqual(['s4']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the templateJson parameters from other form fields', async () => {
    const { sources } = renderPopup(
      [
        widget('input', 'city', '城市'),
        popupDesign('popupSelect', {
          templateJson: [{ field: 'city', relationField: 'city', defaultValue: '', sourceType: 1 }],
        }),
      ],
      { city: '宁波' },
    );
    fireEvent.click(screen.getByLabelText('供应商'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('供应商2')).toBeInTheDocument();
    expect(within(dialog).queryByText('供应商1')).not.toBeInTheDocument();
    expect(sources.interfaceList).toHaveBeenLastCalledWith(
      expect.objectContaining({
        paramList: [{ field: 'city', relationField: 'city', defaultValue: '宁波' }],
      }),
    );
  });

  it('shows popupTableSelect in a popover under the field', async () => {
    const { lastValue } = renderPopup([popupDesign('popupTableSelect')]);
    fireEvent.click(screen.getByLabelText('供应商'));
    const list = await screen.findByTestId('popup-table');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(await dialogRow(list, '供应商5'));
    fireEvent.click(button(list, /确\s?定/));
    await waitFor(() => expect(lastValue()).toBe('s5'));
  });

  it('opens a drawer for popupType drawer', async () => {
    renderPopup([popupDesign('popupSelect', { popupType: 'drawer', popupTitle: '选择供应商' })]);
    fireEvent.click(screen.getByLabelText('供应商'));
    const drawer = await screen.findByRole('dialog');
    expect(drawer.closest('.ant-drawer')).not.toBeNull();
    expect(within(drawer).getByText('选择供应商')).toBeInTheDocument();
  });
});
