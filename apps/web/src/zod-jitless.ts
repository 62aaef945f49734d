import { config } from "zod";

// Zod probes `new Function` when it builds an object schema; under `script-src 'self'` the caught
// failure is still reported as a CSP violation (Lighthouse's `inspector-issues`). The forms' small
// payloads don't need zod's compiled fast path.
config({ jitless: true });
