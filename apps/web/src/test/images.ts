import { landscapePng } from "../mocks/images";

/** A real PNG file of this size, as a visitor would pick it for an upload. */
export function pngFile(name: string, width = 1200, height = 800): File {
  return new File([landscapePng(width, height, [184, 207, 230], [77, 124, 79])], name, { type: "image/png" });
}
