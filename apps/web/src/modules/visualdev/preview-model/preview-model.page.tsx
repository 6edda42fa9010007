import { PrinterOutlined } from '@ant-design/icons';
import type { Language } from '@platform/contracts';
import { parseFormDesign } from '@platform/form-engine';
import { type FormDataSources, FormEngineWarmup, FormRenderer } from '@platform/form-engine/react';
import { Alert, Button, Card, Col, Empty, Flex, Input, Row, Spin, Switch, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { useDictionaryManager } from '../../system/dictionary/dictionary-manager.tsx';
import { appFormSources } from '../form-sources.ts';
import { withPickerSources } from '../pickers/picker-sources.ts';
import { relationFormSources } from '../pickers/relation-form-sources.ts';
import { withDemoForms } from './demo-record-sources.ts';
import { previewModelLocales } from './preview-model.locales.ts';
import { WidgetGallery } from './widget-gallery.tsx';

registerLocales(previewModelLocales);

type Parsed = Extract<ReturnType<typeof parseFormDesign>, { success: true }>;

/**
 * What the renderer reads from the app: the chunked upload control for file and image widgets, the
 * rich-text editor, the QR code / barcode drawer, the areas, dictionaries and data interfaces (the
 * server's) and the relation forms (the demo form 合同 from memory, other designs from the server).
 */
const SOURCES: FormDataSources = { ...appFormSources, ...withDemoForms(relationFormSources) };

/**
 * /previewModel: loads a form design (pasted JSON or the bundled sample), renders it in edit or read
 * mode and shows the checked record after Submit; the gallery shows every widget key in both modes.
 * A design that does not parse shows its errors and leaves the form shown before untouched.
 */
export default function PreviewModelPage() {
  const { t, i18n } = useTranslation('previewModel');
  const { t: tc } = useTranslation('common');
  const { message } = useAppFeedback();
  const locale = (i18n.language || 'zh-CN') as Language;
  const [source, setSource] = useState('');
  const [parsed, setParsed] = useState<Parsed>();
  // Each loaded design gets a fresh form (its own record and errors).
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [isRead, setIsRead] = useState(false);
  const [submitted, setSubmitted] = useState<Record<string, unknown>>();
  // The pickers' directories are fetched again on each visit of the page.
  const [pickerSources] = useState(() => withPickerSources(SOURCES));
  // A dictionary select's Add button opens the dictionary management (for callers who have it).
  const dictionaryManager = useDictionaryManager();
  const openDictionaryManager = dictionaryManager.open;
  const sources = useMemo(
    () => (openDictionaryManager ? { ...pickerSources, openDictionaryManager } : pickerSources),
    [pickerSources, openDictionaryManager],
  );

  const show = (input: unknown) => {
    const result = parseFormDesign(input, locale);
    if (!result.success) {
      setErrors(
        result.errors.map((error) => (error.path ? `${error.path}: ${error.message}` : error.message)),
      );
      return;
    }
    setErrors([]);
    setParsed(result);
    setVersion((n) => n + 1);
    setSubmitted(undefined);
  };

  const loadSample = async () => {
    setIsLoading(true);
    try {
      const { sampleDesign } = await import('./sample-design.ts');
      setSource(JSON.stringify(sampleDesign, null, 2));
      show(sampleDesign);
    } catch {
      setErrors([t('sampleFailed')]);
    } finally {
      setIsLoading(false);
    }
  };

  const preview = (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card size="small" title={t('source.label')}>
          <Flex vertical gap={8}>
            <Input.TextArea
              aria-label={t('source.label')}
              placeholder={t('source.placeholder')}
              value={source}
              onChange={(event) => setSource(event.target.value)}
              // Fixed rows: a growing box measures its whole text whenever the page below it moves.
              rows={12}
              style={{ fontFamily: 'monospace' }}
            />
            <Flex gap={8}>
              <Button type="primary" onClick={() => show(source)} disabled={source.trim() === ''}>
                {t('source.load')}
              </Button>
              <Button onClick={() => void loadSample()} loading={isLoading}>
                {t('source.sample')}
              </Button>
            </Flex>
            {errors.length > 0 && (
              <Alert
                type="error"
                showIcon
                message={t('parseFailed')}
                description={errors.map((error) => <div key={error}>{error}</div>)}
                data-testid="preview-errors"
              />
            )}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card
          size="small"
          extra={
            <Flex gap={12} align="center">
              <Switch checked={isRead} onChange={setIsRead} aria-label={t('readMode')} />
              <span>{t('readMode')}</span>
              <Button icon={<PrinterOutlined />} onClick={() => message.warning(t('printRefused'))}>
                {t('print')}
              </Button>
            </Flex>
          }
        >
          <Spin spinning={isLoading}>
            {parsed ? (
              <FormRenderer
                key={version}
                design={parsed}
                mode={isRead ? 'read' : 'edit'}
                sources={sources}
                locale={locale}
                onSubmit={setSubmitted}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tc('noData')} />
            )}
          </Spin>
          {submitted && (
            <>
              <Typography.Title level={5}>{t('submitted')}</Typography.Title>
              <pre data-testid="preview-submitted">{JSON.stringify(submitted, null, 2)}</pre>
            </>
          )}
        </Card>
      </Col>
    </Row>
  );

  const items = [
    { key: 'preview', label: t('tabs.preview'), children: preview },
    {
      key: 'gallery',
      label: t('tabs.gallery'),
      children: <WidgetGallery locale={locale} sources={sources} />,
    },
  ];

  return (
    <div style={{ padding: 16 }} data-testid="preview-model-page">
      <Tabs items={items} />
      {dictionaryManager.dialog}
      <FormEngineWarmup />
    </div>
  );
}
