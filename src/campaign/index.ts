// Campaigns, the Agency (R-CAMP-1..4): a team that lives on between missions. README.md beside this file.
export * from './types';
export * from './healing';
export * from './experience';
export * from './designations';
export * from './mission-report';
export * from './fates';
export * from './calendar';
export * from './deploy';
export * from './campaign';
export * from './campaign-file';
export { recoveryOf, withRecovery } from './recovery';
