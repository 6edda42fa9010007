import { ReloadOutlined, TableOutlined } from '@ant-design/icons';
import { dataInterfaceEndpoints } from '@platform/contracts/web-endpoints';
import { dataViewFormDesign } from '@platform/form-engine';
import { Button, Form, type FormInstance, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { InterfaceSelect, type TemplateParam } from '../designer/properties/interface-select.tsx';
import { visualDevDataViewLocales } from './visual-dev-data-view.locales.ts';

registerLocales(visualDevDataViewLocales);

/** A parameter of the view's interface with the value the view calls it with (`interfaceParam`). */
export type ViewParam = Omit<TemplateParam, 'relationField'>;

/** The view's parameters from their JSON text; text that is not a list of parameters has none. */
export function parseViewParams(text: string | undefined): ViewParam[] {
  try {
    const value: unknown = JSON.parse(text || '[]');
    return Array.isArray(value)
      ? value.filter((item): item is ViewParam => typeof item?.field === 'string' && item.field !== '')
      : [];
  } catch {
    return [];
  }
}

/** The values of the interface's parameters, one input each. */
function ParamValues({ value, onChange }: { value?: string; onChange?: (text: string) => void }) {
  const { t } = useTranslation('visualDevDataView');
  const params = parseViewParams(value);
  if (params.length === 0) return <span>{t('noParams')}</span>;
  const write = (index: number, defaultValue: string) =>
    onChange?.(JSON.stringify(params.map((p, i) => (i === index ? { ...p, defaultValue } : p))));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {params.map((param, index) => (
        <Input
          key={param.field}
          addonBefore={`${param.required ? '*' : ''}${param.fieldName ? `${param.field}(${param.fieldName})` : param.field}`}
          placeholder={t('paramValue')}
          value={param.defaultValue ?? ''}
          onChange={(event) => write(index, event.target.value)}
          data-testid={`data-view-param-${param.field}`}
        />
      ))}
    </Space>
  );
}

export interface DataViewFieldValues {
  interfaceId?: string;
  interfaceParam?: string;
  viewFields?: string[];
}

/**
 * A data view's part of the design dialog: the data interface it lists (with the values of its
 * parameters) and the fields its list may show and search, read from one call of the interface or
 * typed; 列表设计 opens the list designer on those fields.
 */
export function DataViewFields({
  form,
  canDesignList,
  onDesignList,
}: {
  form: FormInstance;
  canDesignList: boolean;
  onDesignList: (formData: string) => void;
}) {
  const { t } = useTranslation('visualDevDataView');
  const { t: tv } = useTranslation('visualDev');
  const interfaceId: string | undefined = Form.useWatch('interfaceId', form);
  const loadFields = async (id: string | undefined, paramText: string | undefined) => {
    if (!id) return;
    const paramList = parseViewParams(paramText).map(({ field, defaultValue }) => ({ field, defaultValue }));
    const names = await call(dataInterfaceEndpoints.fields, { params: { id }, body: { paramList } });
    form.setFieldValue('viewFields', names);
  };
  const chooseInterface = (id: string, params: TemplateParam[]) => {
    const paramText = JSON.stringify(params.map(({ relationField: _bound, ...param }) => param));
    form.setFieldsValue({ interfaceId: id, interfaceParam: paramText, viewFields: [] });
    void loadFields(id, paramText);
  };
  return (
    <>
      <Form.Item
        name="interfaceId"
        label={t('interface')}
        rules={[{ required: true, message: t('chooseInterface') }]}
      >
        <InterfaceInput onChoose={chooseInterface} />
      </Form.Item>
      <Form.Item name="interfaceParam" label={t('params')}>
        <ParamValues />
      </Form.Item>
      <Form.Item label={t('fields')} extra={t('fieldsHint')}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="viewFields" noStyle>
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} data-testid="data-view-fields" />
          </Form.Item>
          <Button
            icon={<ReloadOutlined />}
            disabled={!interfaceId}
            onClick={() => void loadFields(interfaceId, form.getFieldValue('interfaceParam'))}
            data-testid="data-view-load-fields"
          >
            {t('loadFields')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {canDesignList && (
        <Form.Item label=" " colon={false}>
          <Button
            icon={<TableOutlined />}
            onClick={() =>
              onDesignList(JSON.stringify(dataViewFormDesign(form.getFieldValue('viewFields') ?? [])))
            }
            data-testid="visual-dev-list-design-button"
          >
            {tv('designList')}
          </Button>
        </Form.Item>
      )}
    </>
  );
}

/** The interface picker as a form control: the form keeps the id; choosing also hands back the parameters. */
function InterfaceInput({
  value,
  onChoose,
}: {
  value?: string;
  onChoose: (id: string, params: TemplateParam[]) => void;
}) {
  return (
    <InterfaceSelect
      value={value ?? ''}
      onChange={(id, _name, params) => onChoose(id, params)}
      testId="data-view-interface"
    />
  );
}
