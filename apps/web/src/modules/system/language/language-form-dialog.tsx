import type { TranslationEntry } from '@platform/contracts';
import { translationEndpoints } from '@platform/contracts/web-endpoints';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { FormDialog } from '../../../shared/admin-kit/form-dialog.tsx';

interface Values {
  'zh-TW': string;
  'en-US': string;
}

interface LanguageFormDialogProps {
  entry?: TranslationEntry;
  onClose: () => void;
  onSaved: () => void;
}

/** Edits the zh-TW and en-US texts of one name; the zh-CN name is shown, not edited. */
export function LanguageFormDialog({ entry, onClose, onSaved }: LanguageFormDialogProps) {
  const { t } = useTranslation('language');
  const save = async (values: Values) => {
    if (!entry) return '';
    const { msg } = await callWithMessage(translationEndpoints.update, {
      params: { entity: entry.entity, entityId: entry.entityId },
      body: { 'zh-TW': values['zh-TW'] ?? '', 'en-US': values['en-US'] ?? '' },
    });
    return msg;
  };
  return (
    <FormDialog<Values>
      open={entry !== undefined}
      title={t('edit')}
      initialValues={entry ? { 'zh-TW': entry['zh-TW'] ?? '', 'en-US': entry['en-US'] ?? '' } : undefined}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      testId="language-dialog"
    >
      <Form.Item label={t('field.zh-CN')}>
        <Typography.Text data-testid="language-source">{entry?.['zh-CN']}</Typography.Text>
      </Form.Item>
      <Form.Item name="zh-TW" label={t('field.zh-TW')} rules={[{ max: 200 }]}>
        <Input allowClear maxLength={200} />
      </Form.Item>
      <Form.Item name="en-US" label={t('field.en-US')} rules={[{ max: 200 }]}>
        <Input allowClear maxLength={200} />
      </Form.Item>
      <Typography.Text type="secondary">{t('sourceHint')}</Typography.Text>
    </FormDialog>
  );
}
