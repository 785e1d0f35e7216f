/** A picked image as the data URL the upload calls take (`data:image/png;base64,...`). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('cannot read the file'));
    reader.readAsDataURL(file);
  });
}

/** Every picked image as a data URL, in order. */
export const readAllAsDataUrls = (files: readonly File[]): Promise<string[]> =>
  Promise.all(files.map(readAsDataUrl));
