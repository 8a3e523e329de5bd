import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV of the imports and exports (the logbook's, a gym's routes), read and written by csv-parse and csv-stringify:
 * - fields holding either delimiter, a quote, a line break or edge spaces are quoted, quotes doubled;
 * - records end with CRLF when written; CRLF, LF and a lone CR are all read as line ends;
 * - a UTF-8 byte order mark (Excel's way of saying UTF-8) is written on request and skipped when read;
 * - `,` or `;` (what Excel writes where the decimal mark is a comma) is detected from the header row.
 */

export const CSV_DELIMITERS = [',', ';'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** The byte order mark, as the first character of a text. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

/** A quote opened and never closed, or another break the reader cannot get past. */
export class CsvSyntaxError extends Error {
  constructor(cause: CsvError) {
    super(cause.message, { cause });
    this.name = 'CsvSyntaxError';
  }
}

export interface ParsedCsv {
  delimiter: CsvDelimiter;
  /** Every record, the header first; blank lines are left out. */
  rows: string[][];
}

/**
 * The delimiter of a CSV text: the one of `,` and `;` found more often outside quotes in its first
 * record (the header), `,` when neither or as many of each.
 */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const character of text) {
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
 * Reads a CSV text into records of fields. Lenient where files in the wild are: a quote inside an
 * unquoted field is kept as it is, records may have different lengths, line ends may be mixed.
 * Throws `CsvSyntaxError` for a quote left open at the end of the text.
 */
export function parseCsv(text: string, options: { delimiter?: CsvDelimiter } = {}): ParsedCsv {
  const delimiter = options.delimiter ?? detectCsvDelimiter(text.startsWith(CSV_BOM) ? text.slice(1) : text);
  try {
    const rows: string[][] = parse(text, {
      bom: true,
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
    });
    return { delimiter, rows };
  } catch (error) {
    if (error instanceof CsvError) throw new CsvSyntaxError(error);
    throw error;
  }
}

/** Quoted beside what csv-stringify quotes anyway: the other delimiter, and edge spaces a reader may trim. */
const ALSO_QUOTED = /[,;]|^\s|\s$/;

/**
 * Writes records as CSV: CRLF after each record, `,` unless told otherwise, the byte order mark first
 * when `bom` is set (Excel then reads UTF-8). A record of one empty field is written `""` so that it
 * is not read back as a blank line.
 */
export function toCsv(
  rows: readonly (readonly CsvValue[])[],
  options: { delimiter?: CsvDelimiter; bom?: boolean } = {},
): string {
  const loneEmptyFields = new Set(rows.flatMap((row, index) => (row.length === 1 && isEmpty(row[0]) ? [index] : [])));
  return stringify(
    rows.map((row) => row.map((value) => (isEmpty(value) ? '' : String(value)))),
    {
      bom: options.bom ?? false,
      delimiter: options.delimiter ?? ',',
      record_delimiter: 'windows',
      quote_record_delimiter: true,
      quoted_match: ALSO_QUOTED,
      cast: {
        string: (value, context) =>
          value === '' && loneEmptyFields.has(context.records) ? { value, quoted_empty: true } : value,
      },
    },
  );
}

function isEmpty(value: CsvValue): value is '' | null | undefined {
  return value === null || value === undefined || value === '';
}

/** The header row and the data rows of a CSV, each data row as `column → value` (columns lower-cased). */
export interface CsvTable {
  columns: string[];
  records: { row: number; values: Map<string, string> }[];
}

/** A column name as compared: lower case, single spaces, no edge spaces. */
export function columnKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The data rows keyed by column; cells beyond the header are dropped, missing cells read as empty. */
export function toTable(rows: readonly string[][]): CsvTable {
  const [header = [], ...data] = rows;
  const columns = header.map(columnKey);
  return {
    columns,
    records: data.map((cells, index) => ({
      row: index + 1,
      values: new Map(columns.map((column, position) => [column, (cells[position] ?? '').trim()])),
    })),
  };
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date cell as `YYYY-MM-DD`: ISO (`2024-05-12`, also with a time after it), `2024/05/12`, or the
 * day first as Excel writes it in French (`12/05/2024`, `12.05.2024`). Null when it is no real date.
 */
export function readDate(text: string): string | null {
  const value = text.trim();
  let parts: [number, number, number] | null = null;
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(value);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?: .*)?$/.exec(value);
  if (yearFirst) parts = [Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])];
  else if (dayFirst) parts = [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])];
  if (!parts) return null;
  const [year, month, day] = parts;
  if (year < 1900 || !isRealDate(year, month, day)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
