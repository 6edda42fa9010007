/** Vite's `?raw` imports (used by tests to read docs): the file's text. */
declare module '*?raw' {
  const text: string;
  export default text;
}
