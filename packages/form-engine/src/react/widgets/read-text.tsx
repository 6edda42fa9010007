import type { Language } from '@platform/contracts';
import { isEmptyValue } from '../../validation/value-checks.ts';
import { rendererText } from '../messages.ts';

/** A value read mode shows as a dash: the same emptiness the required rule uses. */
export const isBlank = isEmptyValue;

/** How read mode shows a value: its text, or a dash when empty. */
export function ReadText({ text, locale }: { text: string | null | undefined; locale: Language }) {
  const shown =
    text === null || text === undefined || text === ''
      ? rendererText('formEngine.renderer.empty', locale)
      : text;
  return <span className="form-engine-read">{shown}</span>;
}

/** Joins a pair for read mode: "a ~ b"; empty when both ends are empty. */
export function rangeText(start: string, end: string): string {
  return start === '' && end === '' ? '' : `${start} ~ ${end}`;
}
