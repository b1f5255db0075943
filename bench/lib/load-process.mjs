// One measure() (load.mjs) in a process of its own, so the load generator's CPU is not the measuring script's
// (the script also holds the products' output). Input: one JSON argument, the options of measure(); output: its
// result as JSON on stdout.
import { spawn } from 'node:child_process';
import { measure } from './load.mjs';

if (process.argv[1] === import.meta.filename) {
  const result = await measure(JSON.parse(process.argv[2] ?? '{}'));
  process.stdout.write(JSON.stringify(result));
}

/** Runs measure(options) in a child process and resolves with its result. */
export function measureInProcess(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load process exited with ${code}`)),
    );
  });
}
