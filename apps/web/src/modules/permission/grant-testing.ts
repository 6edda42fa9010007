/* Permission-entry items of the page tests (the shape the server sends in permissionList). */

/** Items for these codes, as button, column or form grants of a page. */
export const grantItems = (codes: Iterable<string>) =>
  [...codes].map((enCode) => ({ id: enCode, fullName: enCode, enCode }));
