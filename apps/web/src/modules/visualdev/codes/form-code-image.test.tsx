import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { FormCodeImage } from './form-code-image.tsx';

const barcode = {
  kind: 'barcode',
  lineColor: '#000000',
  background: '#ffffff',
  width: 2,
  height: 40,
} as const;

describe('FormCodeImage', () => {
  beforeAll(() => {
    // happy-dom has no canvas; JsBarcode measures the caption text with one.
    const measure = { font: '', measureText: (text: string) => ({ width: text.length * 6 }) };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      measure as unknown as CanvasRenderingContext2D,
    );
  });

  it('draws a QR code of the text as an SVG image of the given size and colours', async () => {
    renderWithApp(
      <FormCodeImage kind="qrcode" text="HT001" size={120} colorDark="#112233" colorLight="#ffffff" />,
    );
    const image = await screen.findByTestId('form-qrcode');
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('alt', 'HT001');
    const svg = decodeURIComponent(image.getAttribute('src')?.split(',')[1] ?? '');
    expect(svg).toContain('<svg');
    expect(svg).toContain('#112233');
  });

  it('draws a CODE128 barcode with bars in the line colour', async () => {
    renderWithApp(<FormCodeImage {...barcode} text="20220810" format="code128" lineColor="#ff0000" />);
    const svg = screen.getByTestId('form-barcode');
    await waitFor(() => expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10));
    expect(svg.querySelector('g')?.getAttribute('style') ?? svg.innerHTML).toContain('#ff0000');
  });

  it('says so when the format cannot encode the text', async () => {
    renderWithApp(<FormCodeImage {...barcode} text="ABC" format="ean13" />);
    expect(await screen.findByText('无法按EAN13格式生成条形码：ABC')).toBeInTheDocument();
  });
});
