import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { parsed, widget } from '../test-helpers.ts';
import { pickerSources } from './pickers-fixtures.ts';

const userForm = (extra: Record<string, unknown> = {}) =>
  parsed([widget('userSelect', 'picked', '选择', { multiple: true, ...extra })]);

describe('user picker 系统变量 tab', { timeout: 15_000 }, () => {
  it('picks the current user next to a named user; the value keeps the id currentUser', async () => {
    const onChange = vi.fn();
    render(
      <FormRenderer
        design={userForm()}
        value={{ picked: ['u1'] }}
        onChange={onChange}
        sources={pickerSources}
      />,
    );
    fireEvent.click(screen.getByLabelText('选择'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: '系统变量' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '当前用户' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(onChange.mock.lastCall?.[0].picked).toEqual(['u1', 'currentUser']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('当前用户')).toBeInTheDocument();
  });

  it('names the current user in read mode in the form language, without a lookup', () => {
    const lookupNames = vi.fn(async () => ({}));
    render(
      <FormRenderer
        design={userForm()}
        value={{ picked: ['currentUser'] }}
        mode="read"
        locale="en-US"
        sources={{ ...pickerSources, lookupNames }}
      />,
    );
    expect(screen.getByText('Current user')).toBeInTheDocument();
    expect(lookupNames).not.toHaveBeenCalled();
  });

  it('is not offered by a custom picker, which lists only the users it allows', async () => {
    render(
      <FormRenderer
        design={userForm({ selectType: 'custom', ableUserIds: ['u1'] })}
        sources={pickerSources}
      />,
    );
    fireEvent.click(screen.getByLabelText('选择'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('tab', { name: '系统变量' })).toBeNull();
  });
});
