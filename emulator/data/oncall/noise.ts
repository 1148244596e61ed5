/** A number in [0, 1) fixed by a text: the same seed, resource and moment give the same value. */
import { hashText } from '../../ids';

export function unitNoise(text: string): number {
  return Number.parseInt(hashText(text).slice(0, 8), 16) / 0x1_0000_0000;
}

export const DAY_MS = 86_400_000;

/** Midnight UTC of the day holding `ms`. */
export function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}
