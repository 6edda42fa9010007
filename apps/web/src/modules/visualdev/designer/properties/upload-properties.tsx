import { FILE_SIZE_UNITS } from '@platform/contracts';
import { Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextProp } from './property-items.tsx';
import { type PropertyGroupProps, withProps } from './property-kit.ts';

/** The file types an attachment field may limit itself to, as the accept text's parts. */
const ACCEPT_KINDS = {
  image: 'image/*',
  video: 'video/*',
  audio: 'audio/*',
  excel: '.xls,.xlsx',
  word: '.doc,.docx',
  pdf: '.pdf',
  txt: '.txt',
} as const;
type AcceptKind = keyof typeof ACCEPT_KINDS;

const partsOf = (accept: unknown): string[] =>
  typeof accept === 'string'
    ? accept
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];
const KNOWN_PARTS = new Set(Object.values(ACCEPT_KINDS).flatMap((parts) => parts.split(',')));

/** The kinds an accept text holds whole. */
function kindsOf(accept: unknown): AcceptKind[] {
  const parts = new Set(partsOf(accept));
  return (Object.keys(ACCEPT_KINDS) as AcceptKind[]).filter((kind) =>
    ACCEPT_KINDS[kind].split(',').every((part) => parts.has(part)),
  );
}

/** The accept text of these kinds; parts of other types (written in the JSON) are kept. */
function acceptOf(kinds: AcceptKind[], before: unknown): string {
  const others = partsOf(before).filter((part) => !KNOWN_PARTS.has(part));
  return [...others, ...kinds.map((kind) => ACCEPT_KINDS[kind])].join(',');
}

/**
 * 附件 / 图片 fields: the button text (attachments), the file types (attachments; images take images),
 * the largest file with its unit and the most files (0: no limit), all read by the upload control and
 * checked again by the server.
 */
export function UploadProperties({ field, update }: Pick<PropertyGroupProps, 'field' | 'update'>) {
  const { t } = useTranslation('designerProps');
  const isFile = field.__config__.jnpfKey === 'uploadFz';
  return (
    <>
      {isFile && <TextProp field={field} update={update} name="buttonText" label={t('upload.buttonText')} />}
      {isFile && (
        <Form.Item label={t('upload.accept')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('upload.acceptAny')}
            value={kindsOf(field.accept)}
            options={(Object.keys(ACCEPT_KINDS) as AcceptKind[]).map((kind) => ({
              value: kind,
              label: t(`upload.kinds.${kind}`),
            }))}
            onChange={(kinds: AcceptKind[]) =>
              update((f) => withProps(f, { accept: acceptOf(kinds, f.accept) }))
            }
            data-testid="prop-accept"
          />
        </Form.Item>
      )}
      <Form.Item label={t('upload.fileSize')}>
        <Space.Compact block>
          <InputNumber
            min={0}
            precision={0}
            style={{ width: '100%' }}
            value={typeof field.fileSize === 'number' ? field.fileSize : null}
            onChange={(fileSize) => update((f) => withProps(f, { fileSize: fileSize ?? 0 }))}
            data-testid="prop-fileSize"
          />
          <Select
            style={{ width: 80 }}
            value={String(field.sizeUnit ?? 'MB')}
            options={Object.keys(FILE_SIZE_UNITS).map((unit) => ({ value: unit, label: unit }))}
            onChange={(sizeUnit: string) => update((f) => withProps(f, { sizeUnit }))}
            data-testid="prop-sizeUnit"
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('upload.limit')} extra={t('upload.noLimit')}>
        <InputNumber
          min={0}
          precision={0}
          value={typeof field.limit === 'number' ? field.limit : 0}
          onChange={(limit) => update((f) => withProps(f, { limit: limit ?? 0 }))}
          data-testid="prop-limit"
        />
      </Form.Item>
    </>
  );
}
