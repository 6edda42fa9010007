import type { Language } from '@platform/contracts';
import { JNPF_KEYS, type JnpfKey, parseFormDesign } from '@platform/form-engine';
import { type FormDataSources, FormRenderer } from '@platform/form-engine/react';
import { Alert, Card, Col, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_FORM_ID, DEMO_INTERFACE_ID, DEMO_SUPPLIER_PICKER } from './demo-record-sources.ts';

const OPTIONS = [
  { fullName: '选项一', id: '1', children: [{ fullName: '子项', id: '11' }] },
  { fullName: '选项二', id: '2' },
];
const NOW = Date.UTC(2024, 2, 5, 1, 30);

/** Design props and a value per key, so each widget shows something in both modes. */
const EXAMPLES: Partial<Record<JnpfKey, { extra?: Record<string, unknown>; value?: unknown }>> = {
  comInput: { value: '文本' },
  input: { value: '文本' },
  textarea: { value: '多行\n文本' },
  PsdInput: { value: 'secret' },
  numInput: { value: 12 },
  inputNumber: { value: 12.5, extra: { precision: 2 } },
  switch: { value: 1 },
  radio: { value: '1', extra: { options: OPTIONS } },
  checkbox: { value: ['1', '2'], extra: { options: OPTIONS } },
  select: { value: '2', extra: { options: OPTIONS } },
  cascader: { value: ['1', '11'], extra: { options: OPTIONS } },
  date: { value: NOW },
  time: { value: '09:30:00' },
  dateRange: { value: [NOW, NOW + 86_400_000] },
  timeRange: { value: ['09:00:00', '18:00:00'] },
  numRange: { value: [1, 9] },
  uploadFz: { value: [{ fileId: 'g1', name: '示例.pdf', fileSize: 2048 }] },
  uploadFile: { value: [{ fileId: 'g2', name: '示例.docx', fileSize: 4096 }] },
  uploadImg: { value: [] },
  colorPicker: { value: '#1677ff' },
  rate: { value: 3 },
  slider: { value: 40 },
  link: { extra: { content: '链接', href: 'https://example.com' } },
  button: { extra: { buttonText: '按钮' } },
  JNPFText: { extra: { content: '文本' } },
  text: { extra: { content: '文本' } },
  alert: { extra: { title: '提示', type: 'info' } },
  calculate: { extra: { expression: '6 × 7', precision: 0 } },
  groupTitle: { extra: { content: '分组标题' } },
  divider: { extra: { __slot__: { default: '分割线' } } },
  card: { extra: { header: '卡片' } },
  // Pickers open their dialog on the server's directories; several items show the multiple-choice tabs.
  userSelect: { extra: { multiple: true } },
  usersSelect: { extra: { multiple: true } },
  editor: { value: '<h3>标题</h3><p>正文 <strong>加粗</strong> <em>斜体</em></p>' },
  qrcode: { extra: { dataType: 'static', staticText: '二维码', size: 100 } },
  barcode: { extra: { dataType: 'static', staticText: '20220810', format: 'code128' } },
  address: { value: ['330000', '330100', '330106'], extra: { level: 2 } },
  billRule: { value: 'CGSQ202603010001' },
  treeSelect: { value: '11', extra: { options: OPTIONS } },
  autoComplete: {
    value: '示例供应商01',
    extra: { interfaceId: DEMO_INTERFACE_ID, relationField: 'fullName' },
  },
  popupSelect: { value: 'supplier-2', extra: DEMO_SUPPLIER_PICKER },
  popupTableSelect: {
    value: ['supplier-1', 'supplier-3'],
    extra: { ...DEMO_SUPPLIER_PICKER, multiple: true },
  },
  relationForm: {
    value: 'contract-1',
    extra: {
      modelId: DEMO_FORM_ID,
      relationField: 'title',
      columnOptions: [
        { value: 'title', label: '合同名称' },
        { value: 'amount', label: '合同金额' },
      ],
    },
  },
  table: {
    extra: {
      __config__: {
        jnpfKey: 'table',
        label: 'table',
        span: 24,
        tipLabel: '子表',
        children: [
          { __config__: { jnpfKey: 'input', label: '名称', required: true }, __vModel__: 'name' },
          { __config__: { jnpfKey: 'inputNumber', label: '数量', defaultValue: 1 }, __vModel__: 'qty' },
          { __config__: { jnpfKey: 'inputNumber', label: '单价' }, __vModel__: 'price', precision: 2 },
          {
            __config__: { jnpfKey: 'calculate', label: '金额' },
            __vModel__: 'amount',
            expression: '{field.qty} × {field.price}',
            precision: 2,
          },
        ],
      },
      showSummary: true,
      summaryField: ['amount'],
      thousands: true,
    },
    value: [
      { name: '纸张', qty: 2, price: 25, amount: 50 },
      { name: '墨盒', qty: 1, price: 1280.5, amount: 1280.5 },
    ],
  },
};

export type GalleryEntry =
  | {
      key: JnpfKey;
      ok: true;
      design: Extract<ReturnType<typeof parseFormDesign>, { success: true }>;
      value: Record<string, unknown>;
    }
  | { key: JnpfKey; ok: false; error: string };

/** One single-widget design per widget key; a key that does not stand alone shows its parse error. */
export function galleryEntries(lang: Language): GalleryEntry[] {
  return JNPF_KEYS.map((key) => {
    const example = EXAMPLES[key] ?? {};
    const design = parseFormDesign(
      {
        labelWidth: 100,
        fields: [
          {
            __config__: { jnpfKey: key, label: key, span: 24, showLabel: true },
            __vModel__: 'field',
            ...example.extra,
          },
        ],
      },
      lang,
    );
    if (!design.success) return { key, ok: false, error: design.errors.map((e) => e.message).join('; ') };
    return { key, ok: true, design, value: example.value === undefined ? {} : { field: example.value } };
  });
}

/** Every widget key, its edit face and its read face side by side. */
export function WidgetGallery({ locale, sources }: { locale: Language; sources: FormDataSources }) {
  const { t } = useTranslation('previewModel');
  const entries = useMemo(() => galleryEntries(locale), [locale]);
  return (
    <Row gutter={[16, 16]} data-testid="widget-gallery">
      {entries.map((entry) => (
        <Col span={24} key={entry.key}>
          <Card
            size="small"
            title={<Typography.Text code>{entry.key}</Typography.Text>}
            data-testid={`gallery-${entry.key}`}
          >
            {entry.ok ? (
              <Row gutter={16}>
                {(['edit', 'read'] as const).map((mode) => (
                  <Col span={12} key={mode} data-testid={`gallery-${entry.key}-${mode}`}>
                    <Typography.Text type="secondary">{t(`gallery.${mode}`)}</Typography.Text>
                    <FormRenderer
                      design={entry.design}
                      value={entry.value}
                      mode={mode}
                      sources={sources}
                      locale={locale}
                    />
                  </Col>
                ))}
              </Row>
            ) : (
              <Alert type="warning" showIcon message={entry.error} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
