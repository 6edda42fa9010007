import type { FormEngineMessageKey, MessageParams } from '../messages.ts';

/** A failed rule before it is put into words: the message key and its values. */
export interface ValueIssue {
  key: FormEngineMessageKey;
  params?: MessageParams;
  /** The configured text of a failed pattern, used as is. */
  text?: string;
}

export interface CheckContext {
  /** IANA zone used to write date bounds into messages; the runtime's zone when unset. */
  timeZone?: string;
}
