// Prints {"text": ..., "pages": n} for the PDF on stdin, using pdf-parse (pdf.js). Run as a child
// process: pdf.js loads its worker with a dynamic import, which jest's module system cannot do.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const result = await parser.getText();
  process.stdout.write(JSON.stringify({ text: result.text, pages: result.total }));
} finally {
  await parser.destroy();
}
