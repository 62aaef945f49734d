/**
 * "Firefox 133 on Windows" from a User-Agent header: enough for the administrator to recognise a
 * session. The order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ["Edge", /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /\b(?:OPR|Opera)\/(\d+)/],
  ["Samsung Internet", /\bSamsungBrowser\/(\d+)/],
  ["Firefox", /\b(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ["Safari", /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ["iPhone", /\biPhone\b/],
  ["iPad", /\biPad\b/],
  ["Android", /\bAndroid\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Windows", /\bWindows\b/],
  ["macOS", /\bMac OS X\b|\bMacintosh\b/],
  ["Linux", /\bLinux\b/],
];

export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown browser";
  const browser = BROWSERS.map(([name, pattern]) => {
    const version = pattern.exec(userAgent)?.[1];
    return version ? `${name} ${version}` : undefined;
  }).find((found) => found !== undefined);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown browser";
}
