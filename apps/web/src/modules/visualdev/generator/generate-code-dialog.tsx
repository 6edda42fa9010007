import { ButtonCode, type CodeGeneratorDesign, type CodePreview } from '@platform/contracts';
import { codeGeneratorEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, callAndDownload } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { CodePreviewDialog } from './code-preview-dialog.tsx';

/** The output settings the original's dialog asks for. */
interface OutputSettings {
  module: string;
  className: string;
  description: string;
}

/** Letters, digits and underscores, not starting with a digit: what the server accepts as a name. */
const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

const defaultsOf = (design: CodeGeneratorDesign): OutputSettings => ({
  module: 'system',
  className: NAME_PATTERN.test(design.enCode) ? design.enCode : '',
  description: design.fullName,
});

/** 输出设置: module, class name and description, then 预览代码 or 下载代码 (each behind its button grant). */
export function GenerateCodeDialog({
  design,
  onClose,
}: {
  design: CodeGeneratorDesign;
  onClose: () => void;
}) {
  const { t } = useTranslation(['codeGenerator', 'common']);
  const [form] = Form.useForm<OutputSettings>();
  const [running, setRunning] = useState<'preview' | 'download'>();
  const [preview, setPreview] = useState<CodePreview>();
  const areas = useQuery(endpointQuery(codeGeneratorEndpoints.areasName));

  // A refused field is shown by the form and a refused call by the request's toast: the dialog stays open.
  const run = async (action: 'preview' | 'download') => {
    const body = await form.validateFields().catch(() => undefined);
    if (!body) return;
    const input = { params: { id: design.id }, body: { ...body, subClassName: '' } };
    setRunning(action);
    try {
      if (action === 'preview') setPreview(await call(codeGeneratorEndpoints.codePreview, input));
      else await callAndDownload(codeGeneratorEndpoints.downloadCode, input);
    } catch {
      return;
    } finally {
      setRunning(undefined);
    }
  };

  return (
    <>
      <Modal
        open
        title={t('outputTitle')}
        onCancel={onClose}
        footer={[
          <Button key="cancel" onClick={onClose}>
            {t('common:cancel')}
          </Button>,
          <Auth key="preview" code={ButtonCode.preview}>
            <Button loading={running === 'preview'} onClick={() => run('preview')}>
              {t('preview')}
            </Button>
          </Auth>,
          <Auth key="download" code={ButtonCode.download}>
            <Button type="primary" loading={running === 'download'} onClick={() => run('download')}>
              {t('download')}
            </Button>
          </Auth>,
        ]}
      >
        <div data-testid="generate-code-dialog">
          <Alert type="warning" showIcon title={t('nameRule')} style={{ marginBottom: 12 }} />
          <Form form={form} layout="vertical" initialValues={defaultsOf(design)}>
            <Form.Item name="module" label={t('module')} rules={[{ required: true }]}>
              <Select
                loading={areas.isLoading}
                options={(areas.data ?? ['system']).map((area) => ({ value: area, label: area }))}
              />
            </Form.Item>
            <Form.Item
              name="className"
              label={t('className')}
              rules={[{ required: true }, { pattern: NAME_PATTERN, message: t('namePattern') }]}
            >
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="description" label={t('description')} rules={[{ required: true }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Form>
        </div>
      </Modal>
      {preview && <CodePreviewDialog preview={preview} onClose={() => setPreview(undefined)} />}
    </>
  );
}
