import type { Language } from '../language.ts';

/** One server message in every language; `{name}` placeholders are filled by formatMessage. */
export type MessageText = Record<Language, string>;
export type MessageCatalogue = Record<string, MessageText>;
