import { Button, DatePicker, Flex, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuntimeSearchField, SearchValue } from './online-dev-column-data.ts';
import { searchQuery } from './online-dev-column-data.ts';

interface OnlineDevSearchBarProps {
  fields: readonly RuntimeSearchField[];
  /** The filled fields as {field: value}, on 查询 and (empty) on 重置. */
  onSearch: (query: Record<string, unknown>) => void;
}

/** The list's search form from the design's searchList: text, a select of the field's options, or a date range. */
export function OnlineDevSearchBar({ fields, onSearch }: OnlineDevSearchBarProps) {
  const { t } = useTranslation(['onlineDev', 'common']);
  const [values, setValues] = useState<Record<string, SearchValue>>({});
  if (fields.length === 0) return null;
  const set = (name: string, value: SearchValue) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }} data-testid="online-dev-search">
      {fields.map((field) => {
        const value = values[field.name];
        if (field.kind === 'select') {
          return (
            <Select
              key={field.name}
              aria-label={field.label}
              placeholder={t('selectPlaceholder', { label: field.label })}
              allowClear
              mode={field.isMultiple ? 'multiple' : undefined}
              options={field.options}
              value={value as string | number | undefined}
              onChange={(next) => set(field.name, next)}
              style={{ width: 200 }}
            />
          );
        }
        if (field.kind === 'dateRange') {
          return (
            <DatePicker.RangePicker
              key={field.name}
              aria-label={field.label}
              placeholder={[t('startDate'), t('endDate')]}
              value={value as [Dayjs | null, Dayjs | null] | undefined}
              onChange={(next) => set(field.name, next ?? undefined)}
            />
          );
        }
        return (
          <Input
            key={field.name}
            aria-label={field.label}
            placeholder={t('inputPlaceholder', { label: field.label })}
            allowClear
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => set(field.name, event.target.value)}
            onPressEnter={() => onSearch(searchQuery(fields, values))}
            style={{ width: 200 }}
          />
        );
      })}
      <Button type="primary" onClick={() => onSearch(searchQuery(fields, values))}>
        {t('common:search')}
      </Button>
      <Button
        onClick={() => {
          setValues({});
          onSearch({});
        }}
      >
        {t('common:reset')}
      </Button>
    </Flex>
  );
}
