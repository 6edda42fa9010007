import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TEMPLATE_PARAM_PATTERN } from '@platform/contracts';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The template's parameters (参数名称 and 参数说明 a row): rows are added and removed here; the title
 * and content may then name them as `{field}`. Whether every placeholder is declared is the server's
 * check, whose message the dialog shows.
 */
export function MessageTemplateParamsField() {
  const { t } = useTranslation(['messageTemplate', 'adminKit']);
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('adminKit:form.required', { field }),
  });
  return (
    <Form.Item label={t('field.params')} tooltip={t('placeholderTip')}>
      <Form.List name="templateParamList">
        {(rows, { add, remove }) => (
          <>
            {rows.length === 0 && <Typography.Text type="secondary">{t('noParams')}</Typography.Text>}
            {rows.map(({ key, name }) => (
              <Space key={key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={[name, 'field']}
                  rules={[
                    required(t('field.paramField')),
                    { pattern: TEMPLATE_PARAM_PATTERN, message: t('paramPattern') },
                  ]}
                >
                  <Input
                    maxLength={50}
                    placeholder={t('field.paramField')}
                    aria-label={t('field.paramField')}
                  />
                </Form.Item>
                <Form.Item name={[name, 'fieldName']} rules={[required(t('field.paramName'))]}>
                  <Input
                    maxLength={100}
                    placeholder={t('field.paramName')}
                    aria-label={t('field.paramName')}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('removeParam')}
                  onClick={() => remove(name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ field: '', fieldName: '' })}
              data-testid="message-template-add-param"
            >
              {t('addParam')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
