// Runs a command only when an environment variable is set, and says so plainly when it is not,
// so that `npm test` never skips a suite silently.
import { spawnSync } from 'node:child_process';

const [name, command] = process.argv.slice(2);
if (!process.env[name]) {
  console.log(`(${name} is not set: skipping "${command}". Set it to run this suite.)`);
  process.exit(0);
}
const result = spawnSync(command, { shell: true, stdio: 'inherit' });
process.exit(result.status ?? 1);
