import { BOTTOM_BAR_HEIGHT } from '@climb/contracts';

/** iPhone, iPad and iPod, including iPadOS that reports itself as a Mac with touch. */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Bottom bar height of spec §9: 70 on iOS (room for the home indicator), 60 elsewhere. */
export function bottomBarHeight(userAgent: string, maxTouchPoints = 0): number {
  return isIos(userAgent, maxTouchPoints) ? BOTTOM_BAR_HEIGHT.ios : BOTTOM_BAR_HEIGHT.android;
}
