import type { Language } from '@platform/contracts';
import { shortLinkEndpoints } from '@platform/contracts/web-endpoints';
import { FormRenderer } from '@platform/form-engine/react';
import { Button, Result } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import type { ParsedDesign } from '../online-dev/online-dev-record-form.tsx';
import { SavingFrame, useRefusableCall } from '../saving-frame.tsx';
import { linkFormSources } from './short-link-sources.ts';

interface ShortLinkFormProps {
  modelId: string;
  encryption: string;
  design: ParsedDesign;
}

/**
 * The form of a form link: its options through the link's calls (short-link-sources.ts); each submit
 * adds a record; 提交成功 offers a fresh form for the next one.
 */
export function ShortLinkForm({ modelId, encryption, design }: ShortLinkFormProps) {
  const { t, i18n } = useTranslation(['shortLink', 'common']);
  const locale = (i18n.language || 'zh-CN') as Language;
  const [round, setRound] = useState(0);
  const [isDone, setIsDone] = useState(false);
  const saving = useRefusableCall();
  const sources = useMemo(
    () => linkFormSources(modelId, encryption, design.model),
    [modelId, encryption, design.model],
  );

  const submit = (value: Record<string, unknown>) =>
    saving.run(async () => {
      await callWithMessage(
        shortLinkEndpoints.create,
        { params: { modelId }, query: { encryption }, body: { data: JSON.stringify(value) } },
        { isSilent: true },
      );
      setIsDone(true);
    });

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
    <SavingFrame isSaving={saving.isBusy} error={saving.error} errorTestId="short-link-save-error">
      <FormRenderer
        key={round}
        design={design}
        mode="edit"
        sources={sources}
        locale={locale}
        onSubmit={(value) => void submit(value)}
      />
    </SavingFrame>
  );
}
