// What several benches share: the headless Chromium they launch and the README section they rewrite.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** The flags of every headless Chromium the benches start (the machine's /usr/bin/chromium). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Puts `text` (which starts with the `heading` line) in place of the README's section under that
 * heading, up to the next `## ` heading, or appends it when the README has no such section yet.
 */
export function replaceReadmeSection(file, heading, text) {
  const current = readFileSync(file, 'utf8');
  const at = current.indexOf(heading);
  if (at < 0) {
    writeFileSync(file, `${current.trimEnd()}\n\n${text}`);
    return;
  }
  const next = current.indexOf('\n## ', at + heading.length);
  const rest = next < 0 ? '' : `\n${current.slice(next + 1)}`;
  writeFileSync(file, `${current.slice(0, at)}${text}${rest}`);
}
