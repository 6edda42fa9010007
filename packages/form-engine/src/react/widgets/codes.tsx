import { Typography } from 'antd';
import type { FormField } from '../../schema/form-schema.ts';
import { toNumber } from '../../schema/form-schema.ts';
import { dynamicCodeText, type FormContext } from '../form-context.ts';
import { rendererText } from '../messages.ts';
import { useFormDataSources } from '../sources.tsx';
import type { CodeImageProps } from '../widget-sources.ts';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { isBlank, ReadText } from './read-text.tsx';

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;
const size = (value: unknown, fallback: number) => {
  const number = toNumber(value);
  return number !== undefined && number > 0 ? number : fallback;
};

/**
 * What a code encodes: `dataType` `relation` takes the current value of the form field `relationField`,
 * `dynamic` (QR codes) the form's context (FormContext), anything else the design's `staticText`.
 */
export function codeText(
  field: FormField,
  values: Readonly<Record<string, unknown>>,
  context?: FormContext,
): string {
  if (field.dataType === 'dynamic') return dynamicCodeText(context);
  if (field.dataType !== 'relation') return text(field.staticText, '');
  const relationField = text(field.relationField, '');
  const value = relationField === '' ? undefined : values[relationField];
  return isBlank(value) || typeof value === 'object' ? '' : String(value);
}

/** A barcode is drawn only from letters and digits (the original's rule). */
export const isBarcodeText = (value: string) => /^[A-Za-z0-9]+$/.test(value);

function codeImageProps(kind: CodeImageProps['kind'], field: FormField, value: string): CodeImageProps {
  if (kind === 'qrcode') {
    return {
      kind,
      text: value,
      // The 3.4 designer stores the side as `size`, later ones as `width`.
      size: size(field.size ?? field.width, 100),
      colorDark: text(field.colorDark, '#000000'),
      colorLight: text(field.colorLight, '#ffffff'),
    };
  }
  return {
    kind,
    text: value,
    format: text(field.format, 'code128').toLowerCase(),
    lineColor: text(field.lineColor, '#000000'),
    background: text(field.background, '#ffffff'),
    width: size(field.width, 4),
    height: size(field.height, 40),
  };
}

/**
 * QR code and barcode: drawn by the host's `sources.CodeImage` from a static text or a form field, the
 * same in both modes (they hold no value). Without a drawer, or with nothing to encode, the text shows.
 */
const codeWidget = (kind: CodeImageProps['kind']): ReactWidget => {
  function Code({ field, values, locale }: WidgetProps) {
    const { CodeImage, formContext } = useFormDataSources();
    const value = codeText(field, values, formContext);
    if (value === '') return <ReadText text="" locale={locale} />;
    if (kind === 'barcode' && !isBarcodeText(value)) {
      return (
        <Typography.Text type="warning">
          {rendererText('formEngine.renderer.barcodeInvalid', locale)}
        </Typography.Text>
      );
    }
    if (!CodeImage) return <ReadText text={value} locale={locale} />;
    return <CodeImage {...codeImageProps(kind, field, value)} />;
  }
  return { frame: 'field', Edit: Code, Read: Code };
};

export const qrcodeWidget = codeWidget('qrcode');
export const barcodeWidget = codeWidget('barcode');
