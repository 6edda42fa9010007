import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DATA_INTERFACE_PARAM_TYPES } from '@platform/contracts';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The typed parameters of an interface: name, label, type, required and default, one row each. */
export function DataInterfaceParamList() {
  const { t } = useTranslation('dataInterface');
  return (
    <Form.Item label={t('field.parameters')}>
      <Form.List name="requestParameters">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }) => (
              <Space key={key} align="baseline" wrap data-testid="data-interface-param">
                <Form.Item
                  name={[name, 'field']}
                  rules={[{ required: true, pattern: /^[A-Za-z_][A-Za-z0-9_]*$/, message: t('param.field') }]}
                >
                  <Input placeholder={t('param.field')} style={{ width: 130 }} maxLength={50} />
                </Form.Item>
                <Form.Item name={[name, 'fieldName']}>
                  <Input placeholder={t('param.fieldName')} style={{ width: 130 }} maxLength={50} />
                </Form.Item>
                <Form.Item name={[name, 'dataType']}>
                  <Select
                    style={{ width: 110 }}
                    options={DATA_INTERFACE_PARAM_TYPES.map((v) => ({ value: v, label: v }))}
                  />
                </Form.Item>
                <Form.Item name={[name, 'required']} valuePropName="checked">
                  <Checkbox>{t('param.required')}</Checkbox>
                </Form.Item>
                <Form.Item name={[name, 'defaultValue']}>
                  <Input placeholder={t('param.defaultValue')} style={{ width: 130 }} />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(name)}
                  aria-label="remove"
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() =>
                add({ field: '', fieldName: '', dataType: 'varchar', required: false, defaultValue: '' })
              }
              data-testid="data-interface-add-param"
            >
              {t('param.add')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** The request headers of an HTTP interface: name and value, one row each. */
export function DataInterfaceHeaderList() {
  const { t } = useTranslation('dataInterface');
  return (
    <Form.Item label={t('field.headers')}>
      <Form.List name="requestHeaders">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }) => (
              <Space key={key} align="baseline">
                <Form.Item
                  name={[name, 'field']}
                  rules={[{ required: true, message: t('param.headerName') }]}
                >
                  <Input placeholder={t('param.headerName')} style={{ width: 200 }} maxLength={100} />
                </Form.Item>
                <Form.Item name={[name, 'defaultValue']}>
                  <Input placeholder={t('param.headerValue')} style={{ width: 260 }} />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(name)}
                  aria-label="remove"
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ field: '', defaultValue: '' })}
            >
              {t('param.addHeader')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
