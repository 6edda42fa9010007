import type { GeneratorModel } from './generator-model.ts';
import { repositoryFile } from './repository-template.ts';
import { serviceFile } from './service-template.ts';
import {
  filledFields,
  type GeneratedFile,
  importBlock,
  lines,
  modulePaths,
  quoted,
  typeName,
} from './template-text.ts';

function routesFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  // The service fills creator and modifier fields with the caller.
  const caller = (on?: 'save') => (filledFields(model, on).length > 0 ? 'user.userId, ' : '');
  const user = (on?: 'save') => (caller(on) ? 'user, ' : '');
  const endpoints = `${model.camel}Endpoints`;
  return {
    path: `${modulePaths(model).server}.routes.ts`,
    content: lines(
      `import { ButtonCode, ${endpoints} } from '@platform/contracts';`,
      "import { ok, requiresPermission, route } from '../../../http/route.ts';",
      ...importBlock(
        [`create${name}`, `get${name}`, `list${name}`, `remove${name}`, `update${name}`],
        `./${model.kebab}.service.ts`,
      ),
      '',
      '/** The menu that grants the module: seed it (db/seed/menu-tree.ts) and name it in MenuCode. */',
      `const MENU = ${quoted(`${model.area}.${model.camel}`)};`,
      '',
      `export const ${model.camel}Routes = [`,
      `  route(${endpoints}.list, {`,
      '    access: requiresPermission(MENU),',
      `    handler: ({ app, query }) => list${name}(app, query),`,
      '  }),',
      `  route(${endpoints}.get, {`,
      '    access: requiresPermission(MENU),',
      `    handler: ({ app, params }) => get${name}(app, params.id),`,
      '  }),',
      `  route(${endpoints}.create, {`,
      '    access: requiresPermission(MENU, ButtonCode.add),',
      `    handler: async ({ app, ${user()}body }) => ok({ id: await create${name}(app, ${caller()}body) }, 'common.created'),`,
      '  }),',
      `  route(${endpoints}.update, {`,
      '    access: requiresPermission(MENU, ButtonCode.edit),',
      `    handler: async ({ app, ${user('save')}params, body }) => {`,
      `      await update${name}(app, ${caller('save')}params.id, body);`,
      "      return ok(null, 'common.updated');",
      '    },',
      '  }),',
      `  route(${endpoints}.remove, {`,
      '    access: requiresPermission(MENU, ButtonCode.remove),',
      '    handler: async ({ app, params }) => {',
      `      await remove${name}(app, params.id);`,
      "      return ok(null, 'common.deleted');",
      '    },',
      '  }),',
      '];',
    ),
  };
}

/** The server module: repository (with its table), service and routes. */
export function serverFiles(model: GeneratorModel): GeneratedFile[] {
  return [repositoryFile(model), serviceFile(model), routesFile(model)];
}
