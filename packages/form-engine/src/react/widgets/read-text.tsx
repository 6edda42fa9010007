import type { Language } from '@platform/contracts';
import type { FormField } from '../../schema/form-schema.ts';
import { isEmptyValue } from '../../validation/value-checks.ts';
import { rendererText } from '../messages.ts';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';

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

/** The two ends of a range value; both undefined unless it is a two-item list. */
export const pair = (value: unknown): [unknown, unknown] =>
  Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : [undefined, undefined];

/** Read mode of a range: both ends shown by `show`, as "start ~ end". */
export function pairReader(show: (item: unknown, field: FormField) => string): ReactWidget['Read'] {
  return function ReadPair({ value, field, locale }: WidgetProps) {
    const [start, end] = pair(value);
    return <ReadText text={rangeText(show(start, field), show(end, field))} locale={locale} />;
  };
}
