import { sanitizeRichText } from '@platform/contracts';
import type { FieldEntry } from '../schema/form-model.ts';

/**
 * The value kept for a field once it is checked. Rich text (`editor`) is stored only after the allowlist
 * sanitiser, so markup that can run script never reaches the database, whoever wrote the request.
 */
export function storedValue(entry: FieldEntry, raw: unknown): unknown {
  if (entry.key === 'editor' && typeof raw === 'string') return sanitizeRichText(raw);
  return raw;
}
