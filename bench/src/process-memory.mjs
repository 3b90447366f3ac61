// The API process's memory while a bench works, from /proc (Linux).
import { readFile } from 'node:fs/promises';

/** Resident memory of a process in MiB (VmRSS; VmHWM for its peak so far). */
export async function rssMiB(pid, field = 'VmRSS') {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = status.match(new RegExp(`${field}:\\s+(\\d+) kB`));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Runs `work` while sampling the process's RSS every 50 ms; returns its result, seconds and MiB before and at peak. */
export async function measured(pid, work) {
  let peak = await rssMiB(pid);
  const before = peak;
  const timer = setInterval(async () => {
    const now = await rssMiB(pid);
    if (now > peak) peak = now;
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, before, peak };
  } finally {
    clearInterval(timer);
  }
}
