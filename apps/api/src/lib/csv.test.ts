import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, CsvSyntaxError, detectCsvDelimiter, parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads records and fields separated by commas', () => {
    expect(parseCsv('name,grade\nLa Bleue,6a\nLe Pilier,7b+\n')).toEqual({
      delimiter: ',',
      rows: [
        ['name', 'grade'],
        ['La Bleue', '6a'],
        ['Le Pilier', '7b+'],
      ],
    });
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks', () => {
    const text = 'route,comment\r\n"Mur, droit","Il a dit ""allez"" !"\r\n"Dièdre","ligne 1\r\nligne 2\nligne 3"\r\n';
    expect(parseCsv(text).rows).toEqual([
      ['route', 'comment'],
      ['Mur, droit', 'Il a dit "allez" !'],
      ['Dièdre', 'ligne 1\r\nligne 2\nligne 3'],
    ]);
  });

  it('reads CRLF, LF and lone CR line ends alike, with or without a final line end', () => {
    const expected = [
      ['a', 'b'],
      ['1', '2'],
    ];
    expect(parseCsv('a,b\r\n1,2\r\n').rows).toEqual(expected);
    expect(parseCsv('a,b\n1,2').rows).toEqual(expected);
    expect(parseCsv('a,b\r1,2\r').rows).toEqual(expected);
  });

  it('skips the byte order mark and blank lines, keeps empty fields', () => {
    expect(parseCsv(`${CSV_BOM}a,b,c\n\n1,,3\r\n\r\n,,\n`).rows).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['', '', ''],
    ]);
  });

  it('detects the semicolon delimiter Excel writes in French', () => {
    const parsed = parseCsv('Voie;Cotation;Commentaire\r\nLa Bleue;6a;"Belle, vraiment"\r\n');
    expect(parsed.delimiter).toBe(';');
    expect(parsed.rows[1]).toEqual(['La Bleue', '6a', 'Belle, vraiment']);
  });

  it('uses a delimiter it is given', () => {
    expect(parseCsv('a;b,c', { delimiter: ',' }).rows).toEqual([['a;b', 'c']]);
  });

  it('keeps stray quotes inside unquoted fields as they are', () => {
    expect(parseCsv('say "hi",x\n1,2').rows).toEqual([
      ['say "hi"', 'x'],
      ['1', '2'],
    ]);
  });

  it('reads records of different lengths and mixed line ends', () => {
    expect(parseCsv('a,b,c\r\n1,2\n3\r4,5,6,7').rows).toEqual([
      ['a', 'b', 'c'],
      ['1', '2'],
      ['3'],
      ['4', '5', '6', '7'],
    ]);
  });

  it('throws on a quote left open', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvSyntaxError);
  });

  it('reads an empty text as no record', () => {
    expect(parseCsv('').rows).toEqual([]);
    expect(parseCsv(CSV_BOM).rows).toEqual([]);
  });
});

describe('detectCsvDelimiter', () => {
  it('counts only delimiters outside quotes in the first record', () => {
    expect(detectCsvDelimiter('"a;b;c",d\n1;2;3;4')).toBe(',');
    expect(detectCsvDelimiter('a;b;"c,d,e"\n1,2,3,4')).toBe(';');
  });

  it('falls back to the comma for a single column', () => {
    expect(detectCsvDelimiter('name\nx')).toBe(',');
  });
});

describe('toCsv', () => {
  it('quotes what needs quotes, doubles quotes, ends records with CRLF', () => {
    expect(
      toCsv([
        ['name', 'note', 'comment'],
        ['Mur, droit', 4, 'Il a dit "allez"\nsur deux lignes'],
        ['Dalle', null, ' espace '],
      ]),
    ).toBe('name,note,comment\r\n"Mur, droit",4,"Il a dit ""allez""\nsur deux lignes"\r\nDalle,," espace "\r\n');
  });

  it('writes the byte order mark and another delimiter on request', () => {
    expect(toCsv([['a', 'b;c']], { delimiter: ';', bom: true })).toBe(`${CSV_BOM}a;"b;c"\r\n`);
  });

  it('writes a record of one empty field so that it is not read as a blank line', () => {
    expect(toCsv([['x'], ['']])).toBe('x\r\n""\r\n');
    expect(parseCsv(toCsv([['x'], ['']])).rows).toEqual([['x'], ['']]);
  });

  it('quotes fields holding either delimiter', () => {
    expect(toCsv([['a;b', 'a,b', undefined]])).toBe('"a;b","a,b",\r\n');
    expect(toCsv([['a;b', 'a,b']], { delimiter: ';' })).toBe('"a;b";"a,b"\r\n');
  });
});

describe('round trip', () => {
  const rows = fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 6 }), {
    minLength: 1,
    maxLength: 8,
  });

  it('reads back what it writes, whatever the fields and the delimiter', () => {
    fc.assert(
      fc.property(rows, fc.constantFrom(',' as const, ';' as const), fc.boolean(), (records, delimiter, bom) => {
        expect(parseCsv(toCsv(records, { delimiter, bom }), { delimiter }).rows).toEqual(records);
      }),
    );
  });

  it('detects the delimiter it wrote when the header has several columns', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary' }), { minLength: 2, maxLength: 6 }),
        rows,
        fc.constantFrom(',' as const, ';' as const),
        (header, records, delimiter) => {
          const parsed = parseCsv(toCsv([header, ...records], { delimiter, bom: true }));
          expect(parsed.delimiter).toBe(delimiter);
          expect(parsed.rows).toEqual([header, ...records]);
        },
      ),
    );
  });
});
