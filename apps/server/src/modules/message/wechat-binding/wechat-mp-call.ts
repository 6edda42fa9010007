import { badRequest } from '../../../http/app-error.ts';
import { postThirdJson, ThirdUnreachableError } from '../../system/third-sync/third-api.ts';
import { typeName } from '../send-config/send-config.service.ts';

/*
 * A JSON POST to the official account's API whose success carries no `errcode` (qrcode/create answers
 * {ticket, expire_seconds, url}); the answer is handed back whole for the caller to judge. Only the
 * deployment's WECHAT_MP_API_BASE is called (third-api.ts: its host allow-listed, no redirect, capped).
 */
export async function postMp(url: URL, body: unknown): Promise<Record<string, unknown>> {
  try {
    return await postThirdJson(url, body);
  } catch (error) {
    if (error instanceof ThirdUnreachableError)
      throw badRequest('sendConfig.thirdUnreachable', { type: typeName('7') });
    throw error;
  }
}
