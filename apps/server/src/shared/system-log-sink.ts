/*
 * Where the services hand 系统日志 entries (login outcomes, administrative writes). The system log
 * module implements it with a bounded buffer written off the request path (app.ts wires it into the
 * context), so shared code and other modules write entries without importing that module.
 */

export interface LoginLogEntry {
  userId: string | null;
  account: string;
  /** 0 sign-in, 1 sign-out. */
  loginType: 0 | 1;
  isSuccess: boolean;
  abstracts: string;
  ip: string;
  ipAddressName: string | null;
  userAgent: string | undefined;
}

export interface OperationLogEntry {
  userId: string;
  account: string;
  /** The record's table. */
  moduleName: string;
  /** create, update, state, remove, or the action a route names (resetPassword, grant, …). */
  action: string;
  recordId: string;
  before: unknown;
  after: unknown;
}

export interface SystemLogSink {
  login(entry: LoginLogEntry): void;
  operation(entry: OperationLogEntry): void;
  /** Writes what is queued (a log list reads its own process's latest entries). */
  flush?(): Promise<void>;
}
