/** "First name is required": the shared schemas say what is wrong, the label says which field. */
export function fieldHelp(label: string, error: { message?: string } | undefined): string | undefined {
  if (!error?.message) return undefined;
  return `${label} ${error.message}`;
}
