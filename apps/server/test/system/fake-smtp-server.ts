import { createServer, type Server, type Socket } from 'node:net';

/*
 * A tiny SMTP server on 127.0.0.1 for the mail settings' connection test: it greets, answers EHLO
 * with the AUTH methods it was given, checks AUTH PLAIN or AUTH LOGIN against one account and
 * records every command it received. Nothing leaves the machine.
 */

export interface FakeSmtp {
  port: number;
  commands: string[];
  close(): Promise<void>;
}

export async function startFakeSmtp(options: {
  account: string;
  password: string;
  authMethods?: string;
  greeting?: string;
}): Promise<FakeSmtp> {
  const commands: string[] = [];
  const open = new Set<Socket>();
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const serve = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    let step: 'command' | 'loginUser' | 'loginPassword' = 'command';
    let user = '';
    let buffer = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    say(options.greeting ?? '220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        commands.push(line);
        if (step === 'loginUser') {
          user = line;
          step = 'loginPassword';
          say(`334 ${b64('Password:')}`);
        } else if (step === 'loginPassword') {
          step = 'command';
          const isRight = user === b64(options.account) && line === b64(options.password);
          say(isRight ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication failed');
        } else if (/^EHLO /i.test(line)) {
          say('250-fake.smtp');
          say(`250 AUTH ${options.authMethods ?? 'PLAIN LOGIN'}`);
        } else if (/^AUTH PLAIN /i.test(line)) {
          const isRight = line.slice(11) === b64(`\0${options.account}\0${options.password}`);
          say(isRight ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication failed');
        } else if (/^AUTH LOGIN$/i.test(line)) {
          step = 'loginUser';
          say(`334 ${b64('Username:')}`);
        } else if (/^QUIT$/i.test(line)) {
          say('221 Bye');
          socket.end();
        } else say('502 5.5.2 Command not recognized');
      }
    });
    socket.on('error', () => undefined);
  };
  const server: Server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    commands,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
