// Figma's auto layout replayed on serialized node trees (auto-layout.ts):
// sizes and positions as Figma would show them, and how they differ from react-figma's Yoga output.
import {describe, expect, it} from 'vitest';
import {applyAutoLayout, describeDifferences} from './auto-layout';
import type {ExampleNode} from './example-contract';
import {node, padding, rect} from './test-nodes';

/** An auto layout frame; sizes start at 0 so every hugged value has to be computed. */
const frame = (id: string, extra: Partial<ExampleNode>, children: ExampleNode[]) =>
  node('FRAME', id, {width: 0, height: 0, layoutMode: 'HORIZONTAL', ...extra, children});

function find(tree: ExampleNode, id: string): ExampleNode {
  if (tree.id === id) return tree;
  for (const child of tree.children ?? []) {
    const found = find(child, id);
    if (found.id === id) return found;
  }
  return {id: 'missing', type: 'NONE', name: ''};
}

/** The tree as Figma lays it out. */
const laidOut = (input: ExampleNode) => applyAutoLayout(input).tree;

const box = (tree: ExampleNode, id: string) => {
  const {x, y, width, height} = find(tree, id);
  return {x, y, width, height};
};

describe('applyAutoLayout', () => {
  it('spaces a horizontal row by itemSpacing and hugs it', () => {
    const tree = laidOut(
      frame('row', {itemSpacing: 8}, [rect('a', 10, 10), rect('b', 20, 30), rect('c', 5, 5)]),
    );
    expect(box(tree, 'row')).toEqual({x: 0, y: 0, width: 10 + 8 + 20 + 8 + 5, height: 30});
    expect(['a', 'b', 'c'].map((id) => find(tree, id).x)).toEqual([0, 18, 46]);
    expect(['a', 'b', 'c'].map((id) => find(tree, id).y)).toEqual([0, 0, 0]);
  });

  it("moves a group's children with it: they are placed in the group's container", () => {
    // A group at 50, 50 (its children's bounds); the row puts it at 0, 0, after a 10 px child.
    const pair = node('GROUP', 'pair', {
      ...{x: 50, y: 50, width: 30, height: 10},
      children: [
        node('RECTANGLE', 'p1', {x: 50, y: 50, width: 10, height: 10}),
        node('RECTANGLE', 'p2', {x: 70, y: 50, width: 10, height: 10}),
      ],
    });
    const tree = laidOut(frame('row', {itemSpacing: 0}, [rect('a', 10, 10), pair]));
    expect(box(tree, 'pair')).toEqual({x: 10, y: 0, width: 30, height: 10});
    expect(['p1', 'p2'].map((id) => [find(tree, id).x, find(tree, id).y])).toEqual([
      [10, 0],
      [30, 0],
    ]);
  });

  it('hugs an empty frame to its paddings', () => {
    const tree = laidOut(
      frame('empty', {paddingLeft: 3, paddingRight: 4, paddingTop: 5, paddingBottom: 6}, []),
    );
    expect(box(tree, 'empty')).toMatchObject({width: 7, height: 11});
  });

  // A fixed 100 × 100 column, padding 10: 80 px inside, children 10 + 20 high with 5 px between.
  const column = (align: string, children = [rect('a', 20, 10), rect('b', 30, 20)]) =>
    frame(
      'column',
      {
        layoutMode: 'VERTICAL',
        primaryAxisSizingMode: 'FIXED',
        counterAxisSizingMode: 'FIXED',
        primaryAxisAlignItems: align,
        width: 100,
        height: 100,
        ...padding(10),
        itemSpacing: 5,
      },
      children,
    );

  it.each([
    ['MIN', [10, 25]],
    ['CENTER', [32.5, 47.5]],
    ['MAX', [55, 70]],
    // itemSpacing gives way: the last child ends flush with the bottom padding (70 + 20 = 90).
    ['SPACE_BETWEEN', [10, 70]],
  ])('places a fixed vertical frame’s children for primaryAxisAlignItems %s', (align, ys) => {
    const tree = laidOut(column(align));
    expect(box(tree, 'column')).toEqual({x: 0, y: 0, width: 100, height: 100});
    expect([find(tree, 'a').y, find(tree, 'b').y]).toEqual(ys);
    expect([find(tree, 'a').x, find(tree, 'b').x]).toEqual([10, 10]);
  });

  it('spreads three children evenly with SPACE_BETWEEN and keeps a single one at the start', () => {
    const three = laidOut(
      column('SPACE_BETWEEN', [rect('a', 10, 10), rect('b', 10, 10), rect('c', 10, 10)]),
    );
    expect(['a', 'b', 'c'].map((id) => find(three, id).y)).toEqual([10, 45, 80]);
    const one = laidOut(column('SPACE_BETWEEN', [rect('a', 10, 10)]));
    expect(find(one, 'a').y).toBe(10);
  });

  it('lets children overflow a fixed frame that is too small', () => {
    const tree = laidOut(
      column('MAX', [rect('a', 10, 60), rect('b', 10, 60)]), // 125 px of content in 80
    );
    expect(find(tree, 'a').y).toBe(10 + 80 - 125);
    expect(find(tree, 'column').height).toBe(100);
  });

  it('aligns children on the counter axis with counterAxisAlignItems', () => {
    const center = laidOut({...column('MIN'), counterAxisAlignItems: 'CENTER'});
    expect([find(center, 'a').x, find(center, 'b').x]).toEqual([40, 35]);
    const max = laidOut({...column('MIN'), counterAxisAlignItems: 'MAX'});
    expect([find(max, 'a').x, find(max, 'b').x]).toEqual([70, 60]);
  });

  it('shares a fixed frame’s leftover space equally between layoutGrow children', () => {
    const row = (sizing: string) =>
      frame(
        'row',
        {
          primaryAxisSizingMode: sizing,
          width: 200,
          paddingLeft: 10,
          paddingRight: 10,
          itemSpacing: 10,
        },
        [rect('a', 30, 10), rect('b', 10, 10, {layoutGrow: 1}), rect('c', 50, 10, {layoutGrow: 1})],
      );
    // 180 inside, minus 30 and two 10 px gaps: 130 for the two growing children.
    const fixed = laidOut(row('FIXED'));
    expect(['a', 'b', 'c'].map((id) => box(fixed, id))).toEqual([
      {x: 10, y: 0, width: 30, height: 10},
      {x: 50, y: 0, width: 65, height: 10},
      {x: 125, y: 0, width: 65, height: 10},
    ]);
    // A hugging frame has no leftover: growing children keep their size.
    const hugging = laidOut(row('AUTO'));
    expect(['b', 'c'].map((id) => find(hugging, id).width)).toEqual([10, 50]);
    expect(find(hugging, 'row').width).toBe(10 + 30 + 10 + 10 + 10 + 50 + 10);
  });

  it('stretches layoutAlign STRETCH children across the counter axis, inside the paddings', () => {
    const tree = laidOut(
      frame(
        'column',
        {
          layoutMode: 'VERTICAL',
          counterAxisSizingMode: 'FIXED',
          counterAxisAlignItems: 'CENTER',
          width: 100,
          paddingLeft: 10,
          paddingRight: 20,
        },
        [rect('wide', 5, 10, {layoutAlign: 'STRETCH'}), rect('plain', 10, 10)],
      ),
    );
    expect(box(tree, 'wide')).toEqual({x: 10, y: 0, width: 70, height: 10});
    expect(box(tree, 'plain')).toEqual({x: 10 + 30, y: 10, width: 10, height: 10});
  });

  it('skips hidden children: they take no space and stay where they were', () => {
    const tree = laidOut(
      frame('row', {itemSpacing: 5}, [
        rect('a', 10, 10),
        rect('hidden', 50, 50, {visible: false, x: 7, y: 9}),
        rect('c', 10, 10),
      ]),
    );
    expect(find(tree, 'row')).toMatchObject({width: 25, height: 10});
    expect(find(tree, 'c').x).toBe(15);
    expect(box(tree, 'hidden')).toEqual({x: 7, y: 9, width: 50, height: 50});
  });

  it('lays out nested hugging frames bottom-up and leaves non-auto-layout content alone', () => {
    const tree = laidOut(
      frame('outer', {layoutMode: 'VERTICAL', itemSpacing: 4, ...padding(8)}, [
        frame('inner', {itemSpacing: 2}, [rect('i1', 10, 6), rect('i2', 20, 12)]),
        {
          ...frame('plain', {layoutMode: 'NONE', width: 50, height: 40}, [
            rect('deep', 5, 5, {x: 3, y: 4}),
          ]),
        },
      ]),
    );
    expect(box(tree, 'inner')).toEqual({x: 8, y: 8, width: 32, height: 12});
    expect(find(tree, 'i2').x).toBe(12);
    expect(box(tree, 'plain')).toEqual({x: 8, y: 8 + 12 + 4, width: 50, height: 40});
    expect(box(tree, 'deep')).toEqual({x: 3, y: 4, width: 5, height: 5});
    expect(find(tree, 'outer')).toMatchObject({width: 8 + 50 + 8, height: 8 + 12 + 4 + 40 + 8});
  });

  it('re-places the children of a child frame that its parent stretched', () => {
    const tree = laidOut(
      frame('column', {layoutMode: 'VERTICAL', counterAxisSizingMode: 'FIXED', width: 100}, [
        frame(
          'bar',
          {primaryAxisSizingMode: 'FIXED', primaryAxisAlignItems: 'MAX', layoutAlign: 'STRETCH'},
          [rect('icon', 10, 10)],
        ),
      ]),
    );
    expect(find(tree, 'bar').width).toBe(100);
    expect(find(tree, 'icon').x).toBe(90);
  });

  it('uses each side’s padding', () => {
    const tree = laidOut(
      frame('padded', {paddingLeft: 1, paddingRight: 2, paddingTop: 3, paddingBottom: 4}, [
        rect('a', 10, 10),
      ]),
    );
    expect(find(tree, 'padded')).toMatchObject({width: 13, height: 17});
    expect(box(tree, 'a')).toMatchObject({x: 1, y: 3});
  });

  it('walks through pages and lays out components, sets and instances, not other types', () => {
    const page: ExampleNode = {
      id: 'page',
      type: 'PAGE',
      name: 'Page',
      children: [
        {
          ...frame('set', {itemSpacing: 4}, [rect('v1', 10, 10), rect('v2', 10, 10)]),
          type: 'COMPONENT_SET',
        },
        {
          ...frame('instance', {itemSpacing: 4}, [rect('i1', 10, 10), rect('i2', 10, 10)]),
          type: 'INSTANCE',
        },
        {
          ...frame('group', {itemSpacing: 4}, [rect('g1', 10, 10), rect('g2', 10, 10)]),
          type: 'GROUP',
        },
      ],
    };
    const tree = laidOut(page);
    expect([find(tree, 'v2').x, find(tree, 'i2').x, find(tree, 'g2').x]).toEqual([14, 14, 0]);
  });

  it('does not mutate its input', () => {
    const input = frame('row', {itemSpacing: 8, primaryAxisAlignItems: 'CENTER'}, [
      rect('a', 10, 10, {layoutAlign: 'STRETCH'}),
      frame('inner', {}, [rect('b', 5, 5)]),
    ]);
    const before = structuredClone(input);
    const tree = laidOut(input);
    expect(input).toEqual(before);
    expect(tree).not.toBe(input);
    expect(tree.children?.[1]).not.toBe(input.children?.[1]);
  });
});

