import { safeUrl } from '@platform/contracts';
import { Alert, Button, Divider, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { formatCalculated } from '../../expression/evaluate.ts';
import { toNumber } from '../../schema/form-schema.ts';
import { rendererText } from '../messages.ts';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { ReadText } from './read-text.tsx';

/** A display widget looks the same in both modes. */
const same = (Component: ReactWidget['Edit'], frame: ReactWidget['frame']): ReactWidget => ({
  Edit: Component,
  Read: Component,
  frame,
});

const designText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Style of the designer's `textStyle`: only the CSS keys the text widget offers are kept. */
function textStyle(raw: unknown): CSSProperties {
  if (raw === null || typeof raw !== 'object') return {};
  const style = raw as Record<string, unknown>;
  const px = (value: unknown) => (typeof value === 'number' ? `${value}px` : designText(value) || undefined);
  return {
    color: designText(style.color) || undefined,
    textAlign: (designText(style['text-align']) || undefined) as CSSProperties['textAlign'],
    fontWeight: designText(style['font-weight']) || undefined,
    fontStyle: designText(style['font-style']) || undefined,
    textDecoration: designText(style['text-decoration']) || undefined,
    lineHeight: px(style['line-height']),
    fontSize: px(style['font-size']),
  };
}

export const textWidget = same(
  ({ field }) => (
    <div style={textStyle(field.textStyle)}>{designText(field.__config__.defaultValue ?? field.content)}</div>
  ),
  'field',
);

/** A link of the design: addresses of other schemes (`javascript:`) are left out, the text stays. */
export const linkWidget = same(
  ({ field }) => (
    <Typography.Link
      href={safeUrl(designText(field.href), false) || undefined}
      target={designText(field.target) || '_blank'}
      rel="noopener noreferrer"
    >
      {designText(field.content) || field.__config__.label}
    </Typography.Link>
  ),
  'field',
);

export const buttonWidget = same(
  ({ field, disabled }) => (
    <div style={{ textAlign: (designText(field.align) || 'left') as CSSProperties['textAlign'] }}>
      <Button type={field.type === 'primary' ? 'primary' : 'default'} disabled={disabled}>
        {designText(field.buttonText) || field.__config__.label}
      </Button>
    </div>
  ),
  'field',
);

const ALERT_TYPES = ['success', 'info', 'warning', 'error'] as const;

export const alertWidget = same(({ field }) => {
  const type = ALERT_TYPES.find((item) => item === field.type) ?? 'info';
  return (
    <Alert
      type={type}
      title={designText(field.title)}
      description={designText(field.description) || undefined}
      showIcon={field['show-icon'] === true || field.showIcon === true}
      style={{ marginBottom: 16 }}
    />
  );
}, 'bare');

const TITLE_PLACEMENTS = { left: 'start', right: 'end', center: 'center' } as const;

export const dividerWidget = same(({ field }) => {
  const position = designText(field['content-position'] ?? field.contentPosition);
  const placement = TITLE_PLACEMENTS[position as keyof typeof TITLE_PLACEMENTS] ?? 'center';
  const content = designText(field.__slot__?.default);
  return <Divider titlePlacement={placement}>{content || undefined}</Divider>;
}, 'bare');

export const groupTitleWidget = same(
  ({ field }) => (
    <Typography.Title
      level={5}
      style={{ textAlign: (designText(field['content-position']) || 'left') as CSSProperties['textAlign'] }}
    >
      {designText(field.content) || field.__config__.label}
    </Typography.Title>
  ),
  'bare',
);

/** A calculated field in both modes: the value recomputed by the renderer, with the design's formatting. */
function CalculatedValue({ field, value, locale }: WidgetProps) {
  if (typeof value !== 'number') return <ReadText text="" locale={locale} />;
  const shown = formatCalculated(value, {
    precision: toNumber(field.precision),
    thousands: field.thousands,
    isAmountChinese: field.isAmountChinese,
  });
  return (
    <span className="form-engine-calculated">
      <ReadText text={shown.text} locale={locale} />
      {shown.amountInChinese && (
        <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
          {shown.amountInChinese}
        </Typography.Text>
      )}
    </span>
  );
}

export const calculateWidget = same(CalculatedValue, 'field');

/** Stands in for every widget not built yet, in both modes, saying so. */
export const unsupportedWidget = same(
  ({ field, locale }) => (
    <Typography.Text type="secondary" data-widget-key={field.__config__.jnpfKey}>
      {rendererText('formEngine.renderer.unsupported', locale)}
    </Typography.Text>
  ),
  'field',
);
