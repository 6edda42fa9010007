import { randomBytes } from 'node:crypto';

/**
 * The name and code of a copy, as the original names copies and imports of taken records: the name
 * with `.副本` and five characters, the code with the same five characters; each cut so the whole
 * stays within its limit, when one is given.
 */
export function copyNames(
  source: { fullName: string; enCode: string },
  limits: { fullName?: number; enCode?: number } = {},
) {
  const suffix = randomBytes(3).toString('hex').slice(0, 5);
  const nameTail = `.副本${suffix}`;
  return {
    fullName: `${source.fullName.slice(0, (limits.fullName ?? Number.POSITIVE_INFINITY) - nameTail.length)}${nameTail}`,
    enCode: `${source.enCode.slice(0, (limits.enCode ?? Number.POSITIVE_INFINITY) - suffix.length)}${suffix}`,
  };
}
