import type { Language } from '@platform/contracts';
import { parseFormDesign } from '@platform/form-engine';
import { FormRenderer } from '@platform/form-engine/react';
import { Alert, Empty, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPreviewButton } from '../app-preview/app-preview-button.tsx';
import { appFormSources } from '../form-sources.ts';
import { withPickerSources } from '../pickers/picker-sources.ts';

interface VisualDevPreviewDialogProps {
  /** The form design JSON to show; undefined while closed. */
  formData: string | undefined;
  onClose: () => void;
}

/**
 * Renders a form design (the dialog's formData text) with the form engine, in edit mode, so the
 * author sees the form before saving; a design that does not parse shows its errors with their paths.
 * A design that parses can also be sent to the phone (App预览) as it stands, saved or not.
 */
export function VisualDevPreviewDialog({ formData, onClose }: VisualDevPreviewDialogProps) {
  const { t, i18n } = useTranslation('visualDev');
  const locale = (i18n.language || 'zh-CN') as Language;
  const [sources] = useState(() => withPickerSources(appFormSources));
  const parsed = useMemo(() => {
    if (formData === undefined || formData.trim() === '') return undefined;
    let value: unknown;
    try {
      value = JSON.parse(formData);
    } catch {
      return { success: false as const, errors: [t('invalidJson', { field: t('field.formData') })] };
    }
    const result = parseFormDesign(value, locale);
    if (result.success) return result;
    return {
      success: false as const,
      errors: result.errors.map((error) => (error.path ? `${error.path}: ${error.message}` : error.message)),
    };
  }, [formData, locale, t]);

  return (
    <Modal
      open={formData !== undefined}
      title={t('previewTitle')}
      width={900}
      footer={parsed?.success && formData ? <AppPreviewButton formData={formData} /> : null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="visual-dev-preview"
    >
      {!parsed && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('previewEmpty')} />}
      {parsed && !parsed.success && (
        <Alert
          type="error"
          showIcon
          message={t('previewErrors')}
          description={parsed.errors.map((error) => <div key={error}>{error}</div>)}
        />
      )}
      {parsed?.success && <FormRenderer design={parsed} mode="edit" sources={sources} locale={locale} />}
    </Modal>
  );
}
