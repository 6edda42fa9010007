import { createServer, type Server, type Socket } from 'node:net';

/*
 * A tiny SMTP server on 127.0.0.1 for the mail settings' connection test: it greets, answers EHLO
 * with the AUTH methods it was given, checks AUTH PLAIN or AUTH LOGIN against one account, accepts
 * mail (MAIL FROM, RCPT TO, DATA) and records every command and every mail it received. Nothing
 * leaves the machine.
 */

export interface FakeMail {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtp {
  port: number;
  commands: string[];
  mails: FakeMail[];
  close(): Promise<void>;
}

export async function startFakeSmtp(options: {
  account: string;
  password: string;
  authMethods?: string;
  greeting?: string;
}): Promise<FakeSmtp> {
  const commands: string[] = [];
  const mails: FakeMail[] = [];
  const open = new Set<Socket>();
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const serve = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    let step: 'command' | 'loginUser' | 'loginPassword' | 'data' = 'command';
    let mail: FakeMail = { from: '', to: [], data: '' };
    let user = '';
    let buffer = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    say(options.greeting ?? '220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (step === 'data') {
          if (line === '.') {
            step = 'command';
            mails.push(mail);
            say('250 2.0.0 Ok: queued');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
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
        } else if (/^MAIL FROM:/i.test(line)) {
          mail = { from: line.slice(10).replace(/[<>]/g, ''), to: [], data: '' };
          say('250 2.1.0 Ok');
        } else if (/^RCPT TO:/i.test(line)) {
          mail.to.push(line.slice(8).replace(/[<>]/g, ''));
          say('250 2.1.5 Ok');
        } else if (/^DATA$/i.test(line)) {
          step = 'data';
          say('354 End data with <CR><LF>.<CR><LF>');
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
    mails,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
