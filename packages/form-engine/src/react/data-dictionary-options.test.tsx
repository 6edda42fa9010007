import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from './FormRenderer.tsx';
import { createFakeSources, type FormDataSources } from './sources.tsx';
import { parsed, widget } from './test-helpers.ts';

/*
 * A choice fed by a data-dictionary category stores what its `props.value` names of an entry: the id
 * (also when the design names no key, the original's default) or the code.
 */

const ENTRIES = [
  { id: 'e1', fullName: '男', enCode: 'male' },
  { id: 'e2', fullName: '女', enCode: 'female' },
];
const fromDictionary = { dataType: 'dictionary', dictionaryType: 'sex' };

function sourcesOverEntries() {
  const dictionaryOptions = vi.fn<NonNullable<FormDataSources['dictionaryOptions']>>(
    async (_type, valueKey) => ENTRIES.map((entry) => ({ label: entry.fullName, value: entry[valueKey] })),
  );
  return { sources: { ...createFakeSources({}), dictionaryOptions }, dictionaryOptions };
}

async function renderChoice(extra: Record<string, unknown>, stored: string) {
  const { sources, dictionaryOptions } = sourcesOverEntries();
  const design = parsed([widget('radio', 'sex', '性别', extra, fromDictionary)]);
  render(<FormRenderer design={design} value={{ sex: stored }} mode="edit" sources={sources} />);
  const checked = await screen.findByRole('radio', { name: '女' });
  return { checked, dictionaryOptions };
}

describe('options from a data dictionary', () => {
  it("stores the entry's id when the field's value key is the id", async () => {
    const { checked, dictionaryOptions } = await renderChoice({ props: { value: 'id' } }, 'e2');
    expect(checked).toBeChecked();
    expect(dictionaryOptions).toHaveBeenCalledWith('sex', 'id');
  });

  it("stores the entry's code when the field's value key is enCode", async () => {
    const { checked, dictionaryOptions } = await renderChoice(
      { props: { props: { label: 'fullName', value: 'enCode' } } },
      'female',
    );
    expect(checked).toBeChecked();
    expect(dictionaryOptions).toHaveBeenCalledWith('sex', 'enCode');
  });

  it("stores the entry's id when the design names no value key", async () => {
    const { dictionaryOptions } = await renderChoice({}, 'e2');
    expect(dictionaryOptions).toHaveBeenCalledWith('sex', 'id');
    expect(screen.getByRole('radio', { name: '女' })).toBeChecked();
  });
});
