import { Form, type FormInstance, Modal, Spin } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { useFormName } from '../ui/use-form-name.ts';
import { adminKitLocales } from './admin-kit-locales.ts';

registerLocales(adminKitLocales);

/** How long the server's success message shows before the dialog closes. */
export const SAVE_MESSAGE_MS = 1_500;

interface FormDialogProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /** The values to edit; undefined while an edit dialog still loads its record. */
  initialValues?: Partial<V>;
  isLoading?: boolean;
  width?: number;
  /** Saves; resolves with the server message. A rejection keeps the dialog open (the request helper shows the error). */
  onSubmit: (values: V) => Promise<string>;
  onClose: () => void;
  /** After the success message: the list refreshes. */
  onSaved: () => void;
  form?: FormInstance<V>;
  labelWidth?: number;
  testId?: string;
  /** The form's name, the prefix of its input ids; unique on the page by default (see useFormName). */
  name?: string;
  children: ReactNode;
}

/**
 * The save dialog: validate, submit once (the button spins and cannot be pressed again),
 * show the server message for 1.5 s, then close and let the list refresh; on failure the button is
 * enabled again and the values stay as typed.
 */
export function FormDialog<V extends object>({
  open,
  title,
  initialValues,
  isLoading = false,
  width = 600,
  onSubmit,
  onClose,
  onSaved,
  form: givenForm,
  labelWidth = 100,
  testId,
  name,
  children,
}: FormDialogProps<V>) {
  const { t } = useTranslation('adminKit');
  const { message } = useAppFeedback();
  const [ownForm] = Form.useForm<V>();
  const form = givenForm ?? ownForm;
  const ownName = useFormName(testId ?? 'form-dialog');
  const [isSaving, setIsSaving] = useState(false);

  // The close after the success message is cancelled when the dialog goes away first (the page was
  // left): nothing is left to close or refresh.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open || isLoading) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, isLoading, initialValues, form]);

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setIsSaving(true);
    try {
      const msg = await onSubmit(values);
      message.success({ content: msg, duration: SAVE_MESSAGE_MS / 1000 });
      closeTimer.current = setTimeout(() => {
        setIsSaving(false);
        onClose();
        onSaved();
      }, SAVE_MESSAGE_MS);
    } catch {
      setIsSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={isSaving}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      // A long form scrolls inside the dialog: the dialog itself never grows past the window.
      centered
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto' } }}
      destroyOnHidden
      forceRender
      data-testid={testId}
    >
      <Spin spinning={isLoading}>
        <Form<V>
          form={form}
          name={name ?? ownName}
          layout="horizontal"
          labelCol={{ flex: `${labelWidth}px` }}
          wrapperCol={{ flex: 1 }}
          labelWrap
          onFinish={() => void submit()}
        >
          {children}
        </Form>
      </Spin>
    </Modal>
  );
}
