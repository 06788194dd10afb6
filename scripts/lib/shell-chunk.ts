/**
 * The chunks of the browser build. React, ReactDOM and React Router are `framework`, the code every
 * page loads and the browser caches, which the benchmark leaves out of the app's own weight
 * (docs/performance.md). Everything else the entry imports statically (the router's setup, the
 * layout, the header, the call bar, the business facts, the document listeners) is one chunk,
 * `shell`: every first visit runs all of it, and as one file it compresses about 3 KB smaller than
 * the dozen small chunks the automatic splitting makes of the modules it shares with the templates.
 * Templates and islands keep their automatic chunks and import from these two.
 */
import { resolve } from 'node:path';

/** The framework's packages: React, ReactDOM (and its scheduler), React Router (and the router core it runs on). */
const FRAMEWORK_MODULE =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router)[\\/]/;

interface ModuleInfo {
  importedIds: readonly string[];
}
type ChunkNamer = (id: string, meta: { getModuleInfo: (id: string) => ModuleInfo | null }) => string | undefined;

/** `output.manualChunks` for the browser build whose entry module is `entry`. */
export function appChunks(entry: string): ChunkNamer {
  const entryId = resolve(entry);
  let shell: Set<string> | undefined;
  const staticClosure = (getModuleInfo: (id: string) => ModuleInfo | null) => {
    const seen = new Set<string>();
    const queue = [entryId];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    seen.delete(entryId);
    return seen;
  };
  return (id, { getModuleInfo }) => {
    if (FRAMEWORK_MODULE.test(id)) return 'framework';
    shell ??= staticClosure(getModuleInfo);
    return shell.has(id) ? 'shell' : undefined;
  };
}
