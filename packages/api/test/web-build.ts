import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The empty shell a fake web build's renderer fills. */
export const SHELL_HTML =
  "<!doctype html><html lang=en><head><title>Shell</title></head><div id=root></div></html>";

/**
 * A web build with a stand-in renderer (`renderer`, a module's source with the real one's exports), for
 * tests of how the server serves pages; the real renderer is tested in the web app. Returns the build's
 * folder and the renderer module's path (a test may import it to reach the same module instance).
 */
export async function fakeWebBuild(renderer: string): Promise<{ distDir: string; rendererFile: string }> {
  const distDir = await mkdtemp(join(tmpdir(), "choose-web-build-"));
  await writeFile(join(distDir, "index.html"), SHELL_HTML);
  await writeFile(join(distDir, "spa.html"), SHELL_HTML);
  await mkdir(join(distDir, ".server"));
  const rendererFile = join(distDir, ".server", "render.js");
  await writeFile(rendererFile, renderer);
  return { distDir, rendererFile };
}
