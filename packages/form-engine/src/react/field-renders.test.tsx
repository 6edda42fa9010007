import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormRenderer } from './FormRenderer.tsx';
import { REACT_WIDGETS } from './registry.tsx';
import { parsed, widget } from './test-helpers.ts';
import type { ReactWidget } from './widget-types.ts';

/*
 * A keystroke renders the field typed in and the fields that read it, not the whole form: a 200-field
 * form stays responsive while the user types.
 */

const original = { input: REACT_WIDGETS.input, qrcode: REACT_WIDGETS.qrcode };
afterEach(() => {
  Object.assign(REACT_WIDGETS, original);
});

/** Widgets that count their renders by record key (the field's `__vModel__`, or `relationField`). */
function countingWidgets() {
  const renders = new Map<string, number>();
  const count = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);
  const input: ReactWidget = {
    frame: 'field',
    Edit: ({ id, field, value, onChange }) => {
      count(String(field.__vModel__));
      return <input id={id} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />;
    },
    Read: () => null,
  };
  const code: ReactWidget = {
    frame: 'field',
    Edit: ({ field, values }) => {
      count(`code of ${String(field.relationField)}`);
      return <output data-testid="code">{String(values[String(field.relationField)] ?? '')}</output>;
    },
    Read: () => null,
  };
  Object.assign(REACT_WIDGETS, { input, qrcode: code });
  return renders;
}

const design = () =>
  parsed([
    widget('input', 'a', 'A'),
    widget('input', 'b', 'B'),
    widget('card', undefined, '卡片', {}, { children: [widget('input', 'c', 'C')] }),
    widget('qrcode', undefined, '二维码', { dataType: 'relation', relationField: 'a' }),
  ]);

describe('FormRenderer renders', () => {
  it('only the field typed in, and the fields that read it', () => {
    const renders = countingWidgets();
    const { container, getByTestId } = render(<FormRenderer design={design()} />);
    const typeInto = (label: string, text: string) => {
      const box = container.querySelector(`[id$="-${label}"]`) as HTMLElement;
      fireEvent.change(box, { target: { value: text } });
    };
    const before = new Map(renders);
    typeInto('b', 'x');
    expect(renders.get('b')).toBeGreaterThan(before.get('b') ?? 0);
    for (const untouched of ['a', 'c', 'code of a'])
      expect(renders.get(untouched)).toBe(before.get(untouched));

    const afterB = new Map(renders);
    typeInto('a', 'hello');
    expect(renders.get('a')).toBeGreaterThan(afterB.get('a') ?? 0);
    expect(renders.get('code of a')).toBeGreaterThan(afterB.get('code of a') ?? 0);
    expect(getByTestId('code')).toHaveTextContent('hello');
    for (const untouched of ['b', 'c']) expect(renders.get(untouched)).toBe(afterB.get(untouched));

    // A field inside a container follows its own value although the container does not render again.
    typeInto('c', 'inner');
    expect(container.querySelector('[id$="-c"]')).toHaveValue('inner');
  });
});
