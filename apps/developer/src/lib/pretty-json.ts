/** JSON laid out for reading (two-space indent); text that is not JSON is shown as it came. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
