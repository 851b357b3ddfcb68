import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface Child {
  process: ChildProcess;
  /** Why it stopped, once it has; undefined while it runs. */
  failure(): string | undefined;
  /** Settles once the process has ended (or could not start). */
  exited: Promise<void>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
/** Kills every emulator process at once: for a parent that must exit now. */
export function killChildren(): void {
  for (const child of running) child.kill('SIGKILL');
}

// A crashed or interrupted parent must not leave java or cognito-local behind.
process.once('exit', killChildren);

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
  log: (line: string) => void,
): Child {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let tail = '';
  let failure: string | undefined;
  const capture = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-2000);
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[${name}] ${line}`);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  child.once('error', (error: NodeJS.ErrnoException) => {
    failure = error.code === 'ENOENT' ? `${command} was not found on PATH` : error.message;
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      failure ??= `exited with ${signal ?? code}${tail ? `: ${tail.trim()}` : ''}`;
      resolve();
    });
    child.once('error', () => {
      running.delete(child);
      resolve();
    });
  });
  return {
    process: child,
    failure: () => failure,
    exited,
    async stop() {
      if (!running.has(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
