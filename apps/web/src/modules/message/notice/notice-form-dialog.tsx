import type { EndpointBody, EndpointOutput } from '@platform/contracts';
import { resourceCodes } from '@platform/contracts';
import { noticeEndpoints } from '@platform/contracts/web-endpoints';
import type { FileItem } from '@platform/form-engine';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { FormRichTextField } from '../../visualdev/rich-text/form-rich-text-field.tsx';
import { FormUploadField } from '../../visualdev/upload/form-upload-field.tsx';
import { parseMessageFiles } from '../open-message.ts';
import {
  joinTargets,
  type NoticeTargets,
  NoticeTargetsFields,
  splitTargets,
} from './notice-targets-field.tsx';

export interface NoticeFormValues {
  title: string;
  category?: string;
  expirationTime?: Dayjs | null;
  targets?: Partial<NoticeTargets>;
  files?: FileItem[];
  bodyText?: string;
  excerpt?: string;
}

const FORM_CODES = resourceCodes('notice').forms;
const NEW_NOTICE: Partial<NoticeFormValues> = { category: '1', files: [], bodyText: '' };
const WIDTH = 800;
const CATEGORY_KEYS = { '1': 'category.1', '2': 'category.2' } as const;
/** Attachments: at most 9 files of up to 100 MB each, of any type. */
const ATTACHMENT_LIMIT = 9;
const ATTACHMENT_MB = 100;

const toValues = (notice: EndpointOutput<typeof noticeEndpoints.get>): Partial<NoticeFormValues> => ({
  title: notice.title,
  category: notice.category ?? undefined,
  expirationTime: notice.expirationTime ? dayjs(notice.expirationTime) : null,
  targets: splitTargets(notice.toUserIds ?? ''),
  files: parseMessageFiles(notice.files),
  bodyText: notice.bodyText ?? '',
  excerpt: notice.excerpt ?? '',
});

const toBody = (values: NoticeFormValues): EndpointBody<typeof noticeEndpoints.create> => ({
  title: values.title,
  category: values.category ?? null,
  expirationTime: values.expirationTime ? values.expirationTime.valueOf() : null,
  toUserIds: joinTargets(values.targets),
  files: (values.files ?? []).map(({ fileId, name, fileSize, url }) => ({ fileId, name, fileSize, url })),
  bodyText: values.bodyText ?? '',
  excerpt: values.excerpt ?? '',
});

/** The editor the form engine uses, as a form control. */
function BodyEditor({ value = '', onChange }: { value?: string; onChange?: (html: string) => void }) {
  const { t } = useTranslation('notice');
  return (
    <FormRichTextField
      id="notice-body"
      value={value}
      onChange={(html) => onChange?.(html)}
      disabled={false}
      placeholder={t('bodyPlaceholder')}
    />
  );
}

/** The form engine's upload control (chunked, to the attachment store), as a form control. */
function Attachments({
  value = [],
  onChange,
}: {
  value?: FileItem[];
  onChange?: (files: FileItem[]) => void;
}) {
  return (
    <FormUploadField
      id="notice-files"
      value={value}
      onChange={(files) => onChange?.(files)}
      mode="edit"
      disabled={false}
      limit={ATTACHMENT_LIMIT}
      fileSize={ATTACHMENT_MB}
      sizeUnit="MB"
      accept=""
      kind="file"
      buttonText=""
    />
  );
}

/** New/edit dialog of a draft notice: title, type, expiry, recipients, attachments, content, summary. */
export function NoticeFormDialog(props: RecordDialogProps<NoticeFormValues>) {
  const { t } = useTranslation(['notice', 'adminKit']);
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('adminKit:form.required', { field }) },
  ];
  return (
    <RecordFormDialog
      {...props}
      endpoints={noticeEndpoints}
      formCodes={FORM_CODES}
      newValues={NEW_NOTICE}
      toValues={toValues}
      toBody={toBody}
      emptyRequired={{ title: '' }}
      thing={t('thing')}
      width={WIDTH}
      testId="notice-dialog"
    >
      {(can) => (
        <>
          {can('title') && (
            <Form.Item name="title" label={t('field.title')} rules={required(t('field.title'))}>
              <Input maxLength={200} placeholder={t('titlePlaceholder')} />
            </Form.Item>
          )}
          <Row gutter={16}>
            {can('category') && (
              <Col span={12}>
                <Form.Item name="category" label={t('field.category')}>
                  <Select
                    options={Object.entries(CATEGORY_KEYS).map(([value, key]) => ({ value, label: t(key) }))}
                  />
                </Form.Item>
              </Col>
            )}
            {can('expirationTime') && (
              <Col span={12}>
                <Form.Item
                  name="expirationTime"
                  label={t('field.expirationTime')}
                  tooltip={t('expirationTip')}
                >
                  <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            )}
          </Row>
          {can('toUserIds') && <NoticeTargetsFields />}
          {can('files') && (
            <Form.Item name="files" label={t('field.files')}>
              <Attachments />
            </Form.Item>
          )}
          {can('bodyText') && (
            <Form.Item name="bodyText" label={t('field.bodyText')}>
              <BodyEditor />
            </Form.Item>
          )}
          {can('excerpt') && (
            <Form.Item name="excerpt" label={t('field.excerpt')}>
              <Input maxLength={500} placeholder={t('excerptPlaceholder')} />
            </Form.Item>
          )}
        </>
      )}
    </RecordFormDialog>
  );
}
