import { useEffect, useState } from 'react';

/** Draws `text` as a QR code on the client (a data: URL); the qrcode library loads only when a QR is shown. */
export function useQrDataUrl(text: string | undefined, size = 200): string | undefined {
  const [dataUrl, setDataUrl] = useState<string>();
  useEffect(() => {
    setDataUrl(undefined);
    if (!text) return;
    let isCurrent = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (isCurrent) setDataUrl(url);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [text, size]);
  return dataUrl;
}
