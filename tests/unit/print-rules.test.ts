import { describe, expect, it } from 'vitest';
import { withoutPrintRules } from '../../scripts/lib/print-rules.mjs';

describe('withoutPrintRules (critical CSS)', () => {
  it('drops every @media print block, nested rules included, and keeps the rest in order', () => {
    const css = 'a{color:red}@media print{@page{margin:1cm}body{color:#000}.x{display:none}}b{color:blue}@media print{i{x:y}}';
    expect(withoutPrintRules(css)).toBe('a{color:red}b{color:blue}');
  });

  it('keeps screen queries and print queries that also apply elsewhere', () => {
    const css = '@media (width>=48rem){.a{b:c}}@media print,screen{.d{e:f}}@media only print and (color){.g{h:i}}';
    expect(withoutPrintRules(css)).toBe(css);
  });
});
