// One measure() (load.mjs) in a process of its own, so the load generator's CPU is not the measuring script's
// (the script also holds the products' output). Input: one JSON argument, the options of measure(); output: its
// result as JSON on stdout.
import { spawn } from 'node:child_process';
import { measure } from './load.mjs';

if (process.argv[1] === import.meta.filename) {
  const result = await measure(JSON.parse(process.argv[2] ?? '{}'));
  process.stdout.write(JSON.stringify(result));
}

/**
 * Runs measure(options) in a child process and resolves with its result; with `cpus` (a taskset list such as '1')
 * the process runs on those CPUs only.
 */
export function measureInProcess(options, { cpus } = {}) {
  const command = [process.execPath, import.meta.filename, JSON.stringify(options)];
  if (cpus) command.unshift('taskset', '-c', cpus);
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), {
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
