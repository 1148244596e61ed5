/** Saves text as a file the browser downloads (a Blob behind a temporary link). */
export function downloadText(text: string, fileName: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL goes.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
