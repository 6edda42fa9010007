import { useEffect, useRef, useState } from 'react';
import { rendererText } from '../messages.ts';
import { useFormDataSources } from '../sources.tsx';
import type { RelatedAttributeRequest } from '../widget-sources.ts';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { isBlank, ReadText } from './read-text.tsx';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const shown = (value: unknown) => (isBlank(value) || typeof value === 'object' ? '' : String(value));

/** Document number (`billRule`): given by the server on save, so read-only; 系统自动生成 until then. */
function BillRuleText({ value, locale }: WidgetProps) {
  const text = shown(value);
  return <ReadText text={text || rendererText('formEngine.renderer.billRuleAuto', locale)} locale={locale} />;
}

export const billRuleWidget: ReactWidget = { frame: 'field', Edit: BillRuleText, Read: BillRuleText };

/** The picked ids of the picker field: one id, or each id of a list. */
const pickedIds = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id) => !isBlank(id) && typeof id !== 'object').map(String);

/**
 * Attribute of a related record (`relationFormAttr`, `popupAttr`): the `showField` of the record picked in
 * the form field `relationField` (a `relationForm` / `popupSelect`), asked of `sources.relatedAttribute`.
 * Read-only in both modes; it holds no value of its own and follows the picker as it changes.
 */
const relatedAttributeWidget = (kind: RelatedAttributeRequest['kind']): ReactWidget => {
  function RelatedAttribute({ field, values, locale }: WidgetProps) {
    const { relatedAttribute } = useFormDataSources();
    const pickerField = textOf(field.relationField);
    const showField = textOf(field.showField);
    const idsKey = JSON.stringify(pickerField === '' ? [] : pickedIds(values[pickerField]));
    const [text, setText] = useState('');
    // The values when the pick changes: the picker's form-bound interface parameters read them.
    const valuesRef = useRef(values);
    valuesRef.current = values;
    useEffect(() => {
      let live = true;
      setText('');
      const ids = JSON.parse(idsKey) as string[];
      if (relatedAttribute && showField !== '' && ids.length > 0) {
        Promise.all(
          ids.map((id) => relatedAttribute({ kind, pickerField, id, showField, values: valuesRef.current })),
        ).then(
          (attributes) => live && setText(attributes.map(shown).filter(Boolean).join(', ')),
          () => undefined,
        );
      }
      return () => {
        live = false;
      };
    }, [idsKey, pickerField, showField, relatedAttribute]);
    return <ReadText text={text} locale={locale} />;
  }
  return { frame: 'field', Edit: RelatedAttribute, Read: RelatedAttribute };
};

export const relationFormAttrWidget = relatedAttributeWidget('relationForm');
export const popupAttrWidget = relatedAttributeWidget('popupSelect');
