import { type CSSProperties, useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

interface RichTextProps {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** Renders stored rich text through the allowlist sanitiser; the only way the app shows HTML. */
export function RichText({ html, className, style, 'data-testid': testId }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className}
      style={{ overflowWrap: 'anywhere', ...style }}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup went through sanitizeHtml's allowlist
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
