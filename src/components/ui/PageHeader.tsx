/** The top of an inner page: breadcrumb, H1, lead text and optional actions. */
import type { ReactNode } from 'react';
import type { PageEntry } from '../../../core/urls/manifest';
import { Breadcrumb } from './Breadcrumb';

export function PageHeader({ entry, lead, children }: { entry: PageEntry; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-header">
      <div className="container">
        <Breadcrumb trail={entry.breadcrumb} />
        <h1>{entry.meta.h1}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
