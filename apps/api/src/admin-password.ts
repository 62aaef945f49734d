/**
 * `pnpm admin:password`: creates the administrator or resets its password (see admin-password.ts).
 * With the embedded database it may run beside the server: it connects through the server's socket.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import {
  type Config,
  type Database,
  loadConfig,
  openDatabase,
  type Prompter,
  runAdminPassword,
} from "@choose/api";
import { AppError } from "@choose/schema";

/** Questions on stdout, answers from stdin; a secret answer is read with the terminal echo muted. */
function terminalPrompter(): Prompter & { close(): void } {
  let muted = false;
  // readline echoes what is typed through its output stream; a muted stream hides the password.
  const echo = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output: echo, terminal: process.stdin.isTTY === true });
  // Ctrl+C ends the input, so the question fails cleanly and the database is still closed.
  rl.on("SIGINT", () => rl.close());
  const lines = rl[Symbol.asyncIterator]();

  async function ask(question: string, secret: boolean) {
    process.stdout.write(question);
    muted = secret;
    try {
      const next = await lines.next();
      if (next.done) throw new AppError("BAD_REQUEST", "No answer given: the input was closed");
      return next.value;
    } finally {
      muted = false;
      // The Enter key's newline was muted with the rest.
      if (secret) process.stdout.write("\n");
    }
  }
  return {
    ask: (question) => ask(question, false),
    askSecret: (question) => ask(question, true),
    close: () => rl.close(),
  };
}

async function main(): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  const prompter = terminalPrompter();
  let db: Database | undefined;
  try {
    db = await openDatabase(config.database, { attach: true });
    console.log(await runAdminPassword(db.orm, config.admin, prompter));
    return 0;
  } catch (error) {
    // Our own errors say what to fix; anything else (e.g. the database is unreachable) is shown whole.
    console.error(error instanceof AppError ? error.message : error);
    return 1;
  } finally {
    prompter.close();
    await db?.close();
  }
}

process.exitCode = await main();
