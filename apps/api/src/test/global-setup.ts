import type { TestProject } from 'vitest/node';
import { buildTemplates } from './templates.js';

/** Once per run: the migrated and seeded templates every test file copies, dropped at the end. */
export default async function setup(project: TestProject) {
  const { templates, drop } = await buildTemplates(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplates', templates);
  return drop;
}
