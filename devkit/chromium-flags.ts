// The flags every Chromium we start gets (E2E tests, screenshots, benchmarks, Lighthouse).
// Without the background-networking ones Chromium's own connections are refused by the closed
// network and slow every launch.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
