import { ButtonCode, codeGeneratorEndpoints, MenuCode } from '@platform/contracts';
import { requiresPermission, route } from '../../../http/route.ts';
import {
  CODE_GENERATOR_AREAS,
  downloadDesignCode,
  listGeneratorDesigns,
  previewDesignCode,
} from './code-generator.service.ts';

const MENU = MenuCode.generator;

/* /api/visualdev/Generater (代码生成): the menu grants the list, its 预览 and 下载 buttons the code. */
export const codeGeneratorRoutes = [
  route(codeGeneratorEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, query }) => listGeneratorDesigns(app, query),
  }),
  route(codeGeneratorEndpoints.areasName, {
    access: requiresPermission(MENU),
    handler: () => [...CODE_GENERATOR_AREAS],
  }),
  route(codeGeneratorEndpoints.codePreview, {
    access: requiresPermission(MENU, ButtonCode.preview),
    handler: ({ app, lang, params, body }) => previewDesignCode(app, lang, params.id, body),
  }),
  route(codeGeneratorEndpoints.downloadCode, {
    access: requiresPermission(MENU, ButtonCode.download),
    handler: ({ app, user, lang, params, body }) => downloadDesignCode(app, user, lang, params.id, body),
  }),
];
