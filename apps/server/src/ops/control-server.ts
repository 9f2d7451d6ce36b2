import { createHash } from 'node:crypto';
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { writeBackup } from './backup.ts';

/**
 * The control socket of the server running on this data folder: in the temporary folder (not in
 * DATA_DIR, which PGlite's backup copies whole), named by the folder, readable by its owner only.
 */
export function controlSocketPath(dataDir: string): string {
  return join(tmpdir(), `recepta-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

export interface ControlServer {
  close(): Promise<void>;
}

/**
 * A Unix socket through which `npm run backup` asks the running server for a backup of its embedded
 * database: only the running process may open that database, and only the user it runs as (who
 * can read DATA_DIR, and so the database itself) can reach the socket (mode 600). It answers POST /backup with the path
 * of the archive written. Backups are taken one at a time.
 */
export async function startControlServer(deps: {
  database: Database;
  config: Pick<Config, 'dataDir' | 'backupDir'>;
  log: FastifyBaseLogger;
}): Promise<ControlServer | undefined> {
  const pglite = deps.database.pglite;
  if (!pglite) return undefined;
  const path = controlSocketPath(deps.config.dataDir);
  // Left by a process that was killed: this process owns DATA_DIR now.
  if (existsSync(path)) unlinkSync(path);
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    const taking = queue.then(() => writeBackup(pglite, deps.config));
    queue = taking.catch(() => {});
    taking.then(
      (file) => {
        deps.log.info({ file }, 'backup written');
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: file }));
      },
      (err: unknown) => {
        deps.log.error({ err }, 'backup failed');
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(err) }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Asks the server running on DATA_DIR for a backup; undefined when no server answers there (none
 * runs, or it was killed and left its socket behind).
 */
export async function requestBackup(dataDir: string): Promise<string | undefined> {
  const path = controlSocketPath(dataDir);
  if (!existsSync(path)) return undefined;
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, method: 'POST', path: '/backup' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => {
        const answer = JSON.parse(body || '{}') as { path?: string; error?: string };
        if (res.statusCode === 200 && answer.path) resolve(answer.path);
        else reject(new Error(`the running server could not write the backup: ${answer.error ?? res.statusCode}`));
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(undefined);
      else reject(err);
    });
    req.end();
  });
}
