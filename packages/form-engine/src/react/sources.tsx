import type { FileSizeUnit } from '@platform/contracts';
import { type ComponentType, createContext, useContext } from 'react';
import type { DataDictionaryValueKey } from '../data-dictionary.ts';
import type { FormField } from '../schema/form-schema.ts';
import type { FileItem } from '../validation/file-rules.ts';
import type { CurrentUserDefaults } from './current-defaults.ts';
import type { FormContext } from './form-context.ts';
import {
  fakePickerSources,
  type PickerDirectory,
  type PickerSources,
  type PickerTreeNode,
} from './picker-sources.ts';
import { fakeRecordSources, type RecordSources } from './record-sources.ts';
import type { WidgetSources } from './widget-sources.ts';

/** One choice as the widgets show it, whatever keys the design or the data source stores it under. */
export interface OptionItem {
  label: string;
  value: string | number;
  children?: OptionItem[];
}

/** Which directory an id is looked up in to show its name. */
export type NameLookupKind = 'user' | 'organize' | 'position' | 'role' | 'group' | 'area';

/**
 * Everything the renderer reads from outside the design. The renderer never fetches: the host (the web
 * app, a test) passes these functions, which may call its API. Each is optional; a missing one leaves the
 * options empty or shows the bare id.
 */
export interface FormDataSources extends PickerSources, WidgetSources, RecordSources {
  /**
   * Options of a widget whose `__config__.dataType` is `dictionary`, by `__config__.dictionaryType`: each
   * entry's `valueKey` (its id or code, what the field stores: `dataDictionaryValueKey`) as the value.
   */
  dictionaryOptions?: (dictionaryType: string, valueKey: DataDictionaryValueKey) => Promise<OptionItem[]>;
  /**
   * Options of a widget whose `dataType` is `dynamic`: the rows of the data interface `__config__.propsUrl`
   * called with the parameters of `__config__.templateJson` (values of the form fields they name). The
   * renderer reads each row's label, value and children under the field's option keys (`props`), as it
   * does for static options. The renderer names the asking widget of the design (`field`): several may
   * name one interface, each with its own parameters.
   */
  interfaceOptions?: (
    interfaceId: string,
    params: Record<string, unknown>,
    field?: FormField,
  ) => Promise<Array<Record<string, unknown>>>;
  /**
   * Options of a widget whose `dataType` is `dynamicDictionary`: the enabled entries of the dynamic
   * dictionary design `__config__.dictionaryType` as rows `{id, fullName, enCode, children?}`, read under
   * the field's option keys as static options are (so a design may store the entry's `enCode`).
   */
  dynamicDictionaryOptions?: (designId: string) => Promise<Array<Record<string, unknown>>>;
  /**
   * The signed-in user, read when a new record or sub-table row starts: fields whose design says
   * `defaultCurrent` take the user's id, department or organization path (currentDefault).
   */
  currentUser?: () => CurrentUserDefaults | undefined;
  /** Set by FormRenderer from its `context` prop (never inherited by a nested form): see FormContext. */
  formContext?: FormContext;
  /** Display names of ids (users, organizations, positions, roles, groups, areas), by id. */
  lookupNames?: (kind: NameLookupKind, ids: string[]) => Promise<Record<string, string>>;
  /**
   * The edit control of the upload widgets (`uploadFz`, `uploadFile`, `uploadImg`); the host builds it on
   * its own upload calls. Without it the edit face shows the "not supported yet" placeholder.
   */
  FileUploadField?: ComponentType<FileUploadFieldProps>;
}

/** What the injected upload control receives: the file list and the design's limits. */
export interface FileUploadFieldProps {
  id: string;
  value: FileItem[];
  onChange: (files: FileItem[]) => void;
  /** `edit`, or `read` when the design locks the control (`disabled`). */
  mode: 'edit' | 'read';
  disabled: boolean;
  /** Most files the field holds; 0 = no limit. */
  limit: number;
  /** Largest file in `sizeUnit`; 0 = no limit. */
  fileSize: number;
  sizeUnit: FileSizeUnit;
  /** The design's accept text ('' = any type; images default to `image/*`). */
  accept: string;
  kind: 'file' | 'image';
  /** The design's button text, else empty. */
  buttonText: string;
}

const FormDataSourcesContext = createContext<FormDataSources>({});

export const FormDataSourcesProvider = FormDataSourcesContext.Provider;

export function useFormDataSources(): FormDataSources {
  return useContext(FormDataSourcesContext);
}

/** In-memory sources for tests and stories: fixed dictionaries, interfaces, names and picker trees. */
export function createFakeSources(data: {
  dictionaries?: Record<string, OptionItem[]>;
  interfaces?: Record<string, (params: Record<string, unknown>) => Array<Record<string, unknown>>>;
  /** Entries of dynamic dictionaries (designs), by design id. */
  dynamicDictionaries?: Record<string, Array<Record<string, unknown>>>;
  names?: Partial<Record<NameLookupKind, Record<string, string>>>;
  pickers?: Partial<Record<PickerDirectory, PickerTreeNode[]>>;
  /** Data interfaces' rows and other forms' records for the popup and relation-form pickers. */
  records?: Parameters<typeof fakeRecordSources>[0];
}): FormDataSources {
  return {
    ...fakePickerSources(data.pickers ?? {}),
    ...fakeRecordSources(data.records ?? {}),
    dictionaryOptions: async (type) => data.dictionaries?.[type] ?? [],
    interfaceOptions: async (id, params) => data.interfaces?.[id]?.(params) ?? [],
    dynamicDictionaryOptions: async (id) => data.dynamicDictionaries?.[id] ?? [],
    lookupNames: async (kind, ids) => {
      const names = data.names?.[kind] ?? {};
      return Object.fromEntries(ids.filter((id) => id in names).map((id) => [id, names[id]]));
    },
  };
}
