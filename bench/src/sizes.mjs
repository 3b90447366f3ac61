// What every bench prints around its figures: the machine they were taken on, and, for the
// benches measured at several registry sizes, each size's table again at the end.
import os from 'node:os';

/** The machine the figures were taken on, in one line. */
export function machineLine() {
  return `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}`;
}

/**
 * Prints the machine, runs `benchSize(size)` for each size in turn (each answers the lines of
 * its table, printed as it goes), then every size's lines again as a summary.
 */
export async function benchEachSize(sizes, benchSize) {
  console.log(machineLine());
  const summary = [];
  for (const size of sizes) summary.push([size, await benchSize(size)]);
  console.log('\n=== Summary ===');
  for (const [size, lines] of summary) {
    console.log(`\n${size.toLocaleString('en-US')} hydrants`);
    for (const line of lines) console.log(line);
  }
}
