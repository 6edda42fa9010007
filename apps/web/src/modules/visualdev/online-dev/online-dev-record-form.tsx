import type { Language } from '@platform/contracts';
import { onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import type { FormDesign, FormModel } from '@platform/form-engine';
import { type FormDataSources, FormRenderer } from '@platform/form-engine/react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { usePermission } from '../../../shared/permission/use-permission.ts';
import { SavingFrame, useRefusableCall } from '../saving-frame.tsx';
import { hiddenFields } from './online-dev-grants.ts';
import { recordOf, saveRecord } from './online-dev-record-calls.ts';

export interface ParsedDesign {
  design: FormDesign;
  model: FormModel;
}

interface OnlineDevRecordFormProps {
  modelId: string;
  design: ParsedDesign;
  sources: FormDataSources;
  /** The record to edit or show; a new record without one. */
  recordId?: string;
  isReadOnly?: boolean;
  /** The menu the page was opened from: the form hides the fields the caller does not hold on it. */
  menuId?: string;
  /** After a save the server accepted. */
  onSaved: () => void;
}

/**
 * One record of a released design in the form engine: a new one, one to edit (read first) or one to
 * read. A save sends the checked form as JSON text; a refusal shows above the form and the values stay.
 */
export function OnlineDevRecordForm({
  modelId,
  design,
  sources,
  recordId,
  isReadOnly = false,
  menuId,
  onSaved,
}: OnlineDevRecordFormProps) {
  const { t, i18n } = useTranslation(['onlineDev', 'common']);
  const locale = (i18n.language || 'zh-CN') as Language;
  const { message } = useAppFeedback();
  const saving = useRefusableCall();
  const read = useQuery({
    ...endpointQuery(onlineDevEndpoints.get, { params: { modelId, id: recordId ?? '' } }, { isSilent: true }),
    enabled: recordId !== undefined,
    // An edit always starts from the stored record, never from a cached read.
    gcTime: 0,
  });
  const record = useMemo(() => recordOf(read.data?.data), [read.data]);
  const permission = usePermission(menuId);
  const fieldPermissions = useMemo(
    () => (menuId === undefined ? undefined : hiddenFields(design.model, permission.codes('form'))),
    [menuId, design.model, permission],
  );

  if (recordId !== undefined && read.isPending) {
    return <Spin style={{ display: 'block', padding: 32 }} data-testid="online-dev-record-loading" />;
  }
  if (recordId !== undefined && read.isError) {
    return <Alert type="error" showIcon title={read.error.message} data-testid="online-dev-record-error" />;
  }

  const save = (value: Record<string, unknown>) =>
    saving.run(async () => {
      const msg = await saveRecord(modelId, recordId, value);
      message.success(msg || t('saved'));
      onSaved();
    });

  return (
    <SavingFrame isSaving={saving.isBusy} error={saving.error} errorTestId="online-dev-save-error">
      <FormRenderer
        design={design}
        value={record}
        mode={isReadOnly ? 'read' : 'edit'}
        sources={sources}
        locale={locale}
        fieldPermissions={fieldPermissions}
        onSubmit={isReadOnly ? undefined : (value) => void save(value)}
      />
    </SavingFrame>
  );
}
