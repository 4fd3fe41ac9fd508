/** A CSV export as the server sent it, to be saved under its file name. */
export interface CsvDownload {
  blob: Blob
  filename: string
}

/** The name in `Content-Disposition: attachment; filename="..."`, else `fallback`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null
  return match?.[1] ?? fallback
}

/** Reads an export's answer (ContractClient.download) into a CSV to save. */
export async function readCsvDownload(response: Response, fallback: string): Promise<CsvDownload> {
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition'), fallback),
  }
}

/** What an export accepts: the CSV, or the JSON of a refusal. */
export const CSV_ACCEPT = 'text/csv, application/json'
