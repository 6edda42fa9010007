import { beforeEach, describe, expect, it } from 'vitest';
import { useTags } from './tags-store.ts';

const view = (path: string, noCache = false) => ({ path, fullPath: path, title: path, noCache });

describe('tags view rules', () => {
  beforeEach(() => useTags.getState().resetViews());

  it('adds a view once and caches it unless noCache', () => {
    const s = useTags.getState();
    s.addView(view('/a'));
    s.addView(view('/a'));
    s.addView(view('/b', true));
    const { visited, cached } = useTags.getState();
    expect(visited.map((v) => v.path)).toEqual(['/home', '/a', '/b']);
    expect(cached).toEqual(['/home', '/a']);
  });

  it('close others keeps affixed tabs and the current one; close all keeps affixed', () => {
    const s = useTags.getState();
    for (const p of ['/a', '/b', '/c']) s.addView(view(p));
    s.closeOthers('/b');
    expect(useTags.getState().visited.map((v) => v.path)).toEqual(['/home', '/b']);
    s.closeAll();
    expect(useTags.getState().visited.map((v) => v.path)).toEqual(['/home']);
  });

  it('never closes an affixed tab', () => {
    useTags.getState().closeView('/home');
    expect(useTags.getState().visited.map((v) => v.path)).toEqual(['/home']);
  });
});
