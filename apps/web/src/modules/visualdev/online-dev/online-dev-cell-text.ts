/** The list's cell texts live in the form engine, shared with the server's Excel export. */
export { type CellText, cellTexts, type SwitchWords, storedText } from '@platform/form-engine';
