import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { UNSUPPORTED_KEYS } from '../registry.tsx';
import { parsed, widget } from '../test-helpers.ts';
import type { RelatedAttributeRequest } from '../widget-sources.ts';

describe('billRule widget', () => {
  it('is read-only: 系统自动生成 before the server numbers the record, the stored number after', () => {
    expect(UNSUPPORTED_KEYS).not.toContain('billRule');
    const design = parsed([
      widget('billRule', 'billNo', '单据编号'),
      widget('billRule', 'other', '其他编号'),
    ]);
    const { container } = render(
      <FormRenderer design={design} value={{ billNo: 'CGSQ20260101001' }} mode="edit" />,
    );
    expect(screen.getByText('CGSQ20260101001')).toBeInTheDocument();
    expect(screen.getByText('系统自动生成')).toBeInTheDocument();
    expect(container.querySelector('input')).toBeNull();
  });

  it('says so in the form language', () => {
    render(
      <FormRenderer design={parsed([widget('billRule', 'billNo', '单据编号')])} mode="read" locale="zh-TW" />,
    );
    expect(screen.getByText('系統自動生成')).toBeInTheDocument();
  });
});

describe('relationFormAttr and popupAttr widgets', () => {
  const records: Record<string, Record<string, string>> = {
    c1: { name: '框架合同', amount: '1000' },
    s1: { name: '供应商甲' },
  };
  const relatedAttribute = vi.fn(
    async (request: RelatedAttributeRequest) => records[request.id]?.[request.showField],
  );

  it('are built: not in the placeholder list', () => {
    expect(UNSUPPORTED_KEYS).not.toContain('relationFormAttr');
    expect(UNSUPPORTED_KEYS).not.toContain('popupAttr');
  });

  it('show the attribute of the record picked in the related field, asked of the injected source', async () => {
    const design = parsed([
      widget('relationForm', 'contract', '合同', { modelId: 'm1' }),
      widget('relationFormAttr', undefined, '合同名称', { relationField: 'contract', showField: 'name' }),
      widget('popupSelect', 'supplier', '供应商', { interfaceId: 'i1' }),
      widget('popupAttr', undefined, '供应商名称', { relationField: 'supplier', showField: 'name' }),
    ]);
    render(
      <FormRenderer
        design={design}
        value={{ contract: 'c1', supplier: 's1' }}
        mode="read"
        sources={{ relatedAttribute }}
      />,
    );
    expect(await screen.findByText('框架合同')).toBeInTheDocument();
    expect(await screen.findByText('供应商甲')).toBeInTheDocument();
    expect(relatedAttribute).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'relationForm', pickerField: 'contract', id: 'c1', showField: 'name' }),
    );
    expect(relatedAttribute).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'popupSelect', pickerField: 'supplier', id: 's1', showField: 'name' }),
    );
  });

  it("of a data-interface picker with parameters: the record is asked with the picker's parameters, form-bound ones filled", async () => {
    const interfaceInfoByIds = vi.fn(async () => [{ id: 's1', name: '杭州供应商' }]);
    const design = parsed([
      widget('input', 'region', '地区'),
      widget('popupSelect', 'supplier', '供应商', {
        interfaceId: 'i1',
        templateJson: [
          { field: 'city', relationField: 'region', sourceType: 1 },
          { field: 'level', relationField: '', defaultValue: 'A', sourceType: 2 },
        ],
      }),
      widget('popupAttr', undefined, '供应商名称', { relationField: 'supplier', showField: 'name' }),
    ]);
    render(
      <FormRenderer
        design={design}
        value={{ region: '杭州', supplier: 's1' }}
        mode="read"
        sources={{ interfaceInfoByIds }}
      />,
    );
    expect(await screen.findByText('杭州供应商')).toBeInTheDocument();
    // Both the picker (its shown name) and the attribute ask; each with the picker's parameters.
    expect(interfaceInfoByIds.mock.calls.length).toBeGreaterThanOrEqual(2);
    for (const [request] of interfaceInfoByIds.mock.calls as unknown as Array<[Record<string, unknown>]>) {
      expect(request).toMatchObject({ interfaceId: 'i1', ids: ['s1'] });
      expect(request.paramList).toEqual([
        { field: 'city', relationField: 'region', defaultValue: '杭州' },
        { field: 'level', relationField: '', defaultValue: 'A' },
      ]);
    }
  });

  it('follow the picker: a new pick shows its attribute, no pick a dash', async () => {
    const design = parsed([
      widget('relationForm', 'contract', '合同', { modelId: 'm1' }),
      widget('relationFormAttr', undefined, '合同金额', { relationField: 'contract', showField: 'amount' }),
    ]);
    const { rerender } = render(
      <FormRenderer design={design} value={{ contract: '' }} mode="edit" sources={{ relatedAttribute }} />,
    );
    expect(screen.getAllByText('—').length).toBeGreaterThan(0);
    rerender(
      <FormRenderer design={design} value={{ contract: 'c1' }} mode="edit" sources={{ relatedAttribute }} />,
    );
    expect(await screen.findByText('1000')).toBeInTheDocument();
  });
});
