/**
 * A PNG file as far as the mock library reads it: the signature and a header declaring its size (the
 * mocks keep uploads as given; no image decoder runs in the tests).
 */
export function pngFile(name: string, width = 1200, height = 800): File {
  const header = new Uint8Array(33);
  header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(header.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  header.set([8, 6, 0, 0, 0], 24);
  return new File([header], name, { type: "image/png" });
}
