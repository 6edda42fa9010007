import type { FormField } from '../schema/form-schema.ts';
import type { SuggestionsRequest } from './widget-sources.ts';

/** The parameter whose `relationField` is this marker receives the typed text. */
export const KEYWORD_MARKER = '@keyword';

interface TemplateItem {
  field?: unknown;
  relationField?: unknown;
  defaultValue?: unknown;
  sourceType?: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The interface parameters of an autocomplete: each `templateJson` item keeps its `defaultValue`, except
 * the `@keyword` one (the typed text) and those bound to a form field (`sourceType` 1, or no source type,
 * with a `relationField`), which take that field's current value.
 */
export function suggestionParams(
  field: FormField,
  values: Readonly<Record<string, unknown>>,
  keyword: string,
): SuggestionsRequest['paramList'] {
  const items = (field.templateJson ?? field.__config__.templateJson ?? []) as TemplateItem[];
  return items
    .filter((item) => typeof item?.field === 'string')
    .map((item) => {
      const relationField = textOf(item.relationField);
      const isFormBound =
        relationField !== '' && (item.sourceType === undefined || Number(item.sourceType) === 1);
      const defaultValue =
        relationField === KEYWORD_MARKER
          ? keyword
          : isFormBound
            ? (values[relationField] ?? '')
            : item.defaultValue;
      return { field: item.field as string, relationField, defaultValue };
    });
}
