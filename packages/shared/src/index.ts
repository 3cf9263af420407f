import { z } from 'zod';

// Default zod messages in Vietnamese, for the API's answers and the web's forms alike.
z.config(z.locales.vi());

export * from './ability.js';
export * from './errors.js';
export * from './limits.js';
export * from './permissions.js';
export * from './roles.js';
export * from './schemas/auth.js';
export * from './schemas/common.js';
export * from './schemas/dashboard.js';
export * from './schemas/users.js';
export * from './search.js';
