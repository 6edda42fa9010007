import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import { fileDownloadLinkSchema } from '../file.ts';
import {
  codeGeneratorAreasSchema,
  codeGeneratorBodySchema,
  codeGeneratorListQuerySchema,
  codeGeneratorListSchema,
  codePreviewSchema,
} from './code-generator.ts';

const BASE = '/visualdev/Generater';

/** 代码生成: the designs, the module areas, and a design's generated module as a preview or a zip. */
export const codeGeneratorEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Designs code can be generated from, paged; keyword on name or code',
    schemas: { query: codeGeneratorListQuerySchema, response: codeGeneratorListSchema },
  }),
  areasName: endpoint({
    method: 'GET',
    path: `${BASE}/AreasName`,
    summary: 'The area folders a generated module may go into',
    schemas: { response: codeGeneratorAreasSchema },
  }),
  codePreview: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/CodePreview`,
    summary: "The module generated from a design: folders with their files' text",
    schemas: { params: idParamsSchema, body: codeGeneratorBodySchema, response: codePreviewSchema },
  }),
  downloadCode: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/DownloadCode`,
    summary: 'The generated module as a zip the caller downloads from the answered url',
    schemas: { params: idParamsSchema, body: codeGeneratorBodySchema, response: fileDownloadLinkSchema },
  }),
};
