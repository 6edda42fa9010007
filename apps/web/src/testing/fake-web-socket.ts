import type { SocketLike } from '../platform/http/message-socket.ts';

/** A WebSocket stand-in the test opens, feeds and drops by hand; every one made is in `made`. */
export class FakeWebSocket implements SocketLike {
  static made: FakeWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  isClosed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(frame: object): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The connection drops (the server went away). */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.isClosed = true;
    this.drop();
  }
}
