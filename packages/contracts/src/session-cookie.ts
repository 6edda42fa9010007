// Zod-free on purpose: the web's storage layer imports it on the first screen.

/**
 * The cookie in which the web keeps the session token beside local storage (Path=/,
 * SameSite=Strict). The API reads tokens from the Authorization header only; pages a browser opens
 * by navigation (the API reference) read this cookie.
 */
export const SESSION_TOKEN_COOKIE = 'sme_platform_token';
