import { Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import './form-frame.css';

export interface FieldFrameProps {
  /** The control's id: the label points at it (none for read faces, which have no control). */
  htmlFor?: string;
  label?: string;
  tooltip?: string;
  isRequired: boolean;
  error?: string;
  /** The field's own label width in px; otherwise the form's (`--form-engine-label-width`). */
  labelWidth?: number;
  children: ReactNode;
}

/** antd's question-circle outline, drawn inline so the package needs no icon library. */
const QUESTION_PATHS = [
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm0 820c-205.4 0-372-166.6-372-372s166.6-372 372-372 372 166.6 372 372-166.6 372-372 372z',
  'M623.6 316.7C593.6 290.4 554 276 512 276s-81.6 14.5-111.6 40.7C369.2 344 352 380.7 352 420v7.6c0 4.4 3.6 8 8 8h48c4.4 0 8-3.6 8-8V420c0-44.1 43.1-80 96-80s96 35.9 96 80c0 31.1-22 59.6-56.1 72.7-21.2 8.1-39.2 22.3-52.1 40.9-13.1 19-19.9 41.8-19.9 64.9V620c0 4.4 3.6 8 8 8h48c4.4 0 8-3.6 8-8v-22.7a48.3 48.3 0 0130.9-44.8c59-22.7 97.1-74.7 97.1-132.5.1-39.3-17.1-76-48.3-103.3zM472 732a40 40 0 1080 0 40 40 0 10-80 0z',
];

function LabelTooltip({ title }: { title: string }) {
  return (
    <Tooltip title={title}>
      <span className="form-engine-item-tooltip" tabIndex={-1}>
        <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
          {QUESTION_PATHS.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </span>
    </Tooltip>
  );
}

/**
 * A field's label, control and error line, drawn with the static classes of form-frame.css rather than
 * antd Form.Item (which costs a Row, two Cols and their style hooks per field). Label width, position
 * and alignment come from the form's root classes and variables; an error turns the antd control's
 * border red through `form-engine-item-has-error`.
 */
export function FieldFrame({
  htmlFor,
  label,
  tooltip,
  isRequired,
  error,
  labelWidth,
  children,
}: FieldFrameProps) {
  // A variable, not a width: labels above their controls (form-frame.css) take no width.
  const labelStyle = labelWidth
    ? ({ '--form-engine-label-width': `${labelWidth}px` } as CSSProperties)
    : undefined;
  let className = 'form-engine-item';
  if (error) className += ' form-engine-item-has-error';
  return (
    <div className={className}>
      {label ? (
        <div className="form-engine-item-label" style={labelStyle}>
          <label
            htmlFor={htmlFor}
            title={label}
            className={isRequired ? 'form-engine-item-required' : undefined}
          >
            {label}
            {tooltip && <LabelTooltip title={tooltip} />}
          </label>
        </div>
      ) : null}
      <div className="form-engine-item-control">
        <div className="form-engine-item-input">
          <div className="form-engine-item-content">{children}</div>
        </div>
        {error && (
          <div className="form-engine-item-explain" role="alert">
            {error}
          </div>
        )}
      </div>
    </div>
  );
}
