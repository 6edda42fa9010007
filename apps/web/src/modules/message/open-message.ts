import type { MessageInfo } from '@platform/contracts';

/** What opening a message does. */
export type MessageOpenAction =
  | { kind: 'dialog' }
  | { kind: 'navigate'; to: string }
  | { kind: 'schedule'; target: { id: string; groupId?: string } }
  | { kind: 'none' };

/** Base64 of the UTF-8 bytes (btoa alone fails on Chinese text); the flow pages decode it the same way. */
export function encodeConfig(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeConfig(config: string): string {
  try {
    const binary = atob(config);
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

/** The schedule entry a type-4 message names, and what happened to it (type 3: deleted). */
interface ScheduleBody {
  type?: number;
  id?: string;
  groupId?: string;
}

function scheduleBody(bodyText: string | null): ScheduleBody {
  if (!bodyText) return {};
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null) return {};
    const record = body as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    const type = Number(record.type);
    return {
      type: Number.isFinite(type) ? type : undefined,
      id: text(record.id),
      groupId: text(record.groupId),
    };
  } catch {
    return {};
  }
}

/** Types 1 (system) and 3 (notice) open the detail dialog without needing the body first. */
export function opensDialogDirectly(type: number): boolean {
  return type === 1 || type === 3;
}

/**
 * Decides from the full message (ReadInfo) where it leads:
 * - 1 system, 3 notice: the detail dialog;
 * - 4 schedule: nothing when the inner type is 3 (the entry is gone), else 查看日程 of the entry its
 *   body names (the detail dialog when the body names none);
 * - 2 flow: flowType 2 goes to the entrust screen; other flow messages go to the flow detail with the
 *   body as a base64 `config`, and are ignored without a body.
 */
export function messageOpenAction(
  info: Pick<MessageInfo, 'type' | 'flowType' | 'bodyText'>,
): MessageOpenAction {
  if (opensDialogDirectly(info.type)) return { kind: 'dialog' };
  if (info.type === 4) {
    const body = scheduleBody(info.bodyText);
    if (body.type === 3) return { kind: 'none' };
    return body.id
      ? { kind: 'schedule', target: { id: body.id, groupId: body.groupId } }
      : { kind: 'dialog' };
  }
  if (info.type === 2) {
    const config = info.bodyText ? `?config=${encodeURIComponent(encodeConfig(info.bodyText))}` : '';
    if (info.flowType === 2) return { kind: 'navigate', to: `/workFlow/entrust${config}` };
    return config ? { kind: 'navigate', to: `/workFlowDetail${config}` } : { kind: 'none' };
  }
  return { kind: 'dialog' };
}

/** A message attachment as stored in `files` (JSON text on the wire). */
export interface MessageFile {
  fileId: string;
  name: string;
  fileSize?: number;
  url?: string;
}

export function parseMessageFiles(files: string | null | undefined): MessageFile[] {
  if (!files) return [];
  try {
    const value: unknown = JSON.parse(files);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const record = item as Record<string, unknown>;
      if (typeof record.name !== 'string') return [];
      return [
        {
          fileId: typeof record.fileId === 'string' ? record.fileId : record.name,
          name: record.name,
          fileSize: typeof record.fileSize === 'number' ? record.fileSize : undefined,
          url: typeof record.url === 'string' ? record.url : undefined,
        },
      ];
    });
  } catch {
    return [];
  }
}
