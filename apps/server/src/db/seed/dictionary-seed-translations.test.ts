import { describe, expect, it } from 'vitest';
import { DICTIONARY_SEEDS, type DictionaryEntrySeed } from './dictionary-seed-data.ts';
import {
  DICTIONARY_ENTRY_TRANSLATIONS,
  DICTIONARY_TYPE_TRANSLATIONS,
} from './dictionary-seed-translations.ts';

const codes = (entries: readonly DictionaryEntrySeed[]): string[] =>
  entries.flatMap(([code, , children]) => [code, ...codes(children ?? [])]);

describe('seeded dictionary translations', () => {
  it('give every seeded category and entry a zh-TW and an en-US name', () => {
    const missing: string[] = [];
    for (const seed of DICTIONARY_SEEDS) {
      const type = DICTIONARY_TYPE_TRANSLATIONS[seed.enCode];
      if (!type?.[0] || !type[1]) missing.push(seed.enCode);
      for (const code of codes(seed.entries)) {
        const names = DICTIONARY_ENTRY_TRANSLATIONS[seed.enCode]?.[code];
        if (!names?.[0] || !names[1]) missing.push(`${seed.enCode}.${code}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
