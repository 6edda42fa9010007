import type { Language } from '@platform/contracts';
import { shortLinkEndpoints } from '@platform/contracts/web-endpoints';
import { type FormDataSources, FormRenderer } from '@platform/form-engine/react';
import { Alert, Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/http/api-error.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { FormCodeImage } from '../codes/form-code-image.tsx';
import type { ParsedDesign } from '../online-dev/online-dev-record-form.tsx';

/**
 * What the public form reads from the app: only what needs no session. Dictionaries, data
 * interfaces, areas, user/organisation pickers, relation forms, uploads and rich text are the
 * signed-in app's calls, so they are not wired here and send no value (see docs/decisions.md).
 */
export const PUBLIC_FORM_SOURCES: FormDataSources = { CodeImage: FormCodeImage };

/** The server's refusal of what the visitor sent, above the form that stays as typed. */
export function RefusalAlert({ text, testId }: { text: string | undefined; testId: string }) {
  if (!text) return null;
  return <Alert type="error" showIcon title={text} style={{ marginBottom: 16 }} data-testid={testId} />;
}

interface ShortLinkFormProps {
  modelId: string;
  encryption: string;
  design: ParsedDesign;
}

/** The form of a form link: each submit adds a record; 提交成功 offers a fresh form for the next one. */
export function ShortLinkForm({ modelId, encryption, design }: ShortLinkFormProps) {
  const { t, i18n } = useTranslation(['shortLink', 'common']);
  const locale = (i18n.language || 'zh-CN') as Language;
  const [round, setRound] = useState(0);
  const [isDone, setIsDone] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (value: Record<string, unknown>) => {
    if (isSaving) return;
    setIsSaving(true);
    setError(undefined);
    try {
      await callWithMessage(
        shortLinkEndpoints.create,
        { params: { modelId }, query: { encryption }, body: { data: JSON.stringify(value) } },
        { isSilent: true },
      );
      setIsDone(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('common:requestFailed'));
    } finally {
      setIsSaving(false);
    }
  };

  if (isDone) {
    return (
      <Result
        status="success"
        title={t('submitted')}
        subTitle={t('submittedHint')}
        extra={
          <Button
            type="primary"
            onClick={() => {
              setRound((n) => n + 1);
              setIsDone(false);
            }}
          >
            {t('fillAnother')}
          </Button>
        }
        data-testid="short-link-submitted"
      />
    );
  }
  return (
    <Spin spinning={isSaving}>
      <RefusalAlert text={error} testId="short-link-save-error" />
      <FormRenderer
        key={round}
        design={design}
        mode="edit"
        sources={PUBLIC_FORM_SOURCES}
        locale={locale}
        onSubmit={(value) => void submit(value)}
      />
    </Spin>
  );
}
