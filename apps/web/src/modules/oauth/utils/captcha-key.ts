/** A fresh captcha key: the server keeps one code per key, so every refresh needs a new one. */
export function newCaptchaKey(): string {
  return `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
}
