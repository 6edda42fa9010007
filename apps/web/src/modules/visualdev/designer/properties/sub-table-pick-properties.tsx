import { ReloadOutlined } from '@ant-design/icons';
import { dataInterfaceEndpoints } from '@platform/contracts/web-endpoints';
import type { FormField } from '@platform/form-engine';
import { Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../platform/http/call.ts';
import type { Json } from './property-kit.ts';

interface ColumnOption {
  value: string;
  label: string;
}
interface RelationOption {
  field: string;
  type: number;
  value: string;
}

const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The pick list of a sub-table that adds rows from a data interface: the interface's fields shown in
 * the list (`addTableConf.columnOptions`, with their headers) and which field fills each column of a
 * picked row (`relationOptions` items `{field: column, type: 1, value: interface field}`). The field
 * names are read from the interface, called with its parameters' fixed values.
 */
export function SubTablePickColumns({
  columns,
  addTableConf,
  write,
}: {
  columns: FormField[];
  addTableConf: Json;
  write: (change: Json) => void;
}) {
  const { t } = useTranslation('designerProps');
  const shown = listOf<ColumnOption>(addTableConf.columnOptions);
  const relations = listOf<RelationOption>(addTableConf.relationOptions);
  const [names, setNames] = useState<string[]>(() => shown.map((c) => c.value));
  const [isLoading, setIsLoading] = useState(false);
  const interfaceId = typeof addTableConf.interfaceId === 'string' ? addTableConf.interfaceId : '';
  const loadNames = async () => {
    const paramList = listOf<Json>(addTableConf.templateJson).map((p) => ({
      field: String(p.field),
      defaultValue: p.defaultValue === undefined || p.defaultValue === null ? '' : String(p.defaultValue),
    }));
    setIsLoading(true);
    try {
      const fields = await call(dataInterfaceEndpoints.fields, {
        params: { id: interfaceId },
        body: { paramList },
      });
      setNames([...new Set([...fields, ...shown.map((c) => c.value)])]);
    } catch {
      // The request helper showed the server's message.
    } finally {
      setIsLoading(false);
    }
  };
  const options = names.map((name) => ({ value: name, label: name }));
  const setShown = (values: string[]) =>
    write({
      columnOptions: values.map((value) => ({
        value,
        label: shown.find((c) => c.value === value)?.label ?? value,
      })),
    });
  const setLabel = (value: string, label: string) =>
    write({ columnOptions: shown.map((c) => (c.value === value ? { ...c, label } : c)) });
  const setRelation = (column: string, value?: string) =>
    write({
      relationOptions: [
        ...relations.filter((r) => r.field !== column),
        ...(value ? [{ field: column, type: 1, value }] : []),
      ],
    });
  return (
    <>
      <Form.Item label={t('pickList.columns')}>
        <Space.Compact block>
          <Select
            mode="multiple"
            value={shown.map((c) => c.value)}
            options={options}
            onChange={setShown}
            data-testid="prop-pick-columns"
          />
          <Button
            icon={<ReloadOutlined />}
            loading={isLoading}
            disabled={!interfaceId}
            onClick={() => void loadNames()}
            data-testid="prop-pick-load-fields"
          >
            {t('pickList.loadFields')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {shown.map((column) => (
        <Form.Item
          key={column.value}
          label={t('pickList.header', { field: column.value })}
          style={{ marginBottom: 4 }}
        >
          <Input
            value={column.label}
            onChange={(e) => setLabel(column.value, e.target.value)}
            data-testid={`prop-pick-header-${column.value}`}
          />
        </Form.Item>
      ))}
      <Form.Item label={t('pickList.relations')}>
        {columns
          .filter((c) => c.__vModel__)
          .map((c) => (
            <Form.Item
              key={String(c.__vModel__)}
              label={String(c.__config__.label ?? c.__vModel__)}
              style={{ marginBottom: 4 }}
            >
              <Select
                allowClear
                value={relations.find((r) => r.field === c.__vModel__)?.value}
                options={options}
                onChange={(value?: string) => setRelation(String(c.__vModel__), value)}
                data-testid={`prop-pick-relation-${String(c.__vModel__)}`}
              />
            </Form.Item>
          ))}
      </Form.Item>
    </>
  );
}
