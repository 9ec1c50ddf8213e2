// `npm test`'s static checks at once: types, lint and the message catalogues. Each is one
// single-threaded process, so side by side they take the time of the longest on a machine with
// two cores or more. Each one's output is printed whole when it ends; any failure fails the run.
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint', 'i18n:check'];

const run = (script: string) =>
  new Promise<boolean>((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`== ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
