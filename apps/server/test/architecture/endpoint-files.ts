import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '@platform/contracts';

/** Where the endpoint descriptors live, and how to find and recognise them. */

export const CONTRACTS_SRC = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/contracts/src',
);

export function endpointFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return endpointFiles(path);
      return entry.name.endsWith('.endpoints.ts') ? [path] : [];
    })
    .sort();
}

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'schemas' in value
  );
}

export function isEndpointGroup(value: unknown): value is Record<string, Endpoint> {
  return typeof value === 'object' && value !== null && Object.values(value).every(isEndpoint);
}

/** Every descriptor of every `*.endpoints.ts` file, with the file and group it comes from. */
export async function loadDescriptors(): Promise<
  { file: string; group: string; key: string; endpoint: Endpoint }[]
> {
  const found: { file: string; group: string; key: string; endpoint: Endpoint }[] = [];
  for (const file of endpointFiles(CONTRACTS_SRC)) {
    const module: Record<string, unknown> = await import(file);
    for (const [group, value] of Object.entries(module)) {
      if (!isEndpointGroup(value)) continue;
      for (const [key, endpoint] of Object.entries(value)) found.push({ file, group, key, endpoint });
    }
  }
  return found;
}
