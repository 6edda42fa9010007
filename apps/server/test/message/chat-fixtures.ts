import type { SocketServerFrame } from '@platform/contracts';
import type { TestApp } from '../build-test-app.ts';
import { multipart, PNG_BYTES, type TestUser } from '../support/profile-fixtures.ts';
import { closeAll, connectUser, listen, type TestSocket } from './socket-client.ts';

/** Sockets opened by a test file, closed after each test. */
export function chatSockets(t: TestApp) {
  const open: TestSocket[] = [];
  return {
    closeAll: () => closeAll(open),
    /** Connects as the web does (OnConnection answered by initMessage). */
    async connect(user: TestUser) {
      const connected = await connectUser(await listen(t), user.token);
      open.push(connected.socket);
      return connected;
    },
  };
}

/** A text message frame as the original client sends it. */
export const textFrame = (toUserId: string, messageContent: unknown) => ({
  method: 'SendMessage',
  toUserId,
  messageType: 'text',
  messageContent,
  token: '',
});

/** POST /api/file/Uploader/IM as the original chat does (multipart, token). */
export function uploadChatImage(t: TestApp, user: TestUser, data: Buffer = PNG_BYTES, fileName = 'chat.png') {
  return t.call({
    method: 'POST',
    url: '/api/file/Uploader/IM',
    token: user.token,
    ...multipart(fileName, data),
  });
}

/** Sends a text and waits for its echo, so the message is stored before the test goes on. */
export async function sendText(socket: TestSocket, toUserId: string, text: string) {
  const before = socket.frames.length;
  socket.send(textFrame(toUserId, text));
  return nextAfter(socket, 'sendMessage', before);
}

/** The first frame with this method received after the first `after` frames. */
export async function nextAfter(socket: TestSocket, method: string, after: number, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const frame = socket.frames.slice(after).find((f) => f.method === method);
    if (frame) return frame;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${method} frame within ${timeoutMs} ms`);
}

/** Sends a frame and answers the next frame with this method that follows it. */
export async function ask(socket: TestSocket, frame: object, method: string) {
  const before = socket.frames.length;
  socket.send(frame);
  return nextAfter(socket, method, before);
}

type MessageListFrame = Extract<SocketServerFrame, { method: 'messageList' }>;

/** Sends a MessageList frame and answers the messageList frame that follows it. */
export async function askHistory(socket: TestSocket, frame: object): Promise<MessageListFrame> {
  return (await ask(socket, frame, 'messageList')) as MessageListFrame;
}
