import { SaxesParser } from 'saxes';

/*
 * Spreadsheet XML read as a stream of events (saxes: linear, no entity expansion, no DTD), so a part
 * is never held as a tree and reading can stop as soon as the caller has what it needs.
 */

export interface XmlHandlers {
  /** An element opened; `name` without its namespace prefix (`x:row` is `row`). */
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  close?(name: string): void;
  /** Text and CDATA, entities already decoded. */
  text?(text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name (`r:id` is found as `id`); the unprefixed one wins. */
export function attributeOf(attributes: Readonly<Record<string, string>>, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  for (const [key, value] of Object.entries(attributes)) if (localName(key) === name) return value;
  return undefined;
}

/**
 * Feeds the chunks to the handlers until they end or `isDone()` answers true after a chunk; the
 * chunks not yet inflated are then never produced. Malformed XML throws saxes's error (the callers
 * report any error that is not one of their own refusals as an unreadable file).
 */
export async function readXml(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  handlers: XmlHandlers,
  isDone: () => boolean = () => false,
): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) =>
    handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>),
  );
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (isDone()) return;
  }
  parser.write(decoder.decode());
  parser.close();
}
