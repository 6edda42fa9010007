import type { CurrentUserDefaults, FormDataSources } from '@platform/form-engine/react';
import { useSession } from '../../platform/stores/session-store.ts';
import { areaChildren, areaNames } from './area/area-source.ts';
import { FormCodeImage } from './codes/form-code-image.tsx';
import { dictionaryOptions } from './dictionary/dictionary-source.ts';
import { dynamicDictionaryOptions } from './dictionary/dynamic-dictionary-source.ts';
import { interfaceSources } from './pickers/interface-sources.ts';
import { relationFormSources } from './pickers/relation-form-sources.ts';
import { FormRichTextField } from './rich-text/form-rich-text-field.tsx';
import { FormUploadField } from './upload/form-upload-field.tsx';

/** The signed-in user as "默认为当前…" fields read them (none before CurrentUser has answered). */
function currentUser(): CurrentUserDefaults | undefined {
  const info = useSession.getState().current?.userInfo;
  if (!info) return undefined;
  return { userId: info.userId, departmentId: info.departmentId, organizeIdList: info.organizeIdList };
}

/**
 * What a form of a design reads from the app: the server's dictionaries (dynamic ones too), areas, data interfaces and
 * other designs' records (relation forms), the signed-in user (fields defaulting to the current one), the chunked upload control, the rich-text editor and the
 * QR code / barcode drawer. Hosts add the pickers (withPickerSources) once per mount.
 */
export const appFormSources: FormDataSources = {
  ...interfaceSources,
  ...relationFormSources,
  FileUploadField: FormUploadField,
  RichTextField: FormRichTextField,
  CodeImage: FormCodeImage,
  currentUser,
  areaChildren,
  dictionaryOptions,
  dynamicDictionaryOptions,
  lookupNames: async (kind, ids) => (kind === 'area' ? areaNames(ids) : {}),
};
