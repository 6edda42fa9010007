import { describe, expect, it } from 'vitest';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { releasedForm } from './online-dev-design.ts';

const input = (model: string) => ({
  __vModel__: model,
  __config__: { jnpfKey: 'comInput', label: model, formId: model },
});
const release = (fields: unknown[]) =>
  ({ id: 'r1', formData: JSON.stringify({ fields }) }) as unknown as VisualDesignReleaseRow;

describe('releasedForm', () => {
  it('parses a form text once per language and answers the same model after', () => {
    const first = releasedForm(release([input('title')]), 'zh-CN');
    expect(first.fields.map((entry) => entry.name)).toEqual(['title']);
    // Another row of the same text (a later read of the release) shares the parsed model.
    expect(releasedForm(release([input('title')]), 'zh-CN')).toBe(first);
    expect(releasedForm(release([input('title')]), 'en-US')).not.toBe(first);
  });

  it('parses a changed text anew', () => {
    const before = releasedForm(release([input('a')]), 'zh-CN');
    const after = releasedForm(release([input('a'), input('b')]), 'zh-CN');
    expect(after).not.toBe(before);
    expect(after.fields.map((entry) => entry.name)).toEqual(['a', 'b']);
  });

  it('refuses an invalid form every time', () => {
    const broken = { id: 'r2', formData: '{"fields": 3}' } as unknown as VisualDesignReleaseRow;
    expect(() => releasedForm(broken, 'zh-CN')).toThrow();
    expect(() => releasedForm(broken, 'zh-CN')).toThrow();
  });
});
