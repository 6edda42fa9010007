import {
  type EndpointBody,
  MENU_TYPE_FIELDS,
  type MenuCategory,
  type MenuInfo,
  parseMenuProperty,
} from '@platform/contracts';
import type { menuEndpoints } from '@platform/contracts/web-endpoints';

/*
 * The menu dialog edits propertyJson as two fields (moduleId, isTree); these convert between the
 * form's values and the wire body, where propertyJson stays a JSON string.
 */

export interface MenuFormValues {
  parentId: string;
  type: number;
  fullName: string;
  enCode: string;
  icon?: string | null;
  urlAddress?: string | null;
  linkTarget?: '_self' | '_blank' | null;
  moduleId?: string;
  isTree?: boolean;
  isHidden?: boolean;
  isButtonAuthorize?: boolean;
  isColumnAuthorize?: boolean;
  isFormAuthorize?: boolean;
  isDataAuthorize?: boolean;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

const bit = (value: boolean | undefined) => (value ? 1 : 0);

export function toMenuBody(
  values: MenuFormValues,
  systemId: string,
  category: MenuCategory,
): EndpointBody<typeof menuEndpoints.create> {
  const rules = MENU_TYPE_FIELDS[values.type] ?? MENU_TYPE_FIELDS[0];
  const propertyJson = rules.needsModuleId
    ? JSON.stringify(
        values.type === 6
          ? { moduleId: values.moduleId?.trim() ?? '' }
          : { moduleId: values.moduleId?.trim() ?? '', isTree: bit(values.isTree) },
      )
    : null;
  return {
    systemId,
    category,
    parentId: values.parentId,
    type: values.type,
    fullName: values.fullName,
    enCode: values.enCode,
    icon: values.icon ?? null,
    urlAddress: rules.needsUrl ? (values.urlAddress ?? null) : null,
    linkTarget: rules.needsLinkTarget ? (values.linkTarget ?? null) : null,
    propertyJson,
    isHidden: bit(values.isHidden),
    isButtonAuthorize: rules.hasResources ? bit(values.isButtonAuthorize) : 0,
    isColumnAuthorize: rules.hasResources ? bit(values.isColumnAuthorize) : 0,
    isFormAuthorize: rules.hasResources ? bit(values.isFormAuthorize) : 0,
    isDataAuthorize: rules.hasResources ? bit(values.isDataAuthorize) : 0,
    sortCode: values.sortCode ?? 0,
    enabledMark: values.enabledMark === false ? 0 : 1,
    description: values.description ?? null,
  };
}

export function toMenuFormValues(menu: MenuInfo): MenuFormValues {
  const property = parseMenuProperty(menu.propertyJson);
  return {
    parentId: menu.parentId,
    type: menu.type,
    fullName: menu.fullName,
    enCode: menu.enCode,
    icon: menu.icon,
    urlAddress: menu.urlAddress,
    linkTarget: menu.linkTarget === '_self' || menu.linkTarget === '_blank' ? menu.linkTarget : null,
    moduleId: property?.moduleId,
    isTree: property?.isTree === 1,
    isHidden: menu.isHidden === 1,
    isButtonAuthorize: menu.isButtonAuthorize === 1,
    isColumnAuthorize: menu.isColumnAuthorize === 1,
    isFormAuthorize: menu.isFormAuthorize === 1,
    isDataAuthorize: menu.isDataAuthorize === 1,
    sortCode: menu.sortCode,
    enabledMark: menu.enabledMark === 1,
    description: menu.description,
  };
}

/** Defaults of a new menu: a page under the given parent. */
export const newMenuValues = (parentId = '-1'): MenuFormValues => ({
  parentId,
  type: 2,
  fullName: '',
  enCode: '',
  linkTarget: '_self',
  isHidden: false,
  isButtonAuthorize: true,
  isColumnAuthorize: false,
  isFormAuthorize: false,
  isDataAuthorize: false,
  sortCode: 0,
  enabledMark: true,
});
