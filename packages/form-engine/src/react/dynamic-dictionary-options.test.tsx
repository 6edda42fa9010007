import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormRenderer } from './FormRenderer.tsx';
import { createFakeSources } from './sources.tsx';
import { parsed, widget } from './test-helpers.ts';

const SOURCES = [
  { id: 'e1', fullName: '展会', enCode: 'fair' },
  { id: 'e2', fullName: '官网', enCode: 'web' },
];
const sources = createFakeSources({ dynamicDictionaries: { 'design-1': SOURCES } });
const fromDictionary = { dataType: 'dynamicDictionary', dictionaryType: 'design-1' };

describe('options from a dynamic dictionary', () => {
  it('names the stored entry id by the entry name', async () => {
    const design = parsed([widget('select', 'source', '客户来源', {}, fromDictionary)]);
    render(<FormRenderer design={design} value={{ source: 'e2' }} mode="read" sources={sources} />);
    expect(await screen.findByText('官网')).toBeInTheDocument();
  });

  it('reads the entries under the field option keys, so a design may store the code', async () => {
    const byCode = { props: { label: 'fullName', value: 'enCode' } };
    const design = parsed([widget('radio', 'source', '客户来源', byCode, fromDictionary)]);
    render(<FormRenderer design={design} value={{ source: 'fair' }} mode="edit" sources={sources} />);
    const fair = await screen.findByRole('radio', { name: '展会' });
    expect(fair).toBeChecked();
    expect(screen.getByRole('radio', { name: '官网' })).not.toBeChecked();
  });

  it('asks nothing for a dictionary that names no design', async () => {
    const design = parsed([
      widget('select', 'source', '客户来源', {}, { dataType: 'dynamicDictionary', dictionaryType: '' }),
    ]);
    render(<FormRenderer design={design} value={{ source: 'e1' }} mode="read" sources={sources} />);
    expect(await screen.findByText('e1')).toBeInTheDocument();
  });
});
