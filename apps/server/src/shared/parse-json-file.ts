import type { MessageKey } from '@platform/contracts';
import type { z } from 'zod';
import { badRequest } from '../http/app-error.ts';

/**
 * An uploaded JSON file's bytes read against `schema`; 400 with `invalid` and the first problem
 * (`detail`: 'JSON' when it does not parse, else the path and message of the first issue).
 */
export function parseJsonFile<T extends z.ZodType>(
  bytes: Buffer,
  schema: T,
  invalid: MessageKey,
): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest(invalid, { detail: 'JSON' });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(invalid, { detail: `${issue?.path.join('.')} ${issue?.message}` });
  }
  return parsed.data;
}
