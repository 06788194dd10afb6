/**
 * The warranty's short mention, linked to its full terms (issue 47: the 70-word terms were
 * pasted onto home, about, contact, every city FAQ and the brand pages). The terms are written
 * once, in /about's warranty section (paths.warranty); everywhere else content writes
 * `{warrantyLine}` ("180-day warranty on parts and labor") and these render it as a link there.
 *
 * `WarrantyLink` is the line alone; `WarrantyText` renders already-filled prose (an FAQ answer,
 * a card) with every occurrence of the line linked, so the same string stays plain text in the
 * structured data and a link on the page.
 */
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { business } from '../../../core/facts/business-profile';
import { paths } from '../../../core/urls/paths';

const LINE = business.warranty.label;

/** "180-day warranty on parts and labor", linked to the full terms on /about. */
export function WarrantyLink({ children = LINE }: { children?: string }) {
  return (
    <Link to={paths.warranty} data-warranty-link="">
      {children}
    </Link>
  );
}

/** `text` (facts already filled) with each `{warrantyLine}` it contains linked to the terms. */
export function WarrantyText({ text }: { text: string }) {
  const parts = text.split(LINE);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <WarrantyLink />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
