import {describe, expect, it} from 'vitest';
import {chooseExport, exportElement, wrappingPage} from './render-plan';

const Card = () => null;
const Badge = () => null;

describe('chooseExport', () => {
  it('takes the default export first', () => {
    expect(chooseExport({default: Card, Badge})).toEqual({name: 'default', component: Card});
  });

  it('takes the single exported component', () => {
    expect(chooseExport({Card, styles: {}, helper: () => 1})).toEqual({
      name: 'Card',
      component: Card,
    });
  });

  it('says why it cannot choose between several, or none', () => {
    expect(chooseExport({Card, Badge})).toMatchObject({
      name: 'Card, Badge',
      error: expect.stringContaining('Card, Badge'),
    });
    expect(chooseExport({})).toMatchObject({name: 'nothing', error: expect.any(String)});
  });
});

describe('exportElement', () => {
  const create = (
    type: unknown,
    props: Record<string, unknown> | null,
    ...children: unknown[]
  ) => ({
    type,
    props,
    children,
  });

  it('renders the component with its props inside the current page when it renders none', () => {
    const job = {mode: 'export' as const, wrapInPage: true, props: {label: 'New'}};
    expect(exportElement(job, Card, create, 'Page')).toEqual({
      type: 'Page',
      props: wrappingPage,
      children: [{type: Card, props: {label: 'New'}, children: []}],
    });
  });

  it('renders it alone when it renders its own Page', () => {
    const job = {mode: 'export' as const, wrapInPage: false, props: {}};
    expect(exportElement(job, Card, create, 'Page')).toEqual({type: Card, props: {}, children: []});
  });
});
