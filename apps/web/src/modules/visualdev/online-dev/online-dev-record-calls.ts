import { onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import { callWithMessage } from '../../../platform/http/call.ts';

/*
 * The record calls shared by the form dialog and the inline-edit rows of a released design: both read a
 * record the same way and save through the same Create / Update endpoints, so the server sees one kind
 * of save whichever way the user typed it.
 */

export type RecordValues = Record<string, unknown>;

/** The record's `data` text as an object; anything else gives an empty record. */
export function recordOf(data: string): RecordValues;
export function recordOf(data: string | undefined): RecordValues | undefined;
export function recordOf(data: string | undefined): RecordValues | undefined {
  if (data === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as RecordValues)
      : {};
  } catch {
    return {};
  }
}

/**
 * Sends the checked record as JSON text: a new one without `recordId` (POST), otherwise its update
 * (PUT, with the id as the original's form sends it). Silent: the caller shows a refusal where it was typed.
 * Resolves with the server's message.
 */
export async function saveRecord(
  modelId: string,
  recordId: string | undefined,
  value: RecordValues,
): Promise<string> {
  const body = { data: JSON.stringify(value) };
  const answer =
    recordId === undefined
      ? await callWithMessage(onlineDevEndpoints.create, { params: { modelId }, body }, { isSilent: true })
      : await callWithMessage(
          onlineDevEndpoints.update,
          { params: { modelId, id: recordId }, body: { ...body, id: recordId } },
          { isSilent: true },
        );
  return answer.msg;
}
