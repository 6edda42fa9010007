import type { Language } from '@platform/contracts';
import { parseFormDesign } from '@platform/form-engine';
import { type FormDataSources, FormRenderer } from '@platform/form-engine/react';
import { Alert, Empty, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaChildren, areaNames } from '../area/area-source.ts';
import { FormCodeImage } from '../codes/form-code-image.tsx';
import { dictionaryOptions } from '../dictionary/dictionary-source.ts';
import { interfaceSources } from '../pickers/interface-sources.ts';
import { withPickerSources } from '../pickers/picker-sources.ts';
import { FormRichTextField } from '../rich-text/form-rich-text-field.tsx';
import { FormUploadField } from '../upload/form-upload-field.tsx';

/** What the preview's renderer reads from the app: the server's dictionaries, areas, interfaces and pickers. */
const SOURCES: FormDataSources = {
  ...interfaceSources,
  FileUploadField: FormUploadField,
  RichTextField: FormRichTextField,
  CodeImage: FormCodeImage,
  areaChildren,
  dictionaryOptions,
  lookupNames: async (kind, ids) => (kind === 'area' ? areaNames(ids) : {}),
};

interface VisualDevPreviewDialogProps {
  /** The form design JSON to show; undefined while closed. */
  formData: string | undefined;
  onClose: () => void;
}

/**
 * Renders a form design (the dialog's formData text) with the form engine, in edit mode, so the
 * author sees the form before saving; a design that does not parse shows its errors with their paths.
 */
export function VisualDevPreviewDialog({ formData, onClose }: VisualDevPreviewDialogProps) {
  const { t, i18n } = useTranslation('visualDev');
  const locale = (i18n.language || 'zh-CN') as Language;
  const [sources] = useState(() => withPickerSources(SOURCES));
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
      footer={null}
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
