type Cell = string | number | boolean | null | undefined;

// A cell starting like a formula runs in a spreadsheet (CSV injection): prefix it with a quote.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: Cell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV with CRLF line ends and a BOM (so spreadsheets read UTF-8), safe against formulas.
 *
 * @example
 * toCsv(['name'], [['=1+1']]); // => '\uFEFFname\r\n\'=1+1\r\n'
 */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
