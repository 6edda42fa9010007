import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('gives unique ids that sort by creation order', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    const asBig = ids.map((id) => BigInt(id));
    for (let i = 1; i < asBig.length; i++) expect(asBig[i] > asBig[i - 1]).toBe(true);
  });
});
