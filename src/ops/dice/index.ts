export * from './roll-record';
export * from './odds';
