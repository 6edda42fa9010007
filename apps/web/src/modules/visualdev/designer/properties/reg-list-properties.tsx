import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatFormMessage, patternProblem } from '@platform/form-engine';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PropertyGroupProps, withConfig } from './property-kit.ts';

type Rule = { pattern: string; message: string };

/**
 * 校验规则 (`__config__.regList`): pattern and message rows; each pattern is checked as typed with the
 * engine's own rule (it must compile and must not repeat a repetition without bound).
 */
export function RegListProperties({ field, update, lang }: PropertyGroupProps) {
  const { t } = useTranslation('designerProps');
  const rules = (Array.isArray(field.__config__.regList) ? field.__config__.regList : []) as Rule[];
  const setRules = (regList: Rule[]) => update((f) => withConfig(f, { regList }));
  const setAt = (index: number, change: Partial<Rule>) =>
    setRules(rules.map((rule, i) => (i === index ? { ...rule, ...change } : rule)));
  return (
    <Form.Item label={t('regList')}>
      {rules.map((rule, index) => {
        const problem = rule.pattern === '' ? undefined : patternProblem(rule.pattern);
        return (
          <Form.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own
            key={index}
            validateStatus={problem ? 'error' : ''}
            help={
              problem && formatFormMessage(`formEngine.design.${problem}`, lang, { pattern: rule.pattern })
            }
            style={{ marginBottom: 4 }}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Input
                placeholder={t('regPattern')}
                value={rule.pattern}
                onChange={(e) => setAt(index, { pattern: e.target.value })}
                data-testid={`prop-reg-pattern-${index}`}
              />
              <Input
                placeholder={t('regMessage')}
                value={rule.message}
                onChange={(e) => setAt(index, { message: e.target.value })}
                data-testid={`prop-reg-message-${index}`}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('remove')}
                onClick={() => setRules(rules.filter((_, i) => i !== index))}
              />
            </Space.Compact>
          </Form.Item>
        );
      })}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => setRules([...rules, { pattern: '', message: '' }])}
        data-testid="prop-add-reg"
      >
        {t('addRule')}
      </Button>
    </Form.Item>
  );
}
