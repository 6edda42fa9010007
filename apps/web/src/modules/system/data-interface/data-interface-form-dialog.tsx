import {
  type DataInterfaceInfo,
  type DataInterfaceParam,
  type EndpointBody,
  resourceCodes,
} from '@platform/contracts';
import { dataInterfaceEndpoints } from '@platform/contracts/web-endpoints';
import { Form, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { NameCodeFields, SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { useDataSourceOptions } from '../data-source/use-source-options.ts';
import { DataInterfaceHeaderList, DataInterfaceParamList } from './data-interface-param-list.tsx';
import type { InterfaceCategory } from './use-interface-categories.ts';

type ParamRow = Omit<DataInterfaceParam, 'required'> & { required?: boolean };
interface HeaderRow {
  field: string;
  defaultValue?: string | null;
}

export interface DataInterfaceFormValues {
  fullName: string;
  enCode: string;
  categoryId?: string;
  dataType: number;
  dbLinkId?: string;
  requestMethod?: string;
  query?: string;
  path?: string;
  isPaged?: boolean;
  requestParameters?: ParamRow[];
  requestHeaders?: HeaderRow[];
  dataProcessing?: string;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

type Body = EndpointBody<typeof dataInterfaceEndpoints.create>;

const FORM_CODES = resourceCodes('dataInterface').forms;
const NEW_INTERFACE: Partial<DataInterfaceFormValues> = {
  dataType: 2,
  dbLinkId: '0',
  requestMethod: '6',
  sortCode: 0,
  enabledMark: true,
  requestParameters: [],
  requestHeaders: [],
};
/** The content fields travel under the 接口内容 form code. */
const BODY_CODES = {
  path: 'query',
  requestHeaders: 'query',
  requestParameters: 'query',
  dataProcessing: 'query',
  checkType: 'query',
  dbLinkId: 'query',
} as const;
const DIALOG_WIDTH = 960;

const parsedList = <T,>(text: string | null | undefined): T[] => {
  try {
    const value = text ? JSON.parse(text) : [];
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

export const toValues = (row: DataInterfaceInfo): Partial<DataInterfaceFormValues> => ({
  fullName: row.fullName,
  enCode: row.enCode,
  categoryId: row.categoryId,
  dataType: row.dataType,
  dbLinkId: row.dbLinkId ?? '0',
  requestMethod: row.requestMethod ?? '6',
  query: row.query ?? '',
  path: row.path ?? '',
  isPaged: row.checkType === 1,
  requestParameters: parsedList<DataInterfaceParam>(row.requestParameters).map((p) => ({
    ...p,
    required: p.required === 1,
  })),
  requestHeaders: parsedList<HeaderRow>(row.requestHeaders),
  dataProcessing: row.dataProcessing ?? '',
  sortCode: row.sortCode,
  enabledMark: row.enabledMark === undefined ? undefined : row.enabledMark === 1,
  description: row.description,
});

export const toBody = (values: DataInterfaceFormValues): Body => ({
  fullName: values.fullName,
  enCode: values.enCode,
  categoryId: values.categoryId ?? '',
  dataType: values.dataType,
  dbLinkId: values.dataType === 1 ? values.dbLinkId || '0' : null,
  requestMethod: values.dataType === 1 ? '3' : values.dataType === 3 ? values.requestMethod : null,
  query: values.dataType === 3 ? null : (values.query ?? ''),
  path: values.dataType === 3 ? (values.path ?? '') : null,
  checkType: values.dataType === 1 && values.isPaged ? 1 : 0,
  requestParameters: JSON.stringify(
    (values.requestParameters ?? []).map((p) => ({ ...p, required: p.required ? 1 : 0 })),
  ),
  requestHeaders: JSON.stringify(values.dataType === 3 ? (values.requestHeaders ?? []) : []),
  dataProcessing: values.dataProcessing?.trim() ? values.dataProcessing : null,
  sortCode: values.sortCode ?? 0,
  enabledMark: values.enabledMark === false ? 0 : 1,
  description: values.description ?? null,
});

const isJson = (text: string | undefined) => {
  if (!text?.trim()) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The content of the chosen type: SQL with its source and paging, static JSON, or an HTTP request. */
function ContentFields() {
  const { t } = useTranslation('dataInterface');
  const dataType = Form.useWatch<number | undefined>('dataType');
  const sources = useDataSourceOptions();
  const jsonRule = {
    validator: async (_: unknown, v?: string) => {
      if (!isJson(v)) throw new Error(t('form.invalidJson'));
    },
  };
  return (
    <>
      {dataType === 1 && (
        <>
          <Form.Item name="dbLinkId" label={t('field.dbLinkId')}>
            <Select
              options={sources.options}
              loading={sources.isLoading}
              style={{ width: 240 }}
              data-testid="data-interface-source"
            />
          </Form.Item>
          <Form.Item name="isPaged" label={t('field.checkType')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="query"
            label={t('field.query')}
            extra={t('hint.sql')}
            rules={[
              { required: true, whitespace: true, message: t('form.required', { field: t('field.query') }) },
            ]}
          >
            <Input.TextArea rows={8} style={{ fontFamily: 'monospace' }} data-testid="data-interface-sql" />
          </Form.Item>
        </>
      )}
      {dataType === 2 && (
        <Form.Item
          name="query"
          label={t('field.staticData')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('form.required', { field: t('field.staticData') }),
            },
            jsonRule,
          ]}
        >
          <Input.TextArea rows={10} style={{ fontFamily: 'monospace' }} data-testid="data-interface-json" />
        </Form.Item>
      )}
      {dataType === 3 && (
        <>
          <Form.Item name="requestMethod" label={t('field.requestMethod')}>
            <Radio.Group
              options={['6', '7'].map((m) => ({ value: m, label: t(m === '6' ? 'methods.6' : 'methods.7') }))}
            />
          </Form.Item>
          <Form.Item
            name="path"
            label={t('field.path')}
            rules={[
              { required: true, whitespace: true, message: t('form.required', { field: t('field.path') }) },
            ]}
          >
            <Input maxLength={2000} placeholder="https://" data-testid="data-interface-path" />
          </Form.Item>
          <DataInterfaceHeaderList />
        </>
      )}
      {dataType !== 2 && <DataInterfaceParamList />}
      <Form.Item
        name="dataProcessing"
        label={t('field.dataProcessing')}
        extra={t('hint.mapping')}
        rules={[jsonRule]}
      >
        <Input.TextArea rows={3} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
    </>
  );
}

/** New/edit dialog of a data interface (960 px): basics, then the content of its type. */
export function DataInterfaceFormDialog({
  categories,
  ...props
}: RecordDialogProps<DataInterfaceFormValues> & { categories: readonly InterfaceCategory[] }) {
  const { t } = useTranslation(['dataInterface', 'adminKit']);
  return (
    <RecordFormDialog
      {...props}
      endpoints={dataInterfaceEndpoints}
      formCodes={FORM_CODES}
      newValues={NEW_INTERFACE}
      toValues={toValues}
      toBody={toBody}
      bodyCodes={BODY_CODES}
      emptyRequired={{ fullName: '', enCode: '', categoryId: '', dataType: 2 }}
      thing={t('thing')}
      width={DIALOG_WIDTH}
      testId="data-interface-dialog"
    >
      {(can) => (
        <>
          <NameCodeFields
            can={can}
            labels={{ fullName: t('field.fullName'), enCode: t('field.enCode') }}
            messagesNs="dataInterface"
          />
          {can('categoryId') && (
            <Form.Item
              name="categoryId"
              label={t('field.categoryId')}
              rules={[{ required: true, message: t('form.choose', { field: t('field.categoryId') }) }]}
            >
              <Select options={categories.map((c) => ({ value: c.id, label: c.fullName }))} />
            </Form.Item>
          )}
          {can('dataType') && (
            <Form.Item name="dataType" label={t('field.dataType')}>
              <Radio.Group
                options={(['1', '2', '3'] as const).map((v) => ({
                  value: Number(v),
                  label: t(`types.${v}`),
                }))}
                data-testid="data-interface-type"
              />
            </Form.Item>
          )}
          {can('query') && <ContentFields />}
          <SortStateDescriptionFields can={can} />
        </>
      )}
    </RecordFormDialog>
  );
}
