export * from './clock';
export * from './condition';
export * from './bleeding';
export * from './first-aid';
