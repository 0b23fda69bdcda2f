import type { BrowserContext } from '@playwright/test';

/** The visitor the benchmarks stand for: a mid-range phone on Lighthouse's mobile slow 4G, applied for real. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 };
const CPU_SLOWDOWN = 4;
const mbps = (bytesPerSecond: number) => (bytesPerSecond * 8) / 1e6;
export const PHONE_LABEL = `${PHONE.viewport.width}x${PHONE.viewport.height}, touch, CPU ${CPU_SLOWDOWN}x, ${NETWORK.latency} ms RTT, ${mbps(NETWORK.downloadThroughput)} Mbps`;

/** A new page in `context` with the phone's slower CPU and network in force. */
export async function phonePage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return { page, cdp };
}

/**
 * An init script that keeps the page's last largest-contentful-paint time in `window.lcpAt`, as a
 * real-user monitor records it. A string, not a function: tsx would wrap a function's inner names
 * in a helper the page does not have.
 */
export const LCP_WATCH = `new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.lcpAt = entry.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });`;
