import type { AppContext } from '../../../app-context.ts';
import { hasChatMessageWithFile } from './chat.repository.ts';

/** Lets the file module serve a chat image to the sender and receiver of a message showing it. */
export function isFileInUserChat(ctx: AppContext, userId: string, fileId: string): Promise<boolean> {
  return hasChatMessageWithFile(ctx.db, userId, fileId);
}
