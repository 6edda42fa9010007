import { sanitizeRichText } from '@platform/contracts';
import { useMemo } from 'react';
import { rendererText } from '../messages.ts';
import { useFormDataSources } from '../sources.tsx';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { unsupportedWidget } from './display.tsx';
import { ReadText } from './read-text.tsx';

const htmlOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Markup without text or images (an editor's empty `<p><br></p>`) counts as empty. */
const isEmptyMarkup = (html: string) =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, '')
    .trim() === '';

/** Stored rich text shown through the allowlist sanitiser: markup from any writer never runs script. */
function RichTextRead({ value, locale }: WidgetProps) {
  const clean = useMemo(() => sanitizeRichText(htmlOf(value)), [value]);
  if (isEmptyMarkup(clean)) return <ReadText text="" locale={locale} />;
  return (
    <div
      className="form-engine-rich-text"
      style={{ overflowWrap: 'anywhere' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup went through sanitizeRichText's allowlist
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/**
 * Rich text (`editor`). The edit face is the host's `sources.RichTextField` (the package ships no editor);
 * without one it is the "not supported yet" placeholder.
 */
export const richTextWidget: ReactWidget = {
  frame: 'field',
  Edit: function RichTextEdit(props: WidgetProps) {
    const { RichTextField } = useFormDataSources();
    if (!RichTextField) return <unsupportedWidget.Edit {...props} />;
    const placeholder = props.field.placeholder;
    return (
      <RichTextField
        id={props.id}
        value={htmlOf(props.value)}
        onChange={props.onChange}
        disabled={props.disabled}
        placeholder={
          typeof placeholder === 'string' && placeholder !== ''
            ? placeholder
            : rendererText('formEngine.renderer.placeholderInput', props.locale)
        }
      />
    );
  },
  Read: RichTextRead,
};
