/** Time enters the app through this, so tests can set it. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
