import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TemplateParam } from './interface-select.tsx';
import type { FieldRef } from './property-kit.ts';

/** Each interface parameter bound to a main-form field (`relationField`), the value sent when called. */
export function TemplateParams({
  params,
  refs,
  onChange,
}: {
  params: TemplateParam[];
  refs: FieldRef[];
  onChange: (next: TemplateParam[]) => void;
}) {
  const { t } = useTranslation('designerProps');
  const options = refs.filter((r) => !r.table).map((r) => ({ value: r.ref, label: r.label }));
  return (
    <Form.Item label={t('params')}>
      {params.length === 0 && <span>{t('noParams')}</span>}
      {params.map((param, index) => (
        <Form.Item
          key={param.field}
          label={`${param.required ? '*' : ''}${param.fieldName ? `${param.field}(${param.fieldName})` : param.field}`}
          style={{ marginBottom: 4 }}
        >
          <Select
            allowClear
            placeholder={t('paramValue')}
            value={param.relationField || undefined}
            options={options}
            onChange={(relationField?: string) =>
              onChange(params.map((p, i) => (i === index ? { ...p, relationField: relationField ?? '' } : p)))
            }
            data-testid={`prop-param-${param.field}`}
          />
        </Form.Item>
      ))}
    </Form.Item>
  );
}
