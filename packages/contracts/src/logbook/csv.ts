/**
 * CSV as RFC 4180 describes it, read and written the same way by the API (logbook export and
 * import) and the web app (a file opened before it is sent):
 * - fields containing the delimiter, a quote, a line break or edge spaces are quoted, quotes doubled;
 * - records end with CRLF when written; CRLF, LF and a lone CR are all read as line ends;
 * - a UTF-8 byte order mark (Excel's way of saying UTF-8) is written on request and skipped when read;
 * - `,` or `;` (what Excel writes where the decimal mark is a comma) is detected from the header row.
 */

export const CSV_DELIMITERS = [',', ';'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** The byte order mark, as the first character of a text. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

/** A quote opened and never closed: the rest of the file would be one field. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`Unclosed quote opened on line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

export interface ParsedCsv {
  delimiter: CsvDelimiter;
  /** Every record, the header first; blank lines are left out. */
  rows: string[][];
}

function withoutBom(text: string): string {
  return text.startsWith(CSV_BOM) ? text.slice(1) : text;
}

/**
 * The delimiter of a CSV text: the one of `,` and `;` found more often outside quotes in its first
 * record (the header), `,` when neither or as many of each.
 */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  const source = withoutBom(text);
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const character of source) {
    if (character === '"') quoted = !quoted;
    else if (!quoted) {
      if (character === '\n' || character === '\r') break;
      if (character === ',') commas += 1;
      else if (character === ';') semicolons += 1;
    }
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Reads a CSV text into records of fields. Lenient where RFC 4180 is strict and files in the wild are
 * not: a quote inside an unquoted field is kept as it is, text after a closing quote is appended to
 * the field. Throws `CsvSyntaxError` for a quote left open at the end of the text.
 */
export function parseCsv(text: string, options: { delimiter?: CsvDelimiter } = {}): ParsedCsv {
  const source = withoutBom(text);
  const delimiter = options.delimiter ?? detectCsvDelimiter(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  /** The record has content: a character, a delimiter or a quoted field (a blank line has none). */
  let recordStarted = false;
  let fieldStarted = false;
  let inQuotes = false;
  let line = 1;
  let quoteLine = 1;

  const endField = () => {
    row.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    if (recordStarted) {
      endField();
      rows.push(row);
    }
    row = [];
    field = '';
    fieldStarted = false;
    recordStarted = false;
  };

  const length = source.length;
  let index = 0;
  while (index < length) {
    const character = source[index] as string;
    if (inQuotes) {
      if (character === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        inQuotes = false;
      } else {
        if (character === '\n' || (character === '\r' && source[index + 1] !== '\n')) line += 1;
        field += character;
      }
      index += 1;
      continue;
    }
    if (character === '"' && !fieldStarted) {
      inQuotes = true;
      quoteLine = line;
      fieldStarted = true;
      recordStarted = true;
    } else if (character === delimiter) {
      endField();
      recordStarted = true;
    } else if (character === '\r' || character === '\n') {
      endRecord();
      if (character === '\r' && source[index + 1] === '\n') index += 1;
      line += 1;
    } else {
      field += character;
      fieldStarted = true;
      recordStarted = true;
    }
    index += 1;
  }
  if (inQuotes) throw new CsvSyntaxError(quoteLine);
  endRecord();
  return { delimiter, rows };
}

/** One field as written: quoted when it holds `,`, `;`, a quote, a line break or edge spaces. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const needsQuotes = /[",;\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Writes records as CSV: CRLF after each record, `,` unless told otherwise, the byte order mark first
 * when `bom` is set (Excel then reads UTF-8). A record of one empty field is written `""` so that it
 * is not read back as a blank line.
 */
export function toCsv(
  rows: readonly (readonly CsvValue[])[],
  options: { delimiter?: CsvDelimiter; bom?: boolean } = {},
): string {
  const delimiter = options.delimiter ?? ',';
  const lines = rows.map((row) => {
    if (row.length === 1 && csvField(row[0]) === '') return '""';
    return row.map(csvField).join(delimiter);
  });
  const body = lines.map((line) => `${line}\r\n`).join('');
  return options.bom ? `${CSV_BOM}${body}` : body;
}
