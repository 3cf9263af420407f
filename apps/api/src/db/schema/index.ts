/** The database schema, one file per domain; drizzle-kit reads this folder. */
export * from './access.js';
export * from './analytics.js';
export * from './assistant.js';
export * from './audit.js';
export * from './auth.js';
export * from './categories.js';
export * from './companies.js';
export * from './events.js';
export * from './figures.js';
export * from './members.js';
export * from './notifications.js';
export * from './organizations.js';
export * from './outbox.js';
export * from './reports.js';
export * from './staff.js';
export * from './users.js';
export * from './zalo.js';
