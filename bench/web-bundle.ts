import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The gzip size of the JavaScript a browser loads for one page: the entry, its static imports and
 * the lazy chunks the page needs (its layout, the page itself) with their static imports, from
 * Vite's build manifest.
 */
export function pageJsGzip(dist: string, lazySources: readonly string[]): { kB: number; files: number } {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No ${manifestPath}: build the web app with build.manifest on`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('No entry in the manifest');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const source of lazySources) {
    const key = Object.keys(manifest).find((k) => k.endsWith(source));
    if (!key) throw new Error(`No chunk for ${source} in the manifest`);
    visit(key);
  }
  const bytes = [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f))).length, 0);
  return { kB: bytes / 1024, files: files.size };
}
