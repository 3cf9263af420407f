export * from './ability.js';
export * from './errors.js';
export * from './limits.js';
export * from './permissions.js';
export * from './roles.js';
export * from './schemas/auth.js';
export * from './schemas/common.js';
export * from './search.js';
