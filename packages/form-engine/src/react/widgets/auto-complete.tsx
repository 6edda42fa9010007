import { AutoComplete } from 'antd';
import { useRef, useState } from 'react';
import { toNumber } from '../../schema/form-schema.ts';
import { suggestionParams } from '../interface-params.ts';
import { useFormDataSources } from '../sources.tsx';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { inputPlaceholder } from './placeholders.ts';
import { isBlank, ReadText } from './read-text.tsx';

const DEFAULT_TOTAL = 50;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The suggested texts: the `relationField` column of the rows, without repeats, at most `total`. */
export function suggestionTexts(rows: ReadonlyArray<Record<string, unknown>>, column: string, total: number) {
  const texts = rows
    .map((row) => row[column])
    .filter((value) => !isBlank(value) && typeof value !== 'object');
  return [...new Set(texts.map(String))].slice(0, total);
}

/**
 * Autocomplete: free text, with suggestions from the data interface `interfaceId` (through
 * `sources.interfaceSuggestions`) asked again on focus and on every change of the text.
 */
function AutoCompleteEdit(props: WidgetProps) {
  const { interfaceSuggestions } = useFormDataSources();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const latest = useRef(0);
  const { field } = props;
  const interfaceId = textOf(field.interfaceId);
  const column = textOf(field.relationField) || 'fullName';
  const total = toNumber(field.total) ?? DEFAULT_TOTAL;
  const text = isBlank(props.value) ? '' : String(props.value);

  const search = (keyword: string) => {
    if (!interfaceSuggestions || interfaceId === '') return;
    const request = ++latest.current;
    interfaceSuggestions({
      interfaceId,
      relationField: column,
      paramList: suggestionParams(field, props.values, keyword),
      pageSize: total,
    }).then(
      // Only the answer to the latest text is shown; an older one may arrive after it.
      (rows) => request === latest.current && setSuggestions(suggestionTexts(rows, column, total)),
      () => request === latest.current && setSuggestions([]),
    );
  };

  return (
    <AutoComplete
      id={props.id}
      style={{ width: '100%' }}
      value={text}
      options={suggestions.map((value) => ({ value, label: value }))}
      onSearch={search}
      onFocus={() => search(text)}
      onChange={(next) => props.onChange(next ?? '')}
      allowClear={field.clearable ?? true}
      disabled={props.disabled}
      placeholder={inputPlaceholder(props)}
    />
  );
}

export const autoCompleteWidget: ReactWidget = {
  frame: 'field',
  Edit: AutoCompleteEdit,
  Read: ({ value, locale }) => <ReadText text={isBlank(value) ? '' : String(value)} locale={locale} />,
};
