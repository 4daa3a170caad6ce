// Public API of the Black Ops rules engine (issue 3). See README.md beside this file for the map.
export * from './lookup';
export * from './data/index';
export * from './character/index';
