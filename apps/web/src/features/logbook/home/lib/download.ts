/** The file name of an export: `cordee-ascents-2026-05-31.csv`. */
export function exportFileName(today: Date): string {
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return `cordee-ascents-${day}.csv`;
}

/**
 * Saves a CSV text as a file. The byte-order mark the server sends is lost when the body is read as
 * text: it is put back so that Excel reads the accents right.
 */
export function downloadCsv(text: string, fileName: string): void {
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
