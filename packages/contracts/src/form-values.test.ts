import { describe, expect, it } from 'vitest';
import { formDateRange, formFiles, formIdPaths, formNumberRange, formTimeRange } from './form-values.ts';

describe('form values', () => {
  it('takes file lists in the upload widgets’ shape and refuses items without a file id or with other keys', () => {
    expect(formFiles.safeParse([{ fileId: 'f1', name: 'a.pdf', fileSize: 3, url: '/api/f1' }]).success).toBe(
      true,
    );
    expect(formFiles.safeParse([{ fileId: 'f1', name: 'a.pdf' }]).success).toBe(true);
    expect(formFiles.safeParse([{ name: 'a.pdf' }]).success).toBe(false);
    expect(formFiles.safeParse([{ fileId: 'f1', name: 'a.pdf', path: '/etc' }]).success).toBe(false);
  });

  it('takes id paths with at least one level', () => {
    expect(formIdPaths.safeParse([['org-1', 'dep-2'], ['org-1']]).success).toBe(true);
    expect(formIdPaths.safeParse([[]]).success).toBe(false);
  });

  it('takes ranges of two in order, a number range with empty bounds', () => {
    expect(formNumberRange.safeParse([1, null]).success).toBe(true);
    expect(formNumberRange.safeParse([5, 1]).success).toBe(false);
    expect(formDateRange.safeParse([1, 2]).success).toBe(true);
    expect(formDateRange.safeParse([2, 1]).success).toBe(false);
    expect(formTimeRange.safeParse(['08:00', '17:30:00']).success).toBe(true);
    expect(formTimeRange.safeParse(['8 am', '17:30']).success).toBe(false);
    expect(formTimeRange.safeParse(['08:00']).success).toBe(false);
  });
});
