import { randomBytes } from 'node:crypto';

/*
 * An HTML mail as SMTP DATA: UTF-8 headers encoded as RFC 2047 words, the body base64 in 76-character
 * lines (so no line of the data can start with a dot or exceed the line limit).
 */

export interface MailMessage {
  fromName: string | null;
  from: string;
  to: readonly string[];
  subject: string;
  html: string;
  date: Date;
}

const encodedWord = (text: string) => `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
/** Header text without line breaks, so a value cannot add a header. */
const headerText = (text: string) => text.replace(/[\r\n]+/g, ' ');

export function composeMail(mail: MailMessage): string {
  const from = mail.fromName ? `${encodedWord(headerText(mail.fromName))} <${mail.from}>` : `<${mail.from}>`;
  const body = (
    Buffer.from(mail.html, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
  return [
    `From: ${from}`,
    `To: ${mail.to.map((address) => `<${address}>`).join(', ')}`,
    `Subject: ${encodedWord(headerText(mail.subject))}`,
    `Date: ${mail.date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${mail.from.split('@')[1] ?? 'localhost'}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}
