/**
 * `npm test`: every check the project has, in the stages of scripts/test-stages.ts, the checks of
 * a stage side by side. Run one after the other, the first two stages left one of the machine's two
 * cores idle most of the time (the type check and the linters are single-threaded, the integration
 * tests wait on servers); side by side they take about a quarter less (docs/browsers.md).
 * Each check's output is printed whole when it ends, under its name, so that nothing interleaves;
 * a stage that fails stops the run with that check's exit code. `npm run lint` and the others
 * still run one alone.
 */
import { spawn } from 'node:child_process';
import { TEST_STAGES } from './test-stages.ts';

interface Outcome {
  script: string;
  code: number;
  seconds: number;
}

function run(script: string, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    // Alone in its stage, a check prints as it goes (the browser tests take minutes); else its
    // output waits, so that two checks never interleave their lines.
    const child = spawn('npm', ['run', '--silent', script], { stdio: alone ? 'inherit' : 'pipe' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) {
        process.stdout.write(`\n> npm run ${script} (${seconds} s)\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

for (const stage of TEST_STAGES) {
  const outcomes = await Promise.all(stage.map((script) => run(script, stage.length === 1)));
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  if (failed.length > 0) {
    console.error(`\nnpm test stopped: ${failed.map(({ script }) => `npm run ${script}`).join(', ')} failed.`);
    process.exit(failed[0]!.code);
  }
  console.log(`\n${outcomes.map(({ script, seconds }) => `${script} ${seconds} s`).join(' · ')}\n`);
}
