import type { ImportHeader, ImportResult, UploadedFile } from '@platform/contracts';
import { Button, Modal, Spin, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { downloadFile } from '../../platform/http/request.ts';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { type ImportTarget, importCalls } from './import-api.ts';
import { importDialogLocales } from './import-dialog-locales.ts';
import { type PreviewRow, PreviewStep } from './preview-step.tsx';
import { ResultStep } from './result-step.tsx';
import { UploadStep } from './upload-step.tsx';

registerLocales(importDialogLocales);

/** `endpoints`: the module's import endpoints (e.g. usersImportEndpoints), with `params` if its path has some. */
type ImportDialogProps = ImportTarget & {
  open: boolean;
  onClose: () => void;
  /** Called on close when at least one row went in, so the list refreshes. */
  onImported: () => void;
};

/**
 * The 3-step batch import: 1 upload (Next stays disabled until a file is up), 2 editable
 * preview (Previous goes back), 3 result with the failed rows and their export. Reused by every module
 * through its import endpoints.
 */
export function ImportDialog({ open, onClose, onImported, ...target }: ImportDialogProps) {
  const api = importCalls(target);
  const { t } = useTranslation('importDialog');
  const { message } = useAppFeedback();
  const [step, setStep] = useState(0);
  const [uploaded, setUploaded] = useState<UploadedFile>();
  const [headers, setHeaders] = useState<ImportHeader[]>([]);
  const [rows, setRows] = useState<PreviewRow[]>([]);
  const [result, setResult] = useState<ImportResult>();
  const [isBusy, setIsBusy] = useState(false);

  const busy = async (work: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await work();
    } catch {
      // The request helper showed the server message; the step stays as it was.
    } finally {
      setIsBusy(false);
    }
  };
  const reset = () => {
    setStep(0);
    setUploaded(undefined);
    setHeaders([]);
    setRows([]);
    setResult(undefined);
  };
  const close = () => {
    if (result && result.snum > 0) onImported();
    reset();
    onClose();
  };
  const toPreview = () => {
    if (!uploaded) {
      message.warning(t('uploadFirst'));
      return;
    }
    void busy(async () => {
      const preview = await api.preview(uploaded.id);
      setHeaders(preview.headerRow);
      setRows(preview.dataRow.map((values, key) => ({ key, values })));
      setStep(1);
    });
  };
  const runImport = () => {
    if (rows.length === 0) {
      message.warning(t('emptyData'));
      return;
    }
    void busy(async () => {
      setResult(await api.importRows(rows.map((r) => r.values)));
      setStep(2);
    });
  };
  const download = (load: () => Promise<{ name: string; url: string }>) =>
    void busy(async () => {
      const file = await load();
      await downloadFile(file.url, file.name);
    });

  const footer = [
    step === 0 && (
      <Button key="next" type="primary" disabled={!uploaded} loading={isBusy} onClick={toPreview}>
        {t('next')}
      </Button>
    ),
    step === 1 && (
      <Button key="prev" onClick={() => setStep(0)} disabled={isBusy}>
        {t('previous')}
      </Button>
    ),
    step === 1 && (
      <Button key="import" type="primary" loading={isBusy} onClick={runImport}>
        {t('import')}
      </Button>
    ),
    step === 2 && (
      <Button key="close" type="primary" onClick={close}>
        {t('close')}
      </Button>
    ),
  ].filter(Boolean);

  return (
    <Modal
      open={open}
      title={t('title')}
      // Wide enough for the user template's nine columns without scrolling (1000 px was not); never
      // wider than the window, where the tables scroll instead.
      width={1200}
      style={{ maxWidth: '95vw' }}
      onCancel={close}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="import-dialog"
    >
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        items={[{ title: t('stepUpload') }, { title: t('stepPreview') }, { title: t('stepResult') }]}
      />
      <Spin spinning={isBusy}>
        {step === 0 && (
          <UploadStep
            uploaded={uploaded}
            onUploaded={setUploaded}
            onTemplate={() => download(api.template)}
          />
        )}
        {step === 1 && <PreviewStep headers={headers} rows={rows} onChange={setRows} />}
        {step === 2 && result && (
          <ResultStep
            headers={headers}
            result={result}
            onExportErrors={() => download(() => api.exportFailed(result.failResult))}
          />
        )}
      </Spin>
    </Modal>
  );
}