describe('differences', () => {
  // What react-figma leaves behind for a row with itemSpacing 8: Yoga knows nothing of the gap.
  const yogaRow = () =>
    frame('row', {name: 'Row', itemSpacing: 8, width: 30, height: 10}, [
      rect('a', 10, 10),
      rect('b', 10, 10, {x: 10}),
      rect('c', 10, 10, {x: 20}),
    ]);

  it('lists every box value Figma changes by more than 0.5 px', () => {
    const {differences} = applyAutoLayout(yogaRow());
    expect(differences).toEqual([
      {nodeId: 'row', name: 'Row', property: 'width', reactFigma: 30, figma: 46},
      {nodeId: 'b', name: 'b', property: 'x', reactFigma: 10, figma: 18},
      {nodeId: 'c', name: 'c', property: 'x', reactFigma: 20, figma: 36},
    ]);
    const nearlyRight = frame('row', {width: 20.4, height: 10}, [
      rect('a', 10, 10),
      rect('b', 10, 10, {x: 10.3}),
    ]);
    expect(applyAutoLayout(nearlyRight).differences).toEqual([]);
  });

  it('describes the itemSpacing gap and the hug size in one sentence each', () => {
    const {tree, differences} = applyAutoLayout(yogaRow());
    expect(describeDifferences(differences, tree)).toEqual([
      'Figma sizes “Row” to hug its content (primaryAxisSizingMode AUTO): 46 px wide; ' +
        "react-figma's Yoga layout made it 30 px wide.",
      'Figma spaces the 3 children of “Row” 8 px apart (itemSpacing); ' +
        "react-figma's Yoga layout placed them with no gap.",
    ]);
    expect(describeDifferences([], tree)).toEqual([]);
  });

  it('blames a fill child’s size on its parent, and counter-axis moves on the new size', () => {
    const input = frame(
      'bar',
      {
        name: 'Bar',
        primaryAxisSizingMode: 'FIXED',
        counterAxisAlignItems: 'CENTER',
        width: 100,
        height: 40,
      },
      [
        rect('icon', 10, 10, {y: 15}),
        // A hugging frame itself, but its parent's fill decides its width.
        frame('fill', {x: 10, y: 10, width: 10, height: 20, layoutGrow: 1}, [rect('dot', 10, 20)]),
      ],
    );
    const {tree, differences} = applyAutoLayout(input);
    expect(find(tree, 'fill').width).toBe(90);
    expect(describeDifferences(differences, tree)).toEqual([
      'Figma sizes “Bar” to hug its content (counterAxisSizingMode AUTO): 20 px high; ' +
        "react-figma's Yoga layout made it 40 px high.",
      'Because “Bar” changes size, Figma also moves 2 children inside it.',
      'Figma resizes 1 child of “Bar” to fill it (layoutGrow 1 or layoutAlign STRETCH); ' +
        "react-figma's Yoga layout sized it differently.",
    ]);
  });
});
