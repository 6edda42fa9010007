import type { CodeImageProps } from '@platform/form-engine/react';
import { Typography } from 'antd';
import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { visualdevCodesLocales } from './form-codes.locales.ts';

registerLocales(visualdevCodesLocales);

type QrProps = Extract<CodeImageProps, { kind: 'qrcode' }>;
type BarcodeProps = Extract<CodeImageProps, { kind: 'barcode' }>;

/** Quiet zone around a barcode, in pixels (the original's margin). */
const BARCODE_MARGIN = 5;

/** A QR code as an SVG image, low error correction as the original draws it. */
function QrCodeImage({ text, size, colorDark, colorLight }: QrProps) {
  const { t } = useTranslation('visualdevCodes');
  const [svg, setSvg] = useState<string | null>();
  useEffect(() => {
    let live = true;
    QRCode.toString(text, {
      type: 'svg',
      width: size,
      margin: 1,
      errorCorrectionLevel: 'L',
      color: { dark: colorDark, light: colorLight },
    }).then(
      (markup) => live && setSvg(markup),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [text, size, colorDark, colorLight]);
  if (svg === null) return <Typography.Text type="warning">{t('qrFailed')}</Typography.Text>;
  if (svg === undefined) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={size}
      height={size}
      alt={text}
      data-testid="form-qrcode"
    />
  );
}

/** A barcode drawn into an SVG element; text the format cannot encode says so instead. */
function BarcodeImage({ text, format, lineColor, background, width, height }: BarcodeProps) {
  const { t } = useTranslation('visualdevCodes');
  const ref = useRef<SVGSVGElement>(null);
  const [isValid, setIsValid] = useState(true);
  useEffect(() => {
    if (!ref.current) return;
    let valid = true;
    try {
      JsBarcode(ref.current, text, {
        format: format.toUpperCase(),
        lineColor,
        background,
        width,
        height,
        margin: BARCODE_MARGIN,
        valid: (result) => {
          valid = result;
        },
      });
    } catch {
      // An unknown format name throws instead of calling `valid`.
      valid = false;
    }
    setIsValid(valid);
  }, [text, format, lineColor, background, width, height]);
  return (
    <>
      <svg
        ref={ref}
        data-testid="form-barcode"
        role="img"
        aria-label={text}
        display={isValid ? undefined : 'none'}
      />
      {!isValid && (
        <Typography.Text type="warning">
          {t('invalid', { text, format: format.toUpperCase() })}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * The drawer the form renderer's `qrcode` and `barcode` widgets use (`sources.CodeImage`): qrcode for QR
 * codes, JsBarcode for barcodes (CODE128 by default, and the other formats JsBarcode knows).
 */
export function FormCodeImage(props: CodeImageProps) {
  return props.kind === 'qrcode' ? <QrCodeImage {...props} /> : <BarcodeImage {...props} />;
}
