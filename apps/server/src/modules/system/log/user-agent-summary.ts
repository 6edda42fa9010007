/*
 * The browser and operating system named in a user agent, for the log lists' 浏览器 and 操作系统
 * columns. Only the common families are told apart; anything else stays unnamed.
 */

const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return null;
}

export function platformOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  return SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}
