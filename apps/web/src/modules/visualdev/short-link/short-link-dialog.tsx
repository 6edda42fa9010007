import type { Language, ShortLinkInfo, ShortLinkSaveBody, VisualDevRow } from '@platform/contracts';
import { shortLinkEndpoints, visualDevEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { shortLinkLocales } from './short-link.locales.ts';
import {
  absoluteLink,
  columnsText,
  type LinkFieldItem,
  linkFieldItems,
  namesOf,
  viewFieldItems,
} from './short-link-fields.ts';
import { ShortLinkSettingsForm, type ShortLinkValues } from './short-link-settings-form.tsx';

registerLocales(shortLinkLocales);

/** webType 1: the design is a form alone, with no list to open publicly. */
const FORM_ONLY = 1;
/** webType 4: a data view, a list with no form: only its list link. */
const DATA_VIEW = 4;

/** The row action's rule, as the original's: not for a design with a flow. */
export const hasShortLink = (row: Pick<VisualDevRow, 'enableFlow'>) => row.enableFlow !== 1;

const valuesOf = (info: ShortLinkInfo): ShortLinkValues => ({
  formUse: info.formUse,
  formPassUse: info.formPassUse,
  formPassword: '',
  columnUse: info.columnUse,
  columnPassUse: info.columnPassUse,
  columnPassword: '',
  columnCondition: namesOf(info.columnCondition),
  columnText: namesOf(info.columnText),
});

/**
 * The save: what was read with the dialog's values (as the original's dialog sends it). A password
 * switched off is sent empty; an empty one with its switch on keeps the password kept.
 */
export function saveBodyOf(
  info: ShortLinkInfo,
  values: ShortLinkValues,
  fields: readonly LinkFieldItem[],
): ShortLinkSaveBody {
  return {
    ...info,
    ...values,
    formPassword: values.formPassUse === 1 ? (values.formPassword ?? '') : '',
    columnPassword: values.columnPassUse === 1 ? (values.columnPassword ?? '') : '',
    columnCondition: columnsText(fields, values.columnCondition ?? []),
    columnText: columnsText(fields, values.columnText ?? []),
  };
}

/**
 * 外链设置 of a design: reads its settings and its form's fields, saves them with the server's message.
 * The host mounts it afresh for each row it opens (`key`), so the form starts from what was read.
 */
export function ShortLinkDialog({ row, onClose }: { row: VisualDevRow | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation(['shortLink', 'adminKit', 'common']);
  const lang = (i18n.language || 'zh-CN') as Language;
  const { message } = useAppFeedback();
  const [form] = Form.useForm<ShortLinkValues>();
  const [isSaving, setIsSaving] = useState(false);
  const id = row?.id ?? '';
  const settings = useQuery({
    ...endpointQuery(shortLinkEndpoints.get, { params: { id } }, { isSilent: true }),
    enabled: row !== undefined,
    gcTime: 0,
  });
  const design = useQuery({
    ...endpointQuery(visualDevEndpoints.get, { params: { id } }, { isSilent: true }),
    enabled: row !== undefined,
    gcTime: 0,
  });
  const webType = design.data?.webType ?? row?.webType;
  const fields = useMemo(
    () =>
      webType === DATA_VIEW
        ? viewFieldItems(design.data?.columnData)
        : linkFieldItems(design.data?.formData, lang),
    [design.data, webType, lang],
  );
  const info = settings.data;
  const failure = settings.error ?? design.error;

  const save = async () => {
    if (!info) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setIsSaving(true);
    try {
      const answer = await callWithMessage(shortLinkEndpoints.save, {
        body: saveBodyOf(info, { ...form.getFieldsValue(true), ...values }, fields),
      });
      if (answer.msg) void message.success(answer.msg);
      onClose();
    } catch {
      // The request layer showed the server's message; the dialog stays open with the values.
    } finally {
      setIsSaving(false);
    }
  };

  const body = () => {
    if (failure) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={failure.message}
          action={
            <Button size="small" onClick={() => void Promise.all([settings.refetch(), design.refetch()])}>
              {t('common:retry')}
            </Button>
          }
          data-testid="short-link-error"
        />
      );
    }
    if (!info || design.isPending) return <Spin style={{ display: 'block', padding: 48 }} />;
    return (
      <ShortLinkSettingsForm
        form={form}
        initialValues={valuesOf(info)}
        formLink={absoluteLink(info.formLink)}
        columnLink={absoluteLink(info.columnLink)}
        hasFormPassword={info.hasFormPassword}
        hasColumnPassword={info.hasColumnPassword}
        isFormOnly={webType === FORM_ONLY}
        isDataView={webType === DATA_VIEW}
        fields={fields}
      />
    );
  };

  return (
    <Modal
      open={row !== undefined}
      title={t('title')}
      width={800}
      okText={t('adminKit:save')}
      cancelText={t('adminKit:cancel')}
      okButtonProps={{ disabled: !info || Boolean(failure) }}
      confirmLoading={isSaving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="short-link-dialog"
    >
      {body()}
    </Modal>
  );
}
