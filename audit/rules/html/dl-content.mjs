// The <dl> content model, which html-validate's element metadata cannot say:
// a <dl> holds either bare groups (one or more <dt> then one or more <dd>) or
// <div>s that each wrap exactly one such group, never a mix of the two
// (https://html.spec.whatwg.org/multipage/grouping-content.html#the-dl-element).
// The W3C Nu validator reports these; html-validate's `standard` preset only
// checks that <dt>/<dd> sit in a <dl> or a <dl>'s <div>. Plain JavaScript so
// the validator's worker threads load it without tsx.
import { Rule } from 'html-validate';

const SPEC = 'https://html.spec.whatwg.org/multipage/grouping-content.html#the-dl-element';
/** Script-supporting elements may sit anywhere among the groups. */
const ignored = (el) => el.tagName === 'script' || el.tagName === 'template';

export class DlContent extends Rule {
  documentation() {
    return {
      description:
        'A <dl> holds either bare <dt>/<dd> groups or <div>-wrapped groups (one group per <div>), never both.',
      url: SPEC,
    };
  }

  setup() {
    this.on(
      'element:ready',
      (event) => event.target.tagName === 'dl',
      (event) => this.checkList(event.target),
    );
  }

  checkList(dl) {
    const children = dl.childElements.filter((el) => !ignored(el));
    const divs = children.filter((el) => el.tagName === 'div');
    const bare = children.filter((el) => el.tagName === 'dt' || el.tagName === 'dd');
    if (divs.length && bare.length) {
      this.report(
        bare[0],
        `<dl> mixes <div>-wrapped groups with bare <${bare[0].tagName}>: wrap every <dt>/<dd> group in its own <div>, or none.`,
      );
      return;
    }
    if (bare.length) this.checkGroups(bare, 'in <dl>');
    for (const div of divs) {
      const inside = div.childElements.filter((el) => !ignored(el));
      const other = inside.find((el) => el.tagName !== 'dt' && el.tagName !== 'dd');
      if (other) this.report(other, `<${other.tagName}> cannot sit in a <dl>'s <div>, which holds only <dt> and <dd>.`);
      else if (!inside.length) this.report(div, "A <dl>'s <div> is empty: it needs a <dt> and a <dd>.");
      else if (this.checkGroups(inside, "in a <dl>'s <div>") > 1)
        this.report(
          div,
          "A <dl>'s <div> wraps exactly one group (<dt>s then <dd>s): start a new <div> at each new <dt> after a <dd>.",
        );
    }
  }

  /** Checks a non-empty run of dt+ dd+ groups; returns how many groups there are. */
  checkGroups(items, where) {
    if (items[0].tagName === 'dd') this.report(items[0], `<dd> ${where} has no <dt> before it.`);
    if (items.at(-1).tagName === 'dt') this.report(items.at(-1), `<dt> ${where} has no <dd> after it.`);
    return items.filter((el, i) => el.tagName === 'dt' && (i === 0 || items[i - 1].tagName === 'dd')).length;
  }
}

/** html-validate plugin: the project's own rules, named `site/…`. */
export const sitePlugin = { name: 'site', rules: { 'site/dl-content': DlContent } };
