import type { ComponentType } from 'react';
import type { OptionItem } from './sources.tsx';

/** What the injected rich-text editor receives. */
export interface RichTextFieldProps {
  id: string;
  /** The stored HTML ('' when empty). */
  value: string;
  /** Called with the edited HTML; the renderer stores it as given, the server sanitises it on save. */
  onChange: (html: string) => void;
  disabled: boolean;
  placeholder: string;
}

/** A QR code or barcode to draw: the text and the design's colours and sizes. */
export type CodeImageProps =
  | { kind: 'qrcode'; text: string; size: number; colorDark: string; colorLight: string }
  | {
      kind: 'barcode';
      text: string;
      /** The design's format, lower case as the original stores it (`code128`, `ean13`...). */
      format: string;
      lineColor: string;
      background: string;
      /** Width of one bar unit, in pixels. */
      width: number;
      height: number;
    };

/** One area (province, city, district, street) below a parent; `isLeaf` when it has none below it. */
export interface AreaOption extends OptionItem {
  value: string;
  isLeaf?: boolean;
}

/** A suggestions request of `autoComplete`: the data interface, its parameters and how many rows. */
export interface SuggestionsRequest {
  interfaceId: string;
  /** The column of the interface's rows that is suggested. */
  relationField: string;
  /** The design's `templateJson` with each `defaultValue` filled: the typed text for `@keyword`. */
  paramList: Array<{ field: string; relationField: string; defaultValue: unknown }>;
  pageSize: number;
}

/** Which attribute of the record picked by a `relationForm` / `popupSelect` field to show. */
export interface RelatedAttributeRequest {
  kind: 'relationForm' | 'popupSelect';
  /** The picker field (`__vModel__`) that holds the picked record's id. */
  pickerField: string;
  /** The picked id. */
  id: string;
  /** The attribute of that record to show. */
  showField: string;
  /** The form's values when asked: a data-interface picker's parameters bound to form fields read them. */
  values?: Readonly<Record<string, unknown>>;
}

/** Sources of the editor, code, area, autocomplete and related-attribute widgets. */
export interface WidgetSources {
  /** The edit control of `editor`; without it the edit face is the "not supported yet" placeholder. */
  RichTextField?: ComponentType<RichTextFieldProps>;
  /** Draws a QR code or a barcode; without it the text is shown instead. */
  CodeImage?: ComponentType<CodeImageProps>;
  /** The areas below `parentId` (`-1` for the provinces). */
  areaChildren?: (parentId: string) => Promise<AreaOption[]>;
  /** The rows of a data interface for `autoComplete` (the server's `data.list`). */
  interfaceSuggestions?: (request: SuggestionsRequest) => Promise<Array<Record<string, unknown>>>;
  /** One attribute of a related record, for `relationFormAttr` and `popupAttr`. */
  relatedAttribute?: (request: RelatedAttributeRequest) => Promise<unknown>;
}
