export interface StartupInfo {
  /** The HOST the server was asked to listen on. */
  host: string;
  /** What `app.listen` resolved to (carries the real port when PORT=0). */
  address: string;
  /** Only on the first start without ADMIN_INITIAL_PASSWORD (SeedResult). */
  generatedAdminPassword?: string;
}

/** The URL a person can open: wildcard hosts become localhost, IPv6 literals get brackets. */
export function publicUrl(host: string, address: string): string {
  const port = new URL(address).port;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/**
 * What the process prints once it listens. The generated administrator password appears here and
 * nowhere else (not in the log, not in the database), so it is shown on the first start only.
 */
export function startupBanner(info: StartupInfo): string {
  const url = publicUrl(info.host, info.address);
  const lines = [``, `  Platform is running: ${url}`, `  API docs:            ${url}/api/docs`];
  if (info.generatedAdminPassword) {
    lines.push(
      ``,
      `  First start: administrator account created.`,
      `    account:  admin`,
      `    password: ${info.generatedAdminPassword}`,
      `  This password is shown only once and must be changed at first login.`,
    );
  }
  return `${lines.join('\n')}\n\n`;
}
