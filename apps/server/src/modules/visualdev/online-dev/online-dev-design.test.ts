import { describe, expect, it } from 'vitest';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { listDesign, releasedForm } from './online-dev-design.ts';

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

describe('listDesign', () => {
  const row = (columnData: string, appColumnData = '{"pageSize":10}') =>
    ({ id: 'r3', columnData, appColumnData }) as unknown as VisualDesignReleaseRow;

  it('reads the side of the menu once per release row and answers the same design after', () => {
    const kept = row('{"pageSize":20}');
    const web = listDesign(kept, 'Web');
    expect(web).toEqual({ pageSize: 20 });
    expect(listDesign(kept, 'Web')).toBe(web);
    expect(listDesign(kept, 'App')).toEqual({ pageSize: 10 });
    // A row read again (a moved permission version) is read anew.
    expect(listDesign(row('{"pageSize":50}'), 'Web')).toEqual({ pageSize: 50 });
  });

  it('answers an empty design for a text that is no object', () => {
    expect(listDesign(row('[1]'), 'Web')).toEqual({});
    expect(listDesign(row('{broken'), 'Web')).toEqual({});
  });
});
