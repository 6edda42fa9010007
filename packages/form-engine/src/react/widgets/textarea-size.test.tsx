import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../schema/form-schema.ts';
import { FormRenderer } from '../FormRenderer.tsx';
import { parsed, widget } from '../test-helpers.ts';
import { textareaSize } from './basic.tsx';

/*
 * A text area of fixed height (the original designer's autosize {minRows: 4, maxRows: 4}, or none) is plain
 * rows, which costs no measuring on render; only a range of rows grows with the text.
 */

const field = (autosize?: unknown) =>
  parsed([widget('textarea', 'note', '备注', autosize === undefined ? {} : { autosize })]).design
    .fields[0] as FormField;

describe('text area size', () => {
  it('is fixed rows without a range and grows only within one', () => {
    expect(textareaSize(field())).toEqual({ rows: 4 });
    expect(textareaSize(field({ minRows: 2, maxRows: 2 }))).toEqual({ rows: 2 });
    expect(textareaSize(field({ minRows: '3' }))).toEqual({ rows: 3 });
    expect(textareaSize(field({ minRows: 2, maxRows: 6 }))).toEqual({ autoSize: { minRows: 2, maxRows: 6 } });
  });

  it('renders the rows of the design', () => {
    const { container } = render(
      <FormRenderer
        design={parsed([widget('textarea', 'note', '备注', { autosize: { minRows: 5, maxRows: 5 } })])}
      />,
    );
    expect(container.querySelector('textarea')).toHaveAttribute('rows', '5');
  });
});
