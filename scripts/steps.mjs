// Runs the steps of a test tier and times them. A plan is a list of groups run one after another; the steps of
// one group run side by side (the machine has two cores: two single-threaded checks fill them). A lone step
// prints as it runs; side-by-side steps print their whole output when they end, so it never interleaves.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));

const seconds = (since) => (performance.now() - since) / 1000;

function runStep({ name, command, args, env = {} }, { buffered }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const finish = (status) => {
      if (buffered) process.stdout.write(`\n▶ ${name}\n${output}`);
      resolve({ name, status, seconds: seconds(started) });
    };
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** Runs the plan's groups in order, stopping after a group in which a step failed. Answers every step's result. */
export async function runPlan(plan) {
  const results = [];
  for (const group of plan) {
    const buffered = group.length > 1;
    if (!buffered) console.log(`\n▶ ${group[0].name}`);
    else console.log(`\n▶ side by side: ${group.map((step) => step.name).join(', ')}`);
    const started = performance.now();
    const done = await Promise.all(group.map((step) => runStep(step, { buffered })));
    results.push(...done);
    for (const result of done)
      console.log(`${result.status === 0 ? '✓' : '✗'} ${result.name}: ${result.seconds.toFixed(0)} s`);
    if (buffered) console.log(`  (side by side: ${seconds(started).toFixed(0)} s)`);
    if (done.some((result) => result.status !== 0)) break;
  }
  return results;
}

/** The steps' wall times as a table, and the first failed step's name (undefined when all passed). */
export function summarize(results, startedAt) {
  console.log('\nstep times:');
  for (const result of results) {
    console.log(
      `  ${result.status === 0 ? '✓' : '✗'} ${result.name.padEnd(34)} ${result.seconds.toFixed(0).padStart(5)} s`,
    );
  }
  console.log(`  ${'total (wall)'.padEnd(36)} ${seconds(startedAt).toFixed(0).padStart(5)} s`);
  return results.find((result) => result.status !== 0)?.name;
}
