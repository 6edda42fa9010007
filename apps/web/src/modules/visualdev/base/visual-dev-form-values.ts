import type { CreateVisualDevBody, VisualDevInfo } from '@platform/contracts';
import { dataViewFieldNames } from '@platform/form-engine';

/*
 * The values of the design dialog and the body it sends: the JSON parts as text (blank ones null), as
 * the server keeps them. A data view (webType 4) sends its data interface and parameter values and no
 * form; `viewFields` only feeds the list designer and is not sent.
 */

/** The page types: form, list + form, list + form + flow, data view. */
export const WEB_TYPES = ['1', '2', '3', '4'] as const;
/** The page type of a data view: a list of a data interface's rows, without a form. */
export const DATA_VIEW = '4';
/** The platform's own database, the data connection of a new design. */
export const PLATFORM_DATABASE = '0';

export type DesignFormValues = {
  fullName: string;
  enCode: string;
  category: string;
  webType: string;
  enableFlow?: boolean;
  dbLinkId?: string;
  tables?: string;
  formData?: string;
  columnData?: string;
  interfaceId?: string;
  interfaceParam?: string;
  viewFields?: string[];
  sortCode?: number;
  description?: string;
};

export const NEW_DESIGN: Partial<DesignFormValues> = {
  webType: '2',
  enableFlow: false,
  dbLinkId: PLATFORM_DATABASE,
  tables: '[]',
  sortCode: 0,
};

export const toValues = (design: VisualDevInfo): Partial<DesignFormValues> => ({
  fullName: design.fullName,
  enCode: design.enCode,
  category: design.category,
  webType: String(design.webType ?? 2),
  enableFlow: design.enableFlow === 1,
  dbLinkId: design.dbLinkId ?? PLATFORM_DATABASE,
  tables: design.tables ?? '',
  formData: design.formData ?? '',
  columnData: design.columnData ?? '',
  interfaceId: design.interfaceId ?? '',
  interfaceParam: design.interfaceParam ?? '',
  viewFields: dataViewFieldNames(design.columnData ?? ''),
  sortCode: design.sortCode,
  description: design.description ?? '',
});

const jsonOrNull = (text: string | undefined) => (text?.trim() ? text : null);

/** The body of a design. */
export function designBody(values: DesignFormValues): CreateVisualDevBody {
  const isView = values.webType === DATA_VIEW;
  return {
    fullName: values.fullName,
    enCode: values.enCode,
    category: values.category,
    type: 1,
    webType: Number(values.webType),
    enableFlow: values.enableFlow && !isView ? 1 : 0,
    dbLinkId: values.dbLinkId || PLATFORM_DATABASE,
    tables: isView ? '[]' : jsonOrNull(values.tables),
    formData: isView ? null : jsonOrNull(values.formData),
    columnData: jsonOrNull(values.columnData),
    ...(isView
      ? { interfaceId: values.interfaceId || null, interfaceParam: jsonOrNull(values.interfaceParam) }
      : {}),
    sortCode: values.sortCode ?? 0,
    description: values.description ?? '',
  };
}
