/**
 * Every query of this feature sits under this key. A category write invalidates them all: a
 * renamed ward shows in the clusters' list and in the ward pickers too.
 */
export const categoriesKey = ['categories'] as const;
