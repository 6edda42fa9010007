import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { suggestionParams } from '../interface-params.ts';
import { UNSUPPORTED_KEYS } from '../registry.tsx';
import { parsed, widget } from '../test-helpers.ts';
import type { SuggestionsRequest } from '../widget-sources.ts';
import { suggestionTexts } from './auto-complete.tsx';

const TEMPLATE = [
  { field: 'kw', relationField: '@keyword', defaultValue: '' },
  { field: 'city', relationField: 'city', defaultValue: '', sourceType: 1 },
  { field: 'kind', relationField: '', defaultValue: 'vendor', sourceType: 2 },
];
const design = parsed([
  widget('input', 'city', '城市'),
  widget('autoComplete', 'supplier', '供应商', {
    interfaceId: 'i1',
    relationField: 'fullName',
    templateJson: TEMPLATE,
    total: 2,
  }),
]);

describe('autoComplete widget', () => {
  it('is built: not in the placeholder list', () => {
    expect(UNSUPPORTED_KEYS).not.toContain('autoComplete');
  });

  it('fills the typed text into the @keyword parameter and form values into bound ones', () => {
    const field = design.model.fields.find((entry) => entry.name === 'supplier')?.field;
    if (!field) throw new Error('no field');
    expect(suggestionParams(field, { city: '杭州' }, '华')).toEqual([
      { field: 'kw', relationField: '@keyword', defaultValue: '华' },
      { field: 'city', relationField: 'city', defaultValue: '杭州' },
      { field: 'kind', relationField: '', defaultValue: 'vendor' },
    ]);
  });

  it('suggests the relation column without repeats, at most total', () => {
    const rows = [
      { fullName: '甲' },
      { fullName: '甲' },
      { fullName: '' },
      { fullName: '乙' },
      { fullName: '丙' },
    ];
    expect(suggestionTexts(rows, 'fullName', 50)).toEqual(['甲', '乙', '丙']);
    expect(suggestionTexts(rows, 'fullName', 2)).toEqual(['甲', '乙']);
  });

  it('asks the injected source as the user types and keeps the typed text as the value', async () => {
    const onChange = vi.fn();
    const interfaceSuggestions = vi.fn(async (request: SuggestionsRequest) => {
      const keyword = String(request.paramList[0]?.defaultValue ?? '');
      return [
        { fullName: `${keyword}供应商` },
        { fullName: `${keyword}供应商` },
        { fullName: `${keyword}商行` },
      ];
    });
    render(
      <FormRenderer
        design={design}
        value={{ city: '杭州' }}
        mode="edit"
        onChange={onChange}
        sources={{ interfaceSuggestions }}
      />,
    );
    const box = screen.getByRole('combobox', { name: '供应商' });
    fireEvent.change(box, { target: { value: '华' } });
    const shown = () =>
      [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    await waitFor(() => expect(shown()).toEqual(['华供应商', '华商行']));
    expect(interfaceSuggestions).toHaveBeenLastCalledWith({
      interfaceId: 'i1',
      relationField: 'fullName',
      paramList: [
        { field: 'kw', relationField: '@keyword', defaultValue: '华' },
        { field: 'city', relationField: 'city', defaultValue: '杭州' },
        { field: 'kind', relationField: '', defaultValue: 'vendor' },
      ],
      pageSize: 2,
    });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ supplier: '华' }));
  });

  it('read mode shows the text', () => {
    render(<FormRenderer design={design} value={{ supplier: '华东供应商' }} mode="read" />);
    expect(screen.getByText('华东供应商')).toBeInTheDocument();
  });
});
