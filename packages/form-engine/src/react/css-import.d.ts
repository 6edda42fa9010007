/** Plain stylesheet imports (form-frame.css): the host's bundler adds the rules to the page. */
declare module '*.css';
