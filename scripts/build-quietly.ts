/**
 * `npm run build:quiet` (the build of `npm test`): `astro build`, which fails when the build warns.
 * A warning that nobody acts on becomes noise that hides the next one, so every warning is either
 * fixed or silenced on purpose with a comment (astro.config.mjs, `onwarn`). The output is passed
 * through as it comes; the warnings are named again at the end.
 */
import { spawn } from 'node:child_process';
import { buildWarnings } from '../src/lib/build-warnings.ts';

const child = spawn('astro', ['build'], { stdio: ['inherit', 'pipe', 'pipe'] });
let output = '';
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const) {
  from.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    to.write(chunk);
  });
}
child.on('close', (code) => {
  const warnings = buildWarnings(output);
  if (code === 0 && warnings.length > 0) {
    console.error(
      `\nThe build passed but warned ${warnings.length} time${warnings.length === 1 ? '' : 's'}:\n${warnings.join('\n')}\n` +
        'Fix what it warns about, or, if it changes nothing, silence that warning alone in astro.config.mjs with a comment saying why.',
    );
    process.exit(1);
  }
  process.exit(code ?? 1);
});
