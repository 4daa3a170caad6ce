/** Fixed instants for saves built in tests: src/ reads no clock, and goldens must not change. */
export const CREATED_AT = '2025-01-02T03:04:05.000Z';
export const UPDATED_AT = '2025-01-02T04:05:06.000Z';
export const TEST_APP_VERSION = '0.1.0';
