/** The root of every organisations query key: a write invalidates them all (lists, tree, detail, stats). */
export const ORGANIZATIONS_KEY = ['organizations'] as const;
