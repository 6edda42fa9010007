import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { UNSUPPORTED_KEYS } from '../registry.tsx';
import { parsed, widget } from '../test-helpers.ts';
import type { CodeImageProps } from '../widget-sources.ts';

/** A stand-in for the host's drawer: shows what it was asked to draw. */
function FakeCode(props: CodeImageProps) {
  return <span data-testid="fake-code" data-props={JSON.stringify(props)} />;
}
const drawn = () => screen.getAllByTestId('fake-code').map((node) => JSON.parse(node.dataset.props ?? '{}'));

describe('qrcode and barcode widgets', () => {
  it('are built: not in the placeholder list', () => {
    expect(UNSUPPORTED_KEYS).not.toContain('qrcode');
    expect(UNSUPPORTED_KEYS).not.toContain('barcode');
  });

  it('draw the static text with the design colours and sizes, defaults where unset', () => {
    const design = parsed([
      widget('qrcode', undefined, '二维码', {
        dataType: 'static',
        staticText: 'QR-1',
        colorDark: '#112233',
        size: 120,
      }),
      widget('qrcode', undefined, '新版二维码', { staticText: 'QR-2', width: 80 }),
      widget('barcode', undefined, '条形码', {
        staticText: '20220810',
        format: 'code128',
        lineColor: '#333',
      }),
      widget('barcode', undefined, '默认条形码', { staticText: 'ABC123' }),
    ]);
    render(<FormRenderer design={design} mode="read" sources={{ CodeImage: FakeCode }} />);
    expect(drawn()).toEqual([
      { kind: 'qrcode', text: 'QR-1', size: 120, colorDark: '#112233', colorLight: '#ffffff' },
      { kind: 'qrcode', text: 'QR-2', size: 80, colorDark: '#000000', colorLight: '#ffffff' },
      {
        kind: 'barcode',
        text: '20220810',
        format: 'code128',
        lineColor: '#333',
        background: '#ffffff',
        width: 4,
        height: 40,
      },
      {
        kind: 'barcode',
        text: 'ABC123',
        format: 'code128',
        lineColor: '#000000',
        background: '#ffffff',
        width: 4,
        height: 40,
      },
    ]);
  });

  it('encode the current value of the related field in edit mode', () => {
    const design = parsed([
      widget('input', 'contractCode', '合同编号'),
      widget('barcode', undefined, '条形码', {
        dataType: 'relation',
        relationField: 'contractCode',
        staticText: 'IGNORED',
      }),
      widget('qrcode', undefined, '二维码', { dataType: 'relation', relationField: 'contractCode' }),
    ]);
    render(
      <FormRenderer
        design={design}
        value={{ contractCode: 'HT001' }}
        mode="edit"
        sources={{ CodeImage: FakeCode }}
      />,
    );
    expect(drawn().map((props) => [props.kind, props.text])).toEqual([
      ['barcode', 'HT001'],
      ['qrcode', 'HT001'],
    ]);
  });

  it('draw no barcode for text other than letters and digits, and nothing for an empty related field', () => {
    const design = parsed([
      widget('input', 'code', '编号'),
      widget('barcode', undefined, '条形码', { dataType: 'relation', relationField: 'code' }),
      widget('qrcode', undefined, '二维码', { dataType: 'relation', relationField: 'missing' }),
    ]);
    render(
      <FormRenderer
        design={design}
        value={{ code: 'HT-001' }}
        mode="read"
        sources={{ CodeImage: FakeCode }}
      />,
    );
    expect(screen.getByText('条形码内容只能包含字母和数字')).toBeInTheDocument();
    expect(screen.queryByTestId('fake-code')).toBeNull();
  });

  it('encode the form context in a dynamic QR code, and nothing for a record not saved yet', () => {
    const design = parsed([widget('qrcode', undefined, '二维码', { dataType: 'dynamic' })]);
    const context = { id: 'r1', modelId: 'm1', type: 3, flowId: 'f1', taskId: 't1', opType: 1 };
    const { unmount } = render(
      <FormRenderer design={design} mode="read" context={context} sources={{ CodeImage: FakeCode }} />,
    );
    expect(JSON.parse(drawn()[0].text)).toEqual({
      t: 'DFD',
      id: 'r1',
      mid: 'm1',
      mt: 3,
      fid: 'f1',
      pid: '',
      ftid: 't1',
      opt: 1,
    });
    expect(Object.keys(JSON.parse(drawn()[0].text))).toEqual([
      't',
      'id',
      'mid',
      'mt',
      'fid',
      'pid',
      'ftid',
      'opt',
    ]);
    unmount();
    render(<FormRenderer design={design} context={{ modelId: 'm1' }} sources={{ CodeImage: FakeCode }} />);
    expect(screen.queryByTestId('fake-code')).toBeNull();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('show the text itself when the host gives no drawer', () => {
    const design = parsed([widget('qrcode', undefined, '二维码', { staticText: 'https://example.com/a' })]);
    render(<FormRenderer design={design} mode="read" locale="en-US" />);
    expect(screen.getByText('https://example.com/a')).toBeInTheDocument();
  });
});
