import { connect as netConnect, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { connect as tlsConnect } from 'node:tls';

/*
 * A minimal SMTP client: greeting, EHLO, STARTTLS when the server offers it on a plain connection,
 * AUTH (PLAIN, else LOGIN), then, when given a mail (a test send), MAIL FROM, RCPT TO and DATA, and
 * QUIT. The connection tests give none and send nothing.
 */

export interface SmtpProbeOptions {
  host: string;
  port: number;
  /** TLS from the first byte (SMTPS, usually 465). */
  isTls: boolean;
  account: string;
  password: string;
  timeoutMs?: number;
  /** Sent once signed in: the envelope and the whole message (headers and body, CRLF lines). */
  mail?: { from: string; to: readonly string[]; data: string };
}

/** Why a probe failed, in words the settings screen can show (no server text is echoed back). */
export type SmtpProbeFailure = 'unreachable' | 'timeout' | 'notSmtp' | 'tls' | 'authRejected' | 'mailRefused';

export class SmtpProbeError extends Error {
  constructor(readonly reason: SmtpProbeFailure) {
    super(reason);
  }
}

interface Reply {
  code: number;
  lines: string[];
}

/** Reads complete replies ("250-a", "250 b") from a socket, one per `next()`. */
function replyReader(socket: Socket) {
  let buffer = '';
  let lines: string[] = [];
  const ready: Reply[] = [];
  let waiting: ((reply: Reply) => void) | undefined;
  const deliver = (reply: Reply) => {
    if (!waiting) return void ready.push(reply);
    const resolve = waiting;
    waiting = undefined;
    resolve(reply);
  };
  // A connection that closes mid-conversation answers "code 0", which no step expects.
  const onClose = () => deliver({ code: 0, lines: [] });
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      lines.push(line.slice(4));
      if (line[3] === '-') continue;
      deliver({ code: Number(line.slice(0, 3)), lines });
      lines = [];
    }
  };
  socket.on('data', onData);
  socket.on('close', onClose);
  return {
    next: () =>
      new Promise<Reply>((resolve) => {
        const early = ready.shift();
        if (early) resolve(early);
        else waiting = resolve;
      }),
    detach: () => {
      socket.off('data', onData);
      socket.off('close', onClose);
    },
  };
}

function open(options: SmtpProbeOptions): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = options.isTls
      ? tlsConnect({ host: options.host, port: options.port, servername: options.host }, () =>
          resolve(socket),
        )
      : netConnect({ host: options.host, port: options.port }, () => resolve(socket));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new SmtpProbeError(
          error.code?.startsWith('ERR_TLS') || error.code === 'EPROTO' ? 'tls' : 'unreachable',
        ),
      ),
    );
  });
}

function upgrade(socket: Socket, host: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const secure = tlsConnect({ socket, servername: host }, () => resolve(secure));
    secure.once('error', () => reject(new SmtpProbeError('tls')));
  });
}

async function converse(first: Socket, options: SmtpProbeOptions): Promise<Socket> {
  let socket = first;
  let reader = replyReader(socket);
  const send = async (line: string, expected: number, failure?: SmtpProbeFailure): Promise<Reply> => {
    if (line) socket.write(`${line}\r\n`);
    const reply = await reader.next();
    if (reply.code !== expected)
      throw new SmtpProbeError(failure ?? (expected === 235 ? 'authRejected' : 'notSmtp'));
    return reply;
  };
  await send('', 220);
  const helo = `EHLO ${hostname() || 'localhost'}`;
  let features = (await send(helo, 250)).lines.map((line) => line.toUpperCase());
  if (!options.isTls && features.includes('STARTTLS')) {
    await send('STARTTLS', 220);
    reader.detach();
    socket = await upgrade(socket, options.host);
    reader = replyReader(socket);
    features = (await send(helo, 250)).lines.map((line) => line.toUpperCase());
  }
  const auth = features.find((line) => line.startsWith('AUTH')) ?? '';
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  if (auth.split(/\s+/).includes('PLAIN')) {
    await send(`AUTH PLAIN ${b64(`\0${options.account}\0${options.password}`)}`, 235);
  } else {
    await send('AUTH LOGIN', 334);
    await send(b64(options.account), 334);
    await send(b64(options.password), 235);
  }
  if (options.mail) {
    const { from, to, data } = options.mail;
    await send(`MAIL FROM:<${from}>`, 250, 'mailRefused');
    for (const address of to) await send(`RCPT TO:<${address}>`, 250, 'mailRefused');
    await send('DATA', 354, 'mailRefused');
    // A line starting with a dot gets a second dot (SMTP transparency); a lone dot ends the data.
    await send(`${data.replace(/^\./gm, '..')}\r\n.`, 250, 'mailRefused');
  }
  // Signed in (and the mail handed over): say goodbye and wait for the answer (or the close) before hanging up.
  socket.write('QUIT\r\n');
  await reader.next();
  return socket;
}

/**
 * Resolves when the server accepted the account and password (and the mail, when given); throws
 * SmtpProbeError otherwise.
 */
export async function probeSmtp(options: SmtpProbeOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let socket: Socket | undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SmtpProbeError('timeout')), timeoutMs);
  });
  try {
    await Promise.race([
      (async () => {
        socket = await open(options);
        socket.on('error', () => undefined);
        socket = await converse(socket, options);
      })(),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
    socket?.end();
    socket?.destroy();
  }
}
