// Types for scripts/preflight.mjs (plain JavaScript so that it runs on any Node).
export declare const DEBIAN_CHROMIUM: string;
export declare function satisfies(version: string, range: string): boolean;
export type ChromiumPlan = { action: 'ok'; path: string } | { action: 'install'; steps: string[][] } | { action: 'stop'; message: string };
export declare function chromiumPlan(facts: {
  env: Record<string, string | undefined>;
  executable: (path: string) => boolean;
  uid: number;
  sudo: boolean;
  apt: boolean;
}): ChromiumPlan;
export declare const DEBIAN_FIREFOX: string;
export type FirefoxPlan = { action: 'ok'; path: string } | { action: 'install'; steps: string[][] } | { action: 'skip'; message: string };
export declare function firefoxPlan(facts: {
  env: Record<string, string | undefined>;
  executable: (path: string) => boolean;
  uid: number;
  sudo: boolean;
  apt: boolean;
}): FirefoxPlan;
