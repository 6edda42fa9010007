import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { fakeRecordSources } from '../record-sources.ts';
import { UNSUPPORTED_KEYS } from '../registry.tsx';
import type { FormDataSources } from '../sources.tsx';
import { parsed, widget } from '../test-helpers.ts';

const CONTRACT_FORM = {
  labelWidth: 100,
  fields: [widget('input', 'title', '合同名称'), widget('inputNumber', 'amount', '合同金额')],
};
const CONTRACTS = [
  { id: 'c1', title: '框架合同', amount: 1000 },
  { id: 'c2', title: '采购合同', amount: 250 },
  { id: 'c3', title: '服务合同', amount: 80 },
];

const relationField = (extra: Record<string, unknown> = {}) =>
  widget('relationForm', 'contract', '合同', {
    modelId: 'contracts',
    relationField: 'title',
    columnOptions: [
      { value: 'title', label: '名称' },
      { value: 'amount', label: '金额' },
    ],
    ...extra,
  });

function renderRelation(
  fields: Record<string, unknown>[],
  value: Record<string, unknown> = {},
  mode: 'edit' | 'read' = 'edit',
) {
  const fake = fakeRecordSources({ forms: { contracts: { formData: CONTRACT_FORM, records: CONTRACTS } } });
  const sources: FormDataSources = {
    relationFormList: vi.fn(fake.relationFormList),
    relationFormRecord: vi.fn(fake.relationFormRecord),
  };
  const onChange = vi.fn();
  render(
    <FormRenderer design={parsed(fields)} value={value} mode={mode} onChange={onChange} sources={sources} />,
  );
  return { sources, lastValue: () => onChange.mock.lastCall?.[0].contract };
}

describe('relationForm widget', { timeout: 15_000 }, () => {
  it('is built: not in the placeholder list', () => {
    expect(UNSUPPORTED_KEYS).not.toContain('relationForm');
  });

  it('picks a record of the other form from its list, searched by keyword, and stores its id', async () => {
    const { sources, lastValue } = renderRelation([relationField()]);
    fireEvent.click(screen.getByLabelText('合同'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('服务合同')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '采购' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(within(dialog).queryByText('服务合同')).not.toBeInTheDocument());
    expect(sources.relationFormList).toHaveBeenLastCalledWith(
      expect.objectContaining({
        modelId: 'contracts',
        relationField: 'title',
        columnOptions: 'title,amount',
        keyword: '采购',
      }),
    );
    fireEvent.click((await within(dialog).findByText('采购合同')).closest('tr') as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(lastValue()).toBe('c2'));
  });

  it('names an existing value from its record and opens it read-only when the field is locked', async () => {
    const { sources } = renderRelation([relationField({ disabled: true })], { contract: 'c1' });
    expect(await screen.findByText('框架合同')).toBeInTheDocument();
    expect(sources.relationFormRecord).toHaveBeenCalledWith({ modelId: 'contracts', id: 'c1' });

    fireEvent.click(screen.getByLabelText('合同'));
    const detail = await screen.findByRole('dialog');
    expect(within(detail).getByText('详情')).toBeInTheDocument();
    expect(await within(detail).findByText('1000')).toBeInTheDocument();
    expect(within(detail).getByText('合同金额')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: /确\s?定/ })).not.toBeInTheDocument();
  });

  it('opens the related record from the read face', async () => {
    renderRelation([relationField()], { contract: 'c3' }, 'read');
    fireEvent.click(await screen.findByRole('button', { name: '服务合同' }));
    const detail = await screen.findByRole('dialog');
    expect(await within(detail).findByText('80')).toBeInTheDocument();
  });

  it('feeds relationFormAttr: the attribute of the picked record, through the same source', async () => {
    renderRelation(
      [
        relationField(),
        widget('relationFormAttr', undefined, '合同金额', { relationField: 'contract', showField: 'amount' }),
      ],
      { contract: 'c2' },
    );
    expect(await screen.findByText('250')).toBeInTheDocument();
  });
});
