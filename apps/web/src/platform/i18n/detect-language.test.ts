// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { writeLocal } from '../storage/local-store.ts';
import { detectLanguage, LANGUAGE_KEY } from './detect-language.ts';

describe('language detection', () => {
  afterEach(() => writeLocal(LANGUAGE_KEY, null));

  it('prefers the stored choice', () => {
    writeLocal(LANGUAGE_KEY, 'en-US');
    expect(detectLanguage(['zh-CN'])).toBe('en-US');
  });

  it('falls back to the browser language: tw, en, zh', () => {
    expect(detectLanguage(['zh-TW'])).toBe('zh-TW');
    expect(detectLanguage(['en-GB', 'zh-CN'])).toBe('en-US');
    expect(detectLanguage(['zh'])).toBe('zh-CN');
  });

  it('defaults to Chinese', () => {
    expect(detectLanguage(['fr-FR'])).toBe('zh-CN');
    expect(detectLanguage([])).toBe('zh-CN');
  });
});
