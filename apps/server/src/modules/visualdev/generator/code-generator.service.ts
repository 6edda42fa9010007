import { Readable } from 'node:stream';
import type {
  CodeGeneratorBody,
  CodeGeneratorListQuery,
  CodePreview,
  FileDownloadLink,
  GeneratedFolderNode,
  Language,
} from '@platform/contracts';
import { parseFormDesign } from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf } from '../../../shared/record-kit/page-of.ts';
import { saveGeneratedFile } from '../../file/file.service.ts';
import { zipStream } from '../../file/zip-stream.ts';
import { findVisualDesign, findVisualDesignPage } from '../base/visual-dev.repository.ts';
import { generateModule } from './generate-module.ts';
import { buildGeneratorModel, namesOf } from './generator-model.ts';
import { type GeneratedFile, sentFields } from './template-text.ts';

/*
 * 代码生成: a 功能设计 design becomes a module of this repository (contract, server, web page, strings,
 * test). Nothing is stored but the zip a download writes, which the caller fetches once as an export.
 */

/** The server areas a module may be generated into (their folders under modules/). */
export const CODE_GENERATOR_AREAS = ['system', 'permission', 'message', 'visualdev', 'extend'] as const;

/** Designs of 功能设计 (type 1), as the page lists them. */
export async function listGeneratorDesigns(ctx: AppContext, query: CodeGeneratorListQuery) {
  const { rows, total } = await findVisualDesignPage(ctx.db, {
    keyword: query.keyword,
    keywordKeys: ['fullName', 'enCode'],
    type: 1,
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const list = rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.categoryName ?? '',
    webType: row.webType,
    creatorTime: row.createdAt.getTime(),
    lastModifyTime: row.updatedAt?.getTime() ?? null,
  }));
  return pageOf(list, total, query);
}

/** The module's files from the stored design; unknown designs and designs without fields are refused. */
export async function generateDesignFiles(
  ctx: AppContext,
  lang: Language,
  id: string,
  body: CodeGeneratorBody,
): Promise<GeneratedFile[]> {
  const design = await findVisualDesign(ctx.db, id);
  if (!design) throw notFound('visualDev.notFound');
  if (!/^[A-Za-z]/.test(namesOf(body.className).pascal)) {
    throw badRequest('codeGenerator.reservedName', { name: body.className });
  }
  const parsed = design.formData ? parseFormDesign(design.formData, lang) : undefined;
  if (!parsed?.success) throw badRequest('codeGenerator.noFields');
  const model = buildGeneratorModel(parsed.model, body, design.fullName);
  if (sentFields(model.fields).length === 0) throw badRequest('codeGenerator.noFields');
  return generateModule(model);
}

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

/** The files as the original's tree: one node per folder, its files below, in generation order. */
export function toPreviewTree(files: readonly GeneratedFile[]): CodePreview {
  const folders = new Map<string, GeneratedFolderNode>();
  for (const file of files) {
    const slash = file.path.lastIndexOf('/');
    const dir = file.path.slice(0, slash);
    const folder = folders.get(dir) ?? { id: dir, fileName: dir, children: [] };
    folders.set(dir, folder);
    folder.children.push({
      id: file.path,
      fileName: file.path.slice(slash + 1),
      fileType: extensionOf(file.path),
      fileContent: file.content,
    });
  }
  return { list: [...folders.values()] };
}

export async function previewDesignCode(
  ctx: AppContext,
  lang: Language,
  id: string,
  body: CodeGeneratorBody,
) {
  return toPreviewTree(await generateDesignFiles(ctx, lang, id, body));
}

/** The module as a zip of its files under their repository paths, kept as the caller's export. */
export async function downloadDesignCode(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  id: string,
  body: CodeGeneratorBody,
): Promise<FileDownloadLink> {
  const files = await generateDesignFiles(ctx, lang, id, body);
  const entries = files.map((file) => {
    const bytes = Buffer.from(file.content, 'utf8');
    return { name: file.path, size: bytes.length, open: async () => Readable.from([bytes]) };
  });
  const name = `${namesOf(body.className).kebab}-code.zip`;
  return saveGeneratedFile(ctx, {
    ownerId: caller.userId,
    name,
    content: zipStream(entries, ctx.now()),
    mimeType: 'application/zip',
  });
}
