import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { RichTextFieldProps } from '@platform/form-engine/react';
import { Button, Flex, Select, Tooltip, theme } from 'antd';
import { type ClipboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { RichText } from '../../../shared/rich-text/rich-text.tsx';
import { sanitizeHtml } from '../../../shared/rich-text/sanitize-html.ts';
import { visualdevRichTextLocales } from './form-rich-text.locales.ts';

registerLocales(visualdevRichTextLocales);

const HEADINGS = [1, 2, 3, 4, 5, 6] as const;
/** The original's sizes, as the `<font size>` steps the browser's editing commands write. */
const SIZES = [
  { key: 'sizeSmall', value: '2' },
  { key: 'sizeNormal', value: '3' },
  { key: 'sizeLarge', value: '5' },
  { key: 'sizeHuge', value: '7' },
] as const;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');

/** The editor's markup as the field stores it: sanitised, and '' when it holds no text or image. */
function storedHtml(editor: HTMLElement): string {
  const html = sanitizeHtml(editor.innerHTML);
  const isEmpty = (editor.textContent ?? '').trim() === '' && !editor.querySelector('img');
  return isEmpty ? '' : html;
}

/**
 * The rich-text editor of generated forms (`sources.RichTextField`): an editable area with a toolbar of
 * the original's formats (headings 1–6, sizes, bold, italic, underline, strike, lists). What it shows and
 * what it hands on goes through the allowlist sanitiser; pasted markup is sanitised before it is inserted.
 * A locked field shows the text through the shared `RichText`. The server sanitises again on save.
 */
export function FormRichTextField(props: RichTextFieldProps) {
  const { token } = theme.useToken();
  if (!props.disabled) return <RichTextEditor {...props} />;
  return (
    <RichText
      html={props.value}
      data-testid="form-rich-text-locked"
      style={{
        padding: '4px 11px',
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
      }}
    />
  );
}

function RichTextEditor({ id, value, onChange, placeholder }: RichTextFieldProps) {
  const { t } = useTranslation('visualdevRichText');
  const { token } = theme.useToken();
  const editorRef = useRef<HTMLDivElement>(null);
  // The last markup handed on: when the value comes back unchanged the editor (and caret) is left alone.
  const emitted = useRef<string | undefined>(undefined);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === emitted.current) return;
    editor.innerHTML = sanitizeHtml(value);
    emitted.current = value;
  }, [value]);

  const emit = () => {
    if (!editorRef.current) return;
    const html = storedHtml(editorRef.current);
    emitted.current = html;
    onChange(html);
  };
  const run = (command: string, argument?: string) => {
    editorRef.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const markup = html ? sanitizeHtml(html) : escapeText(event.clipboardData.getData('text/plain'));
    run('insertHTML', markup);
  };
  const tool = (label: string, icon: ReactNode, command: string) => (
    <Tooltip title={label} key={command}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={label}
        // Keep the selection in the editor: a focused button would take it away.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => run(command)}
      />
    </Tooltip>
  );

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
      <Flex
        wrap
        gap={4}
        align="center"
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorder}` }}
      >
        <Select
          size="small"
          aria-label={t('heading')}
          style={{ width: 96 }}
          placeholder={t('heading')}
          value={null}
          onChange={(tag: string) => run('formatBlock', `<${tag}>`)}
          options={[
            { value: 'p', label: t('paragraph') },
            ...HEADINGS.map((level) => ({ value: `h${level}`, label: t('headingLevel', { level }) })),
          ]}
        />
        <Select
          size="small"
          aria-label={t('size')}
          style={{ width: 80 }}
          placeholder={t('size')}
          value={null}
          onChange={(size: string) => run('fontSize', size)}
          options={SIZES.map((size) => ({ value: size.value, label: t(size.key) }))}
        />
        {tool(t('bold'), <BoldOutlined />, 'bold')}
        {tool(t('italic'), <ItalicOutlined />, 'italic')}
        {tool(t('underline'), <UnderlineOutlined />, 'underline')}
        {tool(t('strike'), <StrikethroughOutlined />, 'strikeThrough')}
        {tool(t('orderedList'), <OrderedListOutlined />, 'insertOrderedList')}
        {tool(t('bulletList'), <UnorderedListOutlined />, 'insertUnorderedList')}
        {tool(t('clear'), <ClearOutlined />, 'removeFormat')}
      </Flex>
      <div style={{ position: 'relative' }}>
        {value === '' && (
          <span
            aria-hidden
            style={{
              position: 'absolute',
              padding: '4px 11px',
              color: token.colorTextPlaceholder,
              pointerEvents: 'none',
            }}
          >
            {placeholder}
          </span>
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: a contenteditable region is the editor; no element does this */}
        <div
          id={id}
          ref={editorRef}
          role="textbox"
          aria-multiline
          aria-placeholder={placeholder}
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          onInput={emit}
          onBlur={emit}
          onPaste={onPaste}
          data-testid="form-rich-text-editor"
          style={{ minHeight: 120, padding: '4px 11px', outline: 'none', overflowWrap: 'anywhere' }}
        />
      </div>
    </div>
  );
}
