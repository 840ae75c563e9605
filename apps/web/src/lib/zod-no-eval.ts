import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may, probing with `Function('')` on first use.
// The server's Content-Security-Policy allows no eval (script-src 'self'), so the probe would be reported
// as a violation on every page: parse without the compiled fast path instead. Imported first by main.tsx.
z.config({ jitless: true });
