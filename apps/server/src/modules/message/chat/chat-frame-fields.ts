import { badRequest } from '../../../http/app-error.ts';

/** A frame as parsed from JSON: its fields are unknown until checked. */
export type FrameFields = Record<string, unknown>;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A user id field of a frame; a missing or malformed one is refused with the field's name. */
export function idField(frame: FrameFields, name: string): string {
  const value = frame[name];
  if (typeof value !== 'string' || !ID_PATTERN.test(value))
    throw badRequest('chat.frameInvalid', { field: name });
  return value;
}

/** A positive whole number no larger than `max`; `fallback` when absent, refused when malformed. */
export function pageField(frame: FrameFields, name: string, fallback: number, max: number): number {
  const value = frame[name];
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
    throw badRequest('chat.frameInvalid', { field: name });
  }
  return Math.min(number, max);
}

/** An image's width or height as the client measured it (pixels). */
export function sizeField(content: FrameFields, name: string): number {
  const value = content[name];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100_000) {
    throw badRequest('chat.frameInvalid', { field: `messageContent.${name}` });
  }
  return Math.round(value);
}

/** An optional short text field (the history search); anything but a string counts as absent. */
export function optionalText(frame: FrameFields, name: string, max: number): string | undefined {
  const value = frame[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, max);
  return trimmed || undefined;
}
