import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The text and page count of a PDF, extracted by pdf-parse in a child Node process (see pdf-text.mjs). */
export function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'pdf-text.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`pdf-text exited with ${code}: ${Buffer.concat(err).toString()}`));
      else resolve(JSON.parse(Buffer.concat(out).toString()) as { text: string; pages: number });
    });
    child.stdin.end(pdf);
  });
}
