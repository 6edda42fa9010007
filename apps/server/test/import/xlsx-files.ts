import zlib from 'node:zlib';

/*
 * Hand-built .xlsx archives for the hostile-file tests: every byte of the zip and of the sheet XML is
 * chosen here, so a test can declare a dimension, leave it out, lie about a part's size or break the
 * XML past a given row. Spreadsheet writers never produce these on purpose.
 */

export interface ZipPart {
  name: string;
  data: Buffer;
  /** What the central directory claims the part inflates to (its real size when not given). */
  declaredSize?: number;
}

/** A part deflated ahead of time (a bomb): its compressed bytes, real size and checksum. */
export interface DeflatedPart {
  compressed: Buffer;
  realSize: number;
  crc: number;
  declaredSize?: number;
}

/** Little-endian header fields, each [byte count, value]. */
function fields(...values: [2 | 4, number][]): Buffer {
  const out = Buffer.alloc(values.reduce((n, [size]) => n + size, 0));
  let at = 0;
  for (const [size, value] of values) {
    if (size === 2) out.writeUInt16LE(value, at);
    else out.writeUInt32LE(value, at);
    at += size;
  }
  return out;
}

const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const JAN_1_1980 = 0x21;

/** A zip archive of the parts, deflated, with the sizes each part declares. */
export function zipArchive(parts: readonly (ZipPart | (DeflatedPart & { name: string }))[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const { compressed, realSize, crc } =
      'compressed' in part
        ? part
        : {
            compressed: zlib.deflateRawSync(part.data),
            realSize: part.data.length,
            crc: zlib.crc32(part.data),
          };
    const size = part.declaredSize ?? realSize;
    // What both headers say of the part, from the version needed: flags, method, time, date, crc,
    // sizes, name length, extra length.
    const described: [2 | 4, number][] = [
      [2, 20],
      [2, UTF8_NAMES],
      [2, DEFLATE],
      [2, 0],
      [2, JAN_1_1980],
      [4, crc],
      [4, compressed.length],
      [4, size],
      [2, name.length],
      [2, 0],
    ];
    const local = fields([4, 0x04034b50], ...described);
    // The central one adds the version made by first, and the comment length, disk, internal and
    // external attributes and the local header's offset last.
    const central = fields(
      [4, 0x02014b50],
      [2, 20],
      ...described,
      [2, 0],
      [2, 0],
      [2, 0],
      [4, 0],
      [4, offset],
    );
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = fields(
    [4, 0x06054b50],
    [2, 0],
    [2, 0],
    [2, parts.length],
    [2, parts.length],
    [4, directory.length],
    [4, offset],
    [2, 0],
  );
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const text = (value: string) => Buffer.from(value, 'utf8');
const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One row of inline-string cells from column A. */
export function rowXml(row: number, values: readonly string[]): string {
  const cells = values
    .map(
      (v, i) =>
        `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`,
    )
    .join('');
  return `<row r="${row}">${cells}</row>`;
}

/** The parts of a workbook around one sheet; `sheet` is the worksheet part (built or precomputed). */
export function workbookParts(
  sheet: Omit<ZipPart, 'name'> | DeflatedPart,
): (ZipPart | (DeflatedPart & { name: string }))[] {
  return [
    {
      name: '[Content_Types].xml',
      data: text(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELS}">` +
          `<Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: text(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}">` +
          '<sheets><sheet name="用户信息" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELS}">` +
          `<Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ];
}

/** A worksheet part: the optional dimension, then the rows' XML as given. */
export function sheetXml(rows: string, dimension?: string): Buffer {
  const head = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}">`;
  const dim = dimension === undefined ? '' : `<dimension ref="${dimension}"/>`;
  return text(`${head}${dim}<sheetData>${rows}</sheetData></worksheet>`);
}

/**
 * A worksheet whose rows are followed by `fillBytes` spaces (valid XML, nothing to show), deflated:
 * 100 MB of it is about 100 KB.
 */
export function bombSheet(rows: string, fillBytes: number): DeflatedPart {
  const head = sheetXml(rows).toString('utf8').replace('</sheetData></worksheet>', '');
  const data = Buffer.concat([text(head), Buffer.alloc(fillBytes, 0x20), text('</sheetData></worksheet>')]);
  return {
    compressed: zlib.deflateRawSync(data, { level: 9 }),
    realSize: data.length,
    crc: zlib.crc32(data),
  };
}
