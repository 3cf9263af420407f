/**
 * The root of every organisations query key (lists, tree, detail, stats): the organisations
 * feature's, named here so that a write elsewhere that changes organisations (a union founded from
 * a company, members imported into unions) refreshes them without importing that feature.
 */
export const ORGANIZATIONS_KEY = ['organizations'] as const;
