/** Saving a file from the page: a download link (the desktop app shows its save dialog). Used for saves, Agents, squads and the map maker's Export. */

function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started by now; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Offers `text` as a download named `fileName` (the desktop app shows its save dialog). */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Offers bytes as a download (the map maker's Export: a .zip of the map's files). */
export function downloadBytes(fileName: string, bytes: Uint8Array, type = 'application/octet-stream'): void {
  downloadBlob(fileName, new Blob([bytes as BlobPart], { type }));
}
