/**
 * Head provider for the browser. On the server each prerendered page gets its
 * own head from main.tsx (pages render 20 at a time, so there is no shared
 * server head); in the browser one head serves the whole visit.
 */
import type { ReactNode } from 'react';
import { createHead, UnheadProvider } from '@unhead/react/client';

const clientHead = import.meta.env.SSR ? null : createHead();

export function HeadRoot({ children }: { children: ReactNode }) {
  if (!clientHead) return children;
  return <UnheadProvider value={clientHead}>{children}</UnheadProvider>;
}
