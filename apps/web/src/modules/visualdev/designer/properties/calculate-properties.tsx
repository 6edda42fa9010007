import {
  expressionReferences,
  expressionToText,
  formatFormMessage,
  formIdOf,
  parseExpression,
  textToExpression,
} from '@platform/form-engine';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagProp } from './property-items.tsx';
import { fieldRefs, type PropertyGroupProps, widgetErrors, withProps } from './property-kit.ts';

/**
 * The problem of a formula text as the engine sees it: syntax first, then names that are no value
 * field of the form, a whole sub-table, or the calculated field itself.
 */
export function formulaProblem(
  text: string,
  readable: ReadonlySet<string>,
  self: string,
  lang: PropertyGroupProps['lang'],
): string | undefined {
  const parsed = parseExpression(text);
  if (!parsed.ok) return formatFormMessage(parsed.error.key, lang, parsed.error.params);
  const refs = expressionReferences(parsed.ast);
  if (refs.includes(self))
    return formatFormMessage('formEngine.expression.selfReference', lang, { field: self });
  const unknown = refs.find((ref) => !readable.has(ref));
  return unknown === undefined
    ? undefined
    : formatFormMessage('formEngine.expression.unknownField', lang, { field: unknown });
}

/**
 * 计算公式: the formula as text, a field clicked inserts `{name}` (`{table.column}` for a sub-table
 * column); every change is checked by the engine's parser, and a formula that parses is stored as the
 * original's token array, one that does not as its text (the engine refuses the design until fixed).
 */
export function CalculateProperties({ field, update, state, lang }: PropertyGroupProps) {
  const { t } = useTranslation('designerProps');
  // The text as typed; an undo or redo that changes the stored formula shows the stored one again.
  const [draft, setDraft] = useState(() => ({
    text: expressionToText(field.expression),
    wrote: field.expression,
  }));
  const text = draft.wrote === field.expression ? draft.text : expressionToText(field.expression);
  const self = String(field.__vModel__ ?? '');
  const refs = fieldRefs(state.fields).filter((r) => r.key !== 'table' && r.formId !== formIdOf(field));
  const labels = new Map(refs.map((r) => [r.ref, r.label]));
  // Cycles between formulas need the whole design: the engine's own check of this widget.
  const problem =
    formulaProblem(text, new Set(labels.keys()), self, lang) ??
    widgetErrors(state, formIdOf(field) as number, '.expression', lang)[0];

  const change = (next: string) => {
    const expression = parseExpression(next).ok
      ? textToExpression(next, (name) => labels.get(name) ?? name)
      : next;
    setDraft({ text: next, wrote: expression });
    update((f) => withProps(f, { expression }));
  };

  return (
    <>
      <Form.Item
        label={t('expression')}
        validateStatus={problem ? 'error' : ''}
        help={problem ?? t('expressionHint')}
      >
        <Input.TextArea
          rows={3}
          value={text}
          onChange={(e) => change(e.target.value)}
          data-testid="prop-expression"
        />
      </Form.Item>
      <Form.Item label={t('insertField')}>
        <Space wrap size={4}>
          {refs.map((r) => (
            <Button
              key={r.ref}
              size="small"
              onClick={() => change(`${text}{${r.ref}}`)}
              data-testid={`prop-insert-${r.ref}`}
            >
              {r.table ? `${r.table}.${r.label}` : r.label}
            </Button>
          ))}
        </Space>
      </Form.Item>
      <Form.Item label={t('precision')}>
        <InputNumber
          min={0}
          max={10}
          value={typeof field.precision === 'number' ? field.precision : null}
          onChange={(precision) => update((f) => withProps(f, { precision: precision ?? undefined }))}
          data-testid="prop-calc-precision"
        />
      </Form.Item>
      <Space size="large">
        <FlagProp field={field} update={update} name="thousands" label={t('thousands')} />
        <FlagProp field={field} update={update} name="isAmountChinese" label={t('amountChinese')} />
      </Space>
    </>
  );
}
