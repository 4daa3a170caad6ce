// Public API of the Black Ops rules engine. README.md beside this file maps it.
export * from './lookup';
export * from './data/index';
export * from './character/index';
export * from './dice/index';
export * from './combat/index';
export * from './time/index';
