/** The lines of a build's output that are warnings (Astro prints them as `[WARN]`, Vite's too), without colours. */
export function buildWarnings(output: string): string[] {
  // Terminal colour codes start with ESC.
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split(/\r?\n/).filter((line) => /\[WARN\]/.test(line));
}
