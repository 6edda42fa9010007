import { contractFiles } from './contract-template.ts';
import type { GeneratorModel } from './generator-model.ts';
import { serverFiles } from './server-template.ts';
import { serviceTestFile } from './service-test-template.ts';
import type { GeneratedFile } from './template-text.ts';
import { testFile } from './test-template.ts';
import { webFiles } from './web-template.ts';

/** Every file of the module, in a fixed order: the same model always gives the same files. */
export function generateModule(model: GeneratorModel): GeneratedFile[] {
  const [repository, service, routes] = serverFiles(model);
  return [
    ...contractFiles(model),
    testFile(model),
    repository,
    service,
    serviceTestFile(model),
    routes,
    ...webFiles(model),
  ];
}
