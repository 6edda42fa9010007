/*
 * WeChat's event pushes are one flat XML element, `<xml><Name><![CDATA[value]]></Name>…</xml>`, with
 * text or CDATA children only. They are read with a pattern over that shape, never an XML parser, so
 * no DOCTYPE, entity or external reference is ever resolved; anything else yields no fields.
 */

const FIELD = /<([A-Za-z][A-Za-z0-9_]*)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/g;

/** The event's fields by element name (the first of each name wins). */
export function readWechatEvent(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return fields;
  const body = /<xml>([\s\S]*)<\/xml>/.exec(xml.trim())?.[1];
  if (body === undefined) return fields;
  for (const match of body.matchAll(FIELD)) {
    const [, name, cdata, plain] = match;
    if (name && !(name in fields)) fields[name] = (cdata ?? plain ?? '').trim();
  }
  return fields;
}
