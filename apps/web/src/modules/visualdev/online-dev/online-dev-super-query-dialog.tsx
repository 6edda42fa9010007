import type { SuperQuerySymbol } from '@platform/contracts';
import { Button, DatePicker, Empty, Flex, Input, InputNumber, Modal, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import {
  isRowComplete,
  type MatchLogic,
  type QueryField,
  type QueryRow,
  superQueryJsonOf,
  symbolsOf,
} from './online-dev-super-query.ts';

/** Locale keys of the symbols (i18n keys cannot be `==`). */
const SYMBOL_KEYS: Record<SuperQuerySymbol, string> = {
  '==': 'symbolEq',
  '<>': 'symbolNe',
  '>': 'symbolGt',
  '>=': 'symbolGe',
  '<': 'symbolLt',
  '<=': 'symbolLe',
  like: 'symbolLike',
  notLike: 'symbolNotLike',
  null: 'symbolNull',
  notNull: 'symbolNotNull',
  in: 'symbolIn',
  notIn: 'symbolNotIn',
};

interface SuperQueryDialogProps {
  open: boolean;
  fields: readonly QueryField[];
  onCancel: () => void;
  /** The query to send (`superQueryJson`) and its number of rows; undefined when the rows were cleared. */
  onQuery: (superQueryJson: string | undefined, count: number) => void;
}

let nextKey = 1;
const newRow = (): QueryRow => ({ key: nextKey++, symbol: '==' });

/** The value input of a row, by its field's widget. */
function RowValue({
  field,
  row,
  onChange,
}: {
  field?: QueryField;
  row: QueryRow;
  onChange: (value: QueryRow['value']) => void;
}) {
  const { t } = useTranslation('onlineDev');
  const label = t('conditionValue');
  if (row.symbol === 'null' || row.symbol === 'notNull') return <div style={{ flex: 1 }} />;
  const style = { flex: 1, minWidth: 0 };
  switch (field?.kind) {
    case 'number':
      return (
        <InputNumber
          aria-label={label}
          style={style}
          value={row.value as number | null | undefined}
          onChange={onChange}
        />
      );
    case 'date':
    case 'dateTime':
      return (
        <DatePicker
          aria-label={label}
          style={style}
          showTime={field.kind === 'dateTime'}
          value={(row.value as Dayjs | null | undefined) ?? null}
          onChange={(value) => onChange(value)}
        />
      );
    case 'switch':
      return (
        <div style={style}>
          <Switch
            aria-label={label}
            checked={row.value === 1}
            onChange={(checked) => onChange(checked ? 1 : 0)}
          />
        </div>
      );
    case 'select':
      return (
        <Select
          aria-label={label}
          style={style}
          allowClear
          options={field.options}
          value={row.value as string | number | undefined}
          onChange={onChange}
        />
      );
    default:
      return (
        <Input
          aria-label={label}
          style={style}
          value={typeof row.value === 'string' ? row.value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/**
 * 高级查询: condition rows (field, comparison, value by the field's widget) joined by AND or OR, sent
 * as the List body's `superQueryJson` on 查询; an incomplete row is named instead of sent.
 */
export function OnlineDevSuperQueryDialog({ open, fields, onCancel, onQuery }: SuperQueryDialogProps) {
  const { t } = useTranslation(['onlineDev', 'common']);
  const { message } = useAppFeedback();
  const [matchLogic, setMatchLogic] = useState<MatchLogic>('AND');
  const [rows, setRows] = useState<QueryRow[]>(() => [newRow()]);
  const byName = new Map(fields.map((field) => [field.name, field]));
  const update = (key: number, patch: Partial<QueryRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const query = () => {
    const incomplete = rows.find((row) => !isRowComplete(row));
    if (incomplete) return void message.warning(t(incomplete.field ? 'emptyCondition' : 'chooseField'));
    onQuery(superQueryJsonOf(rows, matchLogic, fields), rows.length);
  };

  return (
    <Modal
      open={open}
      title={t('superQuery')}
      width={800}
      onCancel={onCancel}
      data-testid="online-dev-super-query"
      footer={
        <Flex justify="space-between">
          <Button onClick={() => setRows([])}>{t('clearConditions')}</Button>
          <Flex gap={8}>
            <Button onClick={onCancel}>{t('common:cancel')}</Button>
            <Button type="primary" onClick={query}>
              {t('common:search')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {rows.length > 0 ? (
        <Flex vertical gap={12}>
          <Flex gap={8} align="center">
            <span>{t('matchLogic')}</span>
            <Select
              aria-label={t('matchLogic')}
              style={{ width: 260 }}
              value={matchLogic}
              onChange={setMatchLogic}
              options={[
                { value: 'AND', label: t('matchAll') },
                { value: 'OR', label: t('matchAny') },
              ]}
            />
          </Flex>
          {rows.map((row, index) => {
            const field = byName.get(row.field ?? '');
            return (
              <Flex key={row.key} gap={8} align="center" data-testid={`super-query-row-${index}`}>
                <Select
                  aria-label={t('conditionField')}
                  placeholder={t('chooseField')}
                  style={{ width: 220 }}
                  showSearch={{ optionFilterProp: 'label' }}
                  value={row.field}
                  options={fields.map((f) => ({ value: f.name, label: f.label }))}
                  onChange={(name: string) => {
                    const kind = byName.get(name)?.kind;
                    const symbol = symbolsOf(kind).includes(row.symbol) ? row.symbol : '==';
                    update(row.key, { field: name, symbol, value: kind === 'switch' ? 0 : undefined });
                  }}
                />
                <Select
                  aria-label={t('conditionSymbol')}
                  style={{ width: 120 }}
                  value={row.symbol}
                  options={symbolsOf(field?.kind).map((symbol) => ({
                    value: symbol,
                    label: t(SYMBOL_KEYS[symbol] as 'symbolEq'),
                  }))}
                  onChange={(symbol: SuperQuerySymbol) => update(row.key, { symbol })}
                />
                <RowValue field={field} row={row} onChange={(value) => update(row.key, { value })} />
                <Button
                  type="link"
                  danger
                  aria-label={t('removeCondition')}
                  onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                >
                  {t('remove')}
                </Button>
              </Flex>
            );
          })}
        </Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noConditions')} />
      )}
      <Button
        type="dashed"
        style={{ marginTop: 12 }}
        onClick={() => setRows((current) => [...current, newRow()])}
      >
        {t('addCondition')}
      </Button>
    </Modal>
  );
}
