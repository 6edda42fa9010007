import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formIdOf, type ShowWhen } from '@platform/form-engine';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldRefs, type PropertyGroupProps, widgetErrors, withConfig } from './property-kit.ts';
import { OPERATORS, type Operator, type RuleRow, rowOf, showWhenOf } from './show-when-rows.ts';

const WITHOUT_VALUE = new Set<Operator>(['empty', 'notEmpty']);

/**
 * 显示条件 (`__config__.showWhen`): rows of field, operator and value over the main form's value
 * fields, all or any of them to hold; the engine's analyzer checks the rule as it stands (unknown
 * fields, a rule in a sub-table, a field whose visibility depends on itself).
 */
export function VisibilityProperties({ field, update, state, lang }: PropertyGroupProps) {
  const { t } = useTranslation('designerProps');
  const formId = formIdOf(field) as number;
  const rule = (field.__config__.showWhen ?? null) as ShowWhen | null;
  const rows = (rule?.conditions ?? []).map(rowOf);
  const match: 'all' | 'any' = rule?.match === 'any' ? 'any' : 'all';
  const candidates = fieldRefs(state.fields).filter(
    (r) => !r.table && r.key !== 'table' && r.key !== 'calculate' && r.formId !== formId,
  );
  const save = (next: RuleRow[], nextMatch = match) =>
    update((f) => withConfig(f, { showWhen: showWhenOf(next, nextMatch) }));
  const setAt = (index: number, change: Partial<RuleRow>) =>
    save(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const errors = widgetErrors(state, formId, '.__config__.showWhen', lang);

  return (
    <Form.Item label={t('showWhen')}>
      {rows.length > 1 && (
        <Select
          size="small"
          value={match}
          options={(['all', 'any'] as const).map((v) => ({ value: v, label: t(`matches.${v}`) }))}
          onChange={(next: 'all' | 'any') => save(rows, next)}
          style={{ marginBottom: 4 }}
          data-testid="prop-showWhen-match"
        />
      )}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own
        <Space.Compact key={index} style={{ width: '100%', marginBottom: 4 }}>
          <Select
            placeholder={t('conditionField')}
            value={row.field || undefined}
            options={candidates.map((r) => ({ value: r.ref, label: r.label }))}
            onChange={(name: string) => setAt(index, { field: name })}
            style={{ width: '38%' }}
            data-testid={`prop-showWhen-field-${index}`}
          />
          <Select
            value={row.operator}
            options={OPERATORS.map((v) => ({ value: v, label: t(`operators.${v}`) }))}
            onChange={(operator: Operator) => setAt(index, { operator })}
            style={{ width: '28%' }}
            data-testid={`prop-showWhen-operator-${index}`}
          />
          {!WITHOUT_VALUE.has(row.operator) && (
            <Input
              placeholder={t('conditionValue')}
              value={row.value}
              onChange={(e) => setAt(index, { value: e.target.value })}
              data-testid={`prop-showWhen-value-${index}`}
            />
          )}
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('remove')}
            onClick={() => save(rows.filter((_, i) => i !== index))}
          />
        </Space.Compact>
      ))}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => save([...rows, { field: '', operator: 'eq', value: '' }])}
        data-testid="prop-showWhen-add"
      >
        {t('addCondition')}
      </Button>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          message={errors.map((e) => <div key={e}>{e}</div>)}
          style={{ marginTop: 4 }}
          data-testid="prop-showWhen-errors"
        />
      )}
    </Form.Item>
  );
}
