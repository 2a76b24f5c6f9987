/** The harness talks to a terminal without console.* (STYLE §2). */
export function writeLine(text = ''): void {
  process.stdout.write(`${text}\n`);
}
