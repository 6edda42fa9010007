import type { Language } from './language.ts';
import { formatMessage, type MessageKey } from './messages/index.ts';
import { isValidationMessageKey } from './validation-patterns.ts';

/** One failed rule as the request validation reports it: the zod issue code, its message and fields. */
export interface ValidationIssue {
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

/** The message key and its values for zod's own rules, whose default messages are English only. */
function ruleMessage(
  issue: ValidationIssue,
): { key: MessageKey; params?: Record<string, number> } | undefined {
  const params = issue.params ?? {};
  const origin = params.origin;
  const max = numberOf(params.maximum);
  const min = numberOf(params.minimum);
  switch (issue.keyword) {
    case 'too_big':
      if (max === undefined) return undefined;
      if (origin === 'string') return { key: 'validation.tooLong', params: { max } };
      if (origin === 'array' || origin === 'set') return { key: 'validation.tooMany', params: { max } };
      return { key: 'validation.tooLarge', params: { max } };
    case 'too_small':
      if (min === undefined) return undefined;
      if (origin === 'string') {
        return min === 1 ? { key: 'validation.required' } : { key: 'validation.tooShort', params: { min } };
      }
      if (origin === 'array' || origin === 'set') return { key: 'validation.tooFew', params: { min } };
      return { key: 'validation.tooSmall', params: { min } };
    case 'invalid_type': {
      // Issues carry no input by default; zod's text names a missing value ("received undefined").
      const isMissing =
        'input' in params ? params.input === undefined : /received undefined/.test(issue.message ?? '');
      return { key: isMissing ? 'validation.required' : 'validation.invalidType' };
    }
    case 'invalid_value':
      return { key: 'validation.invalidValue' };
    case 'invalid_format':
      return { key: 'validation.invalidFormat' };
    default:
      return undefined;
  }
}

/**
 * The text of a failed rule in the caller's language: a message key put there by the shared schema
 * helpers (validation.mobile…), else zod's own rules (lengths, sizes, types, formats). Undefined for a
 * rule it does not know (a custom refinement keeps its own message).
 */
export function describeValidationIssue(issue: ValidationIssue, lang: Language): string | undefined {
  if (isValidationMessageKey(issue.message)) return formatMessage(issue.message, lang);
  const rule = ruleMessage(issue);
  return rule ? formatMessage(rule.key, lang, rule.params) : undefined;
}
