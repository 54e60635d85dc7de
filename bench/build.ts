/**
 * `npm run bench:build`: how the build scales with the number of articles. In a temporary copy
 * of the project, adds N synthetic articles that pass the schema (bodies recombined from the real
 * articles, so they are realistic in size and markup), runs `astro build`, and prints build
 * seconds, peak memory and seconds per page for each N, and the largest response a page gets:
 * the production server (src/server/start.ts) started on the copy's build, asked for the pages
 * with the largest brotli bodies as a browser asks, status line and headers counted with the body.
 * Options: BENCH_COUNTS (default "0,250,1000").
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { splitFrontmatter } from '../src/lib/content-check/index.ts';
import { builtPages, responseBytes } from '../harness/first-flight.ts';
import { startSite } from '../harness/site-server.ts';

const counts = (process.env.BENCH_COUNTS ?? '0,250,1000').split(',').map(Number);
const articlesDir = resolve('src/content/articles');
const bodies = readdirSync(articlesDir)
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => splitFrontmatter(readFileSync(join(articlesDir, name), 'utf8'))!.body);
const art = readdirSync(resolve('src/assets/art')).filter((name) => name.endsWith('.svg'));

function syntheticArticle(index: number): string {
  const day = new Date(Date.UTC(2023, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  return `---
title: "Benchmark article ${index}: building maintenance in Dubai"
description: "A generated article used only to measure how the build scales with the number of articles in the collection."
date: ${day}
image: ../../assets/art/${art[index % art.length]}
imageAlt: "Generated artwork for a benchmark article"
excerpt: "A generated article used only to measure how the build time grows with the size of the collection."
---
${bodies[index % bodies.length]}
`;
}

interface Result {
  extra: number;
  pages: number;
  seconds: number;
  peakMb: number;
  largest: { page: string; bytes: number; headerBytes: number };
}

/** How many of the largest brotli bodies are asked for: the headers differ a little between pages. */
const LARGEST_ASKED = 5;

/** The largest response among the pages of the copy's build with the largest brotli bodies. */
async function largestResponse(root: string): Promise<Result['largest']> {
  const pages = builtPages(join(root, 'dist/client')).slice(0, LARGEST_ASKED);
  const site = await startSite(
    { CONTACT_DB: join(root, 'contact.sqlite'), VITALS_DB: join(root, 'vitals.sqlite') },
    root,
  );
  try {
    let largest: Result['largest'] = { page: '', bytes: 0, headerBytes: 0 };
    for (const { path } of pages) {
      const { bytes, headerBytes } = await responseBytes(site.url, path);
      if (bytes > largest.bytes) largest = { page: path, bytes, headerBytes };
    }
    return largest;
  } finally {
    await site.stop();
  }
}

async function build(root: string): Promise<{ seconds: number; peakMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakKb = 0;
  const poll = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // The process has just exited.
    }
  }, 100);
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  clearInterval(poll);
  if (code !== 0) throw new Error(`astro build failed with exit code ${code}`);
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024 };
}

const results: Result[] = [];
for (const extra of counts) {
  const root = mkdtempSync(join(tmpdir(), 'bench-build-'));
  try {
    for (const entry of ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'tailwind.config.ts']) {
      cpSync(entry, join(root, entry), { recursive: true });
    }
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
    for (let index = 0; index < extra; index++) {
      writeFileSync(
        join(root, 'src/content/articles', `synthetic-benchmark-article-${index}.mdx`),
        syntheticArticle(index),
      );
    }
    process.stdout.write(`building with ${extra} extra articles… `);
    const { seconds, peakMb } = await build(root);
    const pages = existsSync(join(root, 'dist/client'))
      ? readdirSync(join(root, 'dist/client'), { recursive: true }).filter((name) => String(name).endsWith('.html'))
          .length
      : 0;
    const largest = await largestResponse(root);
    results.push({ extra, pages, seconds, peakMb, largest });
    console.log(`${seconds.toFixed(1)} s`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const base = results.find((result) => result.extra === 0);
console.log('\nBuild scaling (astro build, this machine)\n');
console.log(
  'extra articles   pages   build s   peak MB   s / page   s per extra article   largest response B (headers)   its page',
);
for (const result of results) {
  const marginal = base && result.extra > 0 ? ((result.seconds - base.seconds) / result.extra).toFixed(3) : '-';
  const { page, bytes, headerBytes } = result.largest;
  console.log(
    `${String(result.extra).padStart(14)}   ${String(result.pages).padStart(5)}   ${result.seconds.toFixed(1).padStart(7)}   ${result.peakMb.toFixed(0).padStart(7)}   ${(result.seconds / result.pages).toFixed(3).padStart(8)}   ${marginal.padStart(19)}   ${`${bytes} (${headerBytes})`.padStart(28)}   ${page}`,
  );
}
