/** The parent id of the provinces (the area pickers' start). Zod-free, so web pages import it cheaply. */
export const AREA_ROOT_ID = '-1';
