import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validateRecord } from '../../validation/validate-record.ts';
import { FormRenderer } from '../FormRenderer.tsx';
import { UNSUPPORTED_KEYS } from '../registry.tsx';
import { createFakeSources, type FormDataSources } from '../sources.tsx';
import { CATEGORY_OPTIONS, parsed, widget } from '../test-helpers.ts';

const staticTree = (extra: Record<string, unknown> = {}) =>
  widget('treeSelect', 'category', '类别', { options: CATEGORY_OPTIONS, ...extra }, { dataType: 'static' });

/** Opens the tree's dropdown and clicks a node by its title. */
async function pickNode(title: string) {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  const node = await screen.findByTitle(title);
  fireEvent.click(node);
}

function renderTree(
  field: Record<string, unknown>,
  value: Record<string, unknown> = {},
  sources: FormDataSources = {},
  mode: 'edit' | 'read' = 'edit',
) {
  const onChange = vi.fn();
  const design = parsed([field]);
  render(<FormRenderer design={design} value={value} mode={mode} onChange={onChange} sources={sources} />);
  return { design, lastValue: () => onChange.mock.lastCall?.[0].category };
}

describe('treeSelect widget', { timeout: 15_000 }, () => {
  it('is built: not in the placeholder list', () => {
    expect(UNSUPPORTED_KEYS).not.toContain('treeSelect');
  });

  it('picks a nested static option; the value passes the static membership check', async () => {
    const { design, lastValue } = renderTree(staticTree());
    await pickNode('纸张');
    await waitFor(() => expect(lastValue()).toBe('11'));
    expect((await validateRecord(design.model, { category: lastValue() })).ok).toBe(true);
  });

  it('holds a list with multiple', async () => {
    const { lastValue } = renderTree(staticTree({ multiple: true }), { category: ['2'] });
    await pickNode('纸张');
    await waitFor(() => expect(lastValue()).toEqual(['2', '11']));
  });

  it('reads the labels of a value along the tree', () => {
    renderTree(staticTree({ multiple: true }), { category: ['11', '2'] }, {}, 'read');
    expect(screen.getByText('纸张, 设备')).toBeInTheDocument();
  });

  it('offers Add on a dictionary tree only when the host opens dictionary management, then reloads', async () => {
    let items = [{ label: 'A级', value: 'a' }];
    const fake = createFakeSources({});
    const dictionaryOptions = vi.fn(async () => items);
    const openDictionaryManager = vi.fn(async () => {
      items = [...items, { label: 'B级', value: 'b' }];
    });
    const field = widget(
      'treeSelect',
      'category',
      '等级',
      {},
      { dataType: 'dictionary', dictionaryType: 'level' },
    );

    const { unmount } = render(
      <FormRenderer design={parsed([field])} sources={{ ...fake, dictionaryOptions }} />,
    );
    expect(screen.queryByRole('button', { name: /新\s?增/ })).not.toBeInTheDocument();
    unmount();

    render(
      <FormRenderer
        design={parsed([field])}
        sources={{ ...fake, dictionaryOptions, openDictionaryManager }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    expect(openDictionaryManager).toHaveBeenCalledWith('level');
    await waitFor(() => expect(dictionaryOptions).toHaveBeenCalledTimes(3));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByTitle('B级')).toBeInTheDocument();
  });
});
